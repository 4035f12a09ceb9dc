/**
 * The seats of course sessions, where they are decided: which course and session a visitor's
 * pre-registration goes to (and whether it waits for a place), and whether staff may enrol one
 * more person in a session. Both run in the caller's transaction, with its repositories, so what
 * they read is what the write that follows acts on.
 */
import { centreToday, type RequestStatus } from '../../../../shared/domain/index.ts';
import { HttpError } from '../../infra/http/http-errors.ts';
import type { LeadPlace } from '../requests/leads-repository.ts';
import type { Repositories } from '../repositories.ts';

type SeatRepos = Pick<Repositories, 'courses' | 'courseSessions' | 'leads'>;

const refused = (path: 'courseId' | 'sessionId', code: string, message: string, fieldMessage: string) =>
  new HttpError(400, message, { code, errors: [{ path, code: 'invalid', message: fieldMessage }] });

/**
 * The course and session of a pre-registration: the course must be a published one, the session
 * one of its upcoming sessions (its course is the session's when the request names none). A full
 * session still takes the request, on its waiting list.
 */
export async function placeLead(
  repos: SeatRepos,
  input: { courseId?: string; sessionId?: string },
  today = centreToday(),
): Promise<LeadPlace> {
  const { courseId, sessionId } = input;
  if (courseId && !(await repos.courses.findById(courseId, { publishedOnly: true }))) {
    throw refused('courseId', 'unknown_course', 'This course is not offered.', 'Unknown course.');
  }
  if (!sessionId) return courseId ? { courseId } : {};

  const session = await repos.courseSessions.find(sessionId);
  // A session of a course that is not published is no more offered than an unknown one.
  if (!session || (!courseId && !(await repos.courses.findById(session.courseId, { publishedOnly: true })))) {
    throw refused('sessionId', 'unknown_session', 'This session is not offered.', 'Unknown session.');
  }
  if (courseId && session.courseId !== courseId) {
    throw refused(
      'sessionId',
      'session_other_course',
      'This session is not one of this course: choose one of its own sessions.',
      'Not a session of this course.',
    );
  }
  if (session.status === 'cancelled') {
    throw refused(
      'sessionId',
      'session_cancelled',
      'This session has been cancelled: choose another one.',
      'This session is cancelled.',
    );
  }
  if (session.endDate < today) {
    throw refused(
      'sessionId',
      'session_past',
      'This session is over: choose an upcoming one.',
      'This session is over.',
    );
  }
  return { courseId: session.courseId, sessionId, waitingList: session.seatsLeft <= 0 };
}

/**
 * Takes one of the session's seats, refused (409) when none is left. The session's row is locked
 * first, then its seats counted, so that of two staff taking the last seat at once one succeeds
 * and the other is told the session is full.
 */
async function takeSeat(repos: SeatRepos, sessionId: string): Promise<void> {
  const session = await repos.courseSessions.lockSeats(sessionId);
  if (!session) return;
  const taken = await repos.courseSessions.seatsTaken(sessionId);
  if (taken >= session.seats) {
    throw new HttpError(
      409,
      `This session is full: its ${session.seats} seat${session.seats === 1 ? ' is' : 's are'} taken. Give it more seats, or enrol this person in another session.`,
      {
        code: 'session_full',
        params: { seats: session.seats, taken },
      },
    );
  }
}

/**
 * Before a lead's status changes: enrolling it in a session takes one of its seats (takeSeat).
 * Answers whether the change moves one of the session's seats (to or from enrolled), which the
 * public pages show.
 */
export async function checkSeatForStatus(
  repos: SeatRepos,
  leadId: string,
  status: RequestStatus,
): Promise<{ seatsMove: boolean }> {
  const lead = await repos.leads.seatOf(leadId);
  if (!lead?.sessionId || lead.status === status) return { seatsMove: false };
  const enrols = status === 'enrolled';
  // A request held as spam takes no seat.
  const seatsMove = !lead.spam && (enrols || lead.status === 'enrolled');
  if (enrols && !lead.spam) await takeSeat(repos, lead.sessionId);
  return { seatsMove };
}

/**
 * Before a lead held as spam goes back to the inbox: one enrolled meanwhile takes its seat then,
 * refused like any enrolment when the session is full. Answers whether a seat moves.
 */
export async function checkSeatForRestore(repos: SeatRepos, leadId: string): Promise<{ seatsMove: boolean }> {
  const lead = await repos.leads.seatOf(leadId);
  if (!lead?.sessionId || !lead.spam || lead.status !== 'enrolled') return { seatsMove: false };
  await takeSeat(repos, lead.sessionId);
  return { seatsMove: true };
}
