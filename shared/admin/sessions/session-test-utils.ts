/** Fixtures for the admin's session tests: sessions as GET /api/sessions and /api/courses/:id/sessions answer them. */
import type { PlannedSession } from '../../domain/sessions.ts';

const text = (fr: string, en: string, ar: string) => ({ fr, en, ar });

export const COURSE_REACT = { _id: 'c1', title: text('React avancé', 'Advanced React', 'رياكت المتقدّم') };
export const COURSE_DESIGN = { _id: 'c2', title: text('Design UX', 'UX design', 'تصميم تجربة المستخدم') };

let serial = 0;

/** An open on-site session of React avancé, 12–16 May 2030, 12 of 20 seats taken, unless told otherwise. */
export function makeSession(overrides: Partial<PlannedSession> = {}): PlannedSession {
  serial += 1;
  const seats = overrides.seats ?? 20;
  const seatsTaken = overrides.seatsTaken ?? 12;
  return {
    _id: `s${serial}`,
    courseId: overrides.course?._id ?? COURSE_REACT._id,
    startDate: '2030-05-12',
    endDate: '2030-05-16',
    schedule: text(
      'Lundi et mercredi, 18 h – 21 h',
      'Monday and Wednesday, 6 pm – 9 pm',
      'الاثنين والأربعاء، من 18:00 إلى 21:00',
    ),
    mode: 'onsite',
    location: text('Tunis, Les Berges du Lac', 'Tunis, Les Berges du Lac', 'تونس، ضفاف البحيرة'),
    status: 'open',
    course: COURSE_REACT,
    leadCount: 5,
    waitingCount: 0,
    ...overrides,
    seats,
    seatsTaken,
    seatsLeft: Math.max(0, seats - seatsTaken),
  };
}

/** A full session of Design UX, 2–6 June 2030: its 20 seats all taken. */
export const makeFullJuneSession = (overrides: Partial<PlannedSession> = {}): PlannedSession =>
  makeSession({
    _id: 'june',
    startDate: '2030-06-02',
    endDate: '2030-06-06',
    seats: 20,
    seatsTaken: 20,
    course: COURSE_DESIGN,
    ...overrides,
  });
