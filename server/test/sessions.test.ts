/**
 * Course sessions: staff plan them (every rule of their input), visitors see the upcoming ones
 * with their seats left, pre-register for one (a full one puts them on its waiting list), add one
 * to their calendar (an RFC 5545 file, read back here by a real parser), and staff enrol people
 * up to the seats and never past them, even when two enrol the last seat at the same moment.
 */
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  centreToday,
  type CourseSummary,
  type Lead,
  type PlannedSession,
  type PublishedCourse,
} from '../../shared/domain/index.ts';
import { createCourse, createInstructor, createPublishedCourse } from './support/builders.ts';
import { problems, rowCount, useTestContext } from './support/context.ts';
import { moveRequest } from './support/requests.ts';

const ctx = useTestContext();
let instructorId: string;

beforeAll(async () => {
  instructorId = (await createInstructor(ctx))._id;
});

const today = centreToday();
/** The centre's day `n` days from today (YYYY-MM-DD). */
const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const SCHEDULE = {
  fr: 'Lundi au vendredi, 9h–13h',
  en: 'Monday to Friday, 9am–1pm',
  ar: 'من الاثنين إلى الجمعة، 9–13',
};
const PLACE = { fr: 'Tunis, Les Berges du Lac', en: 'Tunis, Les Berges du Lac', ar: 'تونس، ضفاف البحيرة' };

const sessionBody = (overrides: Record<string, unknown> = {}) => ({
  startDate: day(10),
  endDate: day(14),
  schedule: SCHEDULE,
  mode: 'onsite',
  location: PLACE,
  seats: 12,
  ...overrides,
});

async function publishedCourse(title = 'Développement web'): Promise<string> {
  const course = await createPublishedCourse(ctx, instructorId, {
    title: { fr: title, en: `${title} (en)`, ar: `${title} (ar)` },
  });
  return course._id;
}

/** Staff plan a session of a course: the valid session, with these changes. */
const postSession = (courseId: string, overrides: Record<string, unknown> = {}) =>
  ctx.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/sessions`,
    headers: ctx.auth,
    payload: sessionBody(overrides),
  });

async function addSession(courseId: string, overrides: Record<string, unknown> = {}): Promise<PlannedSession> {
  const response = await postSession(courseId, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Staff replace a session whole: the valid session, with these changes. */
const replaceSession = (sessionId: string, overrides: Record<string, unknown> = {}) =>
  ctx.inject({ method: 'PUT', url: `/api/sessions/${sessionId}`, headers: ctx.auth, payload: sessionBody(overrides) });

async function preRegister(payload: Record<string, unknown>, name = 'Ines') {
  return ctx.inject({
    method: 'POST',
    url: '/api/leads',
    payload: { name, email: `${name.toLowerCase().replace(/\W/g, '')}@example.tn`, ...payload },
  });
}

async function leadFor(sessionId: string, name: string): Promise<Lead> {
  const response = await preRegister({ sessionId }, name);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const setStatus = (leadId: string, status: string) => moveRequest(ctx, 'leads', leadId, { status });

const publicCourse = async (courseId: string) =>
  (await ctx.inject({ method: 'GET', url: `/api/courses/${courseId}` })).json() as PublishedCourse;

describe('a session, as staff plan it', () => {
  it('is added to a course and answered with its course, its seats and its pre-registrations', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId);
    expect(session).toMatchObject({
      courseId,
      ...sessionBody(),
      status: 'open',
      seatsTaken: 0,
      seatsLeft: 12,
      leadCount: 0,
      waitingCount: 0,
      course: { _id: courseId, title: { fr: 'Développement web' } },
    });
    expect(session._id).toEqual(expect.any(String));
  });

  it('is saved with its schedule and place in French only; its calendar file in English shows the French', async () => {
    const courseId = await publishedCourse('Comptabilité générale');
    const session = await addSession(courseId, {
      schedule: { fr: SCHEDULE.fr },
      location: { fr: PLACE.fr, en: '', ar: '  ' },
    });
    expect(session).toMatchObject({
      schedule: { fr: SCHEDULE.fr, en: '', ar: '' },
      location: { fr: PLACE.fr, en: '', ar: '' },
    });
    // As visitors read it (the page's French fallback is in pages.test.ts).
    expect((await publicCourse(courseId)).sessions[0]).toMatchObject({ schedule: { fr: SCHEDULE.fr, en: '', ar: '' } });
    const calendar = await ctx.inject({ method: 'GET', url: `/api/sessions/${session._id}/calendar.ics?lng=en` });
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(calendar.body)).getFirstSubcomponent('vevent')!);
    expect(event.description.startsWith(`${SCHEDULE.fr}\n`)).toBe(true);
    expect(event.location).toBe(PLACE.fr);
  });

  it('drops the place of an online session, and takes seats typed as text', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId, { mode: 'online', seats: '30' });
    expect(session.mode).toBe('online');
    expect(session.seats).toBe(30);
    expect(session).not.toHaveProperty('location');
  });

  it.each([
    ['a day that does not exist', { startDate: '2026-02-30' }, [['startDate', 'date']]],
    [
      'a month that does not exist',
      { startDate: '2026-13-01', endDate: '2026-13-05' },
      [
        ['startDate', 'date'],
        ['endDate', 'date'],
      ],
    ],
    ['a date not as YYYY-MM-DD', { endDate: '14/03/2026' }, [['endDate', 'date']]],
    ['an end before the start', { startDate: day(10), endDate: day(9) }, [['endDate', 'date_order']]],
    ['no place on site', { location: undefined }, [['location', 'required']]],
    ['no place when hybrid', { mode: 'hybrid', location: null }, [['location', 'required']]],
    ['no seats', { seats: 0 }, [['seats', 'too_small']]],
    ['more than 500 seats', { seats: 501 }, [['seats', 'too_large']]],
    ['half a seat', { seats: 2.5 }, [['seats', 'number']]],
    ['a schedule without French', { schedule: { en: 'Monday', ar: 'الاثنين' } }, [['schedule.fr', 'required']]],
    ['a place without French', { location: { fr: ' ', en: 'Tunis' } }, [['location.fr', 'required']]],
    ['an unknown mode', { mode: 'elsewhere' }, [['mode', 'choice']]],
    ['an unknown status', { status: 'full' }, [['status', 'choice']]],
  ])('refuses %s with 400 and the field and code', async (_label, overrides, expected) => {
    const courseId = await publishedCourse();
    const response = await postSession(courseId, overrides);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_input', message: expect.any(String) });
    expect(problems(response)).toEqual(expected);
  });

  it('answers 404 for an unknown course or session', async () => {
    const unknown = '00000000-0000-7000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', `/api/courses/${unknown}/sessions`, undefined],
      ['POST', `/api/courses/${unknown}/sessions`, sessionBody()],
      ['PUT', `/api/sessions/${unknown}`, sessionBody()],
      ['DELETE', `/api/sessions/${unknown}`, undefined],
    ] as const) {
      const response = await ctx.inject({ method, url, headers: ctx.auth, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
    }
  });

  it('is for admins, editors and sales: 401 without a session, 403 for a recruiter', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId);
    const recruiter = await ctx.addStaff('recruiter');
    const requests = [
      { method: 'GET', url: `/api/courses/${courseId}/sessions` },
      { method: 'POST', url: `/api/courses/${courseId}/sessions`, payload: sessionBody() },
      { method: 'PUT', url: `/api/sessions/${session._id}`, payload: sessionBody() },
      { method: 'DELETE', url: `/api/sessions/${session._id}` },
      { method: 'GET', url: '/api/sessions' },
    ] as const;
    for (const request of requests) {
      expect((await ctx.inject(request)).statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(
        (await ctx.inject({ ...request, headers: recruiter.auth })).statusCode,
        `${request.method} ${request.url}`,
      ).toBe(403);
    }
    for (const role of ['editor', 'sales'] as const) {
      const member = await ctx.addStaff(role);
      expect(
        (await ctx.inject({ method: 'GET', url: `/api/courses/${courseId}/sessions`, headers: member.auth }))
          .statusCode,
      ).toBe(200);
      const added = await ctx.inject({
        method: 'POST',
        url: `/api/courses/${courseId}/sessions`,
        headers: member.auth,
        payload: sessionBody(),
      });
      expect(added.statusCode).toBe(201);
    }
  });

  it("lists a course's sessions soonest first, past and cancelled ones too", async () => {
    const courseId = await publishedCourse();
    const later = await addSession(courseId, { startDate: day(40), endDate: day(41) });
    const past = await addSession(courseId, { startDate: day(-20), endDate: day(-18) });
    const cancelled = await addSession(courseId, { startDate: day(5), endDate: day(6), status: 'cancelled' });
    const response = await ctx.inject({ method: 'GET', url: `/api/courses/${courseId}/sessions`, headers: ctx.auth });
    expect(response.statusCode).toBe(200);
    expect((response.json() as PlannedSession[]).map((session) => session._id)).toEqual([
      past._id,
      cancelled._id,
      later._id,
    ]);
  });

  it('lists the sessions across courses whose days meet a period, by start date', async () => {
    const first = await publishedCourse('Période A');
    const second = await publishedCourse('Période B');
    const inside = await addSession(first, { startDate: day(200), endDate: day(203) });
    const overlapsStart = await addSession(second, { startDate: day(195), endDate: day(200) });
    const overlapsEnd = await addSession(second, { startDate: day(205), endDate: day(215) });
    await addSession(first, { startDate: day(190), endDate: day(199) });
    await addSession(second, { startDate: day(211), endDate: day(212) });
    const response = await ctx.inject({
      method: 'GET',
      url: `/api/sessions?from=${day(200)}&to=${day(210)}`,
      headers: ctx.auth,
    });
    expect(response.statusCode).toBe(200);
    const sessions = response.json() as PlannedSession[];
    expect(sessions.map((session) => session._id)).toEqual([overlapsStart._id, inside._id, overlapsEnd._id]);
    expect(sessions[0]!.course.title.fr).toBe('Période B');
    const all = (
      await ctx.inject({ method: 'GET', url: '/api/sessions', headers: ctx.auth })
    ).json() as PlannedSession[];
    expect(all.length).toBeGreaterThan(sessions.length);
    expect(all.map((session) => session.startDate)).toEqual(all.map((session) => session.startDate).sort());
    for (const query of ['from=2026-13-01', 'to=2026-02-30', 'from=tomorrow']) {
      const bad = await ctx.inject({ method: 'GET', url: `/api/sessions?${query}`, headers: ctx.auth });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json(), query).toMatchObject({ code: 'invalid_input' });
    }
  });

  it('is replaced whole, cancelled, and deleted; each write in the audit trail', async () => {
    const courseId = await publishedCourse('Audité');
    const session = await addSession(courseId);
    const moved = await ctx.inject({
      method: 'PUT',
      url: `/api/sessions/${session._id}`,
      headers: ctx.auth,
      payload: sessionBody({ mode: 'online', seats: 20, startDate: day(11) }),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      _id: session._id,
      mode: 'online',
      seats: 20,
      startDate: day(11),
      status: 'open',
    });
    expect(moved.json()).not.toHaveProperty('location');
    const cancelled = await replaceSession(session._id, { status: 'cancelled' });
    expect(cancelled.json().status).toBe('cancelled');
    const deleted = await ctx.inject({ method: 'DELETE', url: `/api/sessions/${session._id}`, headers: ctx.auth });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Session deleted.' });
    const rows = await ctx.app.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', session._id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.action).sort()).toEqual(
      ['session.cancel', 'session.create', 'session.delete', 'session.update'].sort(),
    );
    for (const row of rows) {
      expect(row.target_kind).toBe('session');
      expect(row.target_label).toBe(`Audité, ${row.action === 'session.update' ? day(11) : day(10)} → ${day(14)}`);
    }
    // Each summary also as a code and values, which the admin words in its language.
    const details = await ctx.app.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'summary'])
      .where('target_id', '=', session._id)
      .execute();
    const detailOf = (action: string) =>
      JSON.parse(details.find((row) => row.action === action)!.summary) as { code: string; params: object };
    expect(detailOf('session.create')).toMatchObject({
      code: 'session_added',
      params: { start: day(10), end: day(14), mode: 'onsite', sessionStatus: 'open' },
    });
    expect(detailOf('session.update')).toMatchObject({
      code: 'session_updated',
      params: { start: day(11), mode: 'online', seats: 20 },
    });
    expect(detailOf('session.cancel')).toMatchObject({
      code: 'session_cancelled',
      params: { sessionStatus: 'cancelled' },
    });
    expect(detailOf('session.delete')).toMatchObject({ code: 'session_deleted' });
  });

  it('goes with its course when nobody pre-registered for it', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId);
    expect(
      (await ctx.inject({ method: 'DELETE', url: `/api/courses/${courseId}`, headers: ctx.auth })).statusCode,
    ).toBe(200);
    expect(await ctx.app.repos.courseSessions.find(session._id)).toBeUndefined();
  });
});

describe('the upcoming sessions, as visitors see them', () => {
  it("are on the course's page, soonest first: one ending today is, past and cancelled ones are not", async () => {
    const courseId = await publishedCourse();
    const later = await addSession(courseId, { startDate: day(30), endDate: day(32), mode: 'hybrid' });
    const endingToday = await addSession(courseId, { startDate: day(-3), endDate: today });
    await addSession(courseId, { startDate: day(-10), endDate: day(-1) });
    await addSession(courseId, { startDate: day(2), endDate: day(3), status: 'cancelled' });
    const course = await publicCourse(courseId);
    expect(course.sessions.map((session) => session._id)).toEqual([endingToday._id, later._id]);
    expect(course.sessions[1]).toEqual({
      _id: later._id,
      courseId,
      startDate: day(30),
      endDate: day(32),
      schedule: SCHEDULE,
      mode: 'hybrid',
      location: PLACE,
      seats: 12,
      status: 'open',
      seatsTaken: 0,
      seatsLeft: 12,
    });
  });

  it('put the next one on the course card, with its seats left', async () => {
    const courseId = await publishedCourse('Carte');
    const without = await publishedCourse('Sans session');
    await addSession(courseId, { startDate: day(50), endDate: day(51) });
    const next = await addSession(courseId, { startDate: day(20), endDate: day(25), mode: 'online', seats: 3 });
    await addSession(courseId, { startDate: day(1), endDate: day(2), status: 'cancelled' });
    const cards = (await ctx.inject({ method: 'GET', url: '/api/courses' })).json() as CourseSummary[];
    expect(cards.find((card) => card._id === courseId)?.nextSession).toEqual({
      _id: next._id,
      startDate: day(20),
      endDate: day(25),
      mode: 'online',
      seatsLeft: 3,
    });
    expect(cards.find((card) => card._id === without)).not.toHaveProperty('nextSession');
  });

  it('show the seats left as soon as staff enrol someone, and again when they no longer are', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId, { seats: 5 });
    const lead = await leadFor(session._id, 'Seat Taker');
    expect((await publicCourse(courseId)).sessions[0]!.seatsLeft).toBe(5);
    expect((await setStatus(lead._id, 'enrolled')).statusCode).toBe(200);
    expect((await publicCourse(courseId)).sessions[0]).toMatchObject({ seatsTaken: 1, seatsLeft: 4 });
    const card = ((await ctx.inject({ method: 'GET', url: '/api/courses' })).json() as CourseSummary[]).find(
      (item) => item._id === courseId,
    );
    expect(card?.nextSession?.seatsLeft).toBe(4);
    expect((await setStatus(lead._id, 'lost')).statusCode).toBe(200);
    expect((await publicCourse(courseId)).sessions[0]).toMatchObject({ seatsTaken: 0, seatsLeft: 5 });
  });

  it('of a draft course are not shown', async () => {
    const draft = await createCourse(ctx, instructorId);
    const session = await addSession(draft._id);
    expect((await ctx.inject({ method: 'GET', url: `/api/courses/${draft._id}` })).statusCode).toBe(404);
    expect((await ctx.inject({ method: 'GET', url: `/api/sessions/${session._id}/calendar.ics` })).statusCode).toBe(
      404,
    );
    const response = await preRegister({ sessionId: session._id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unknown_session' });
  });
});

describe('a pre-registration for a session', () => {
  it('names the course and the session; the course is the session’s when not given', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId);
    const response = await preRegister({ courseId, sessionId: session._id, courseOfInterest: 'Développement web' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ courseId, sessionId: session._id });
    expect(response.json()).not.toHaveProperty('waitingList');
    const implied = await preRegister({ sessionId: session._id }, 'Sans cours');
    expect(implied.json()).toMatchObject({ courseId, sessionId: session._id });
    const courseOnly = await preRegister({ courseId }, 'Cours seul');
    expect(courseOnly.json()).toMatchObject({ courseId });
    expect(courseOnly.json()).not.toHaveProperty('sessionId');
  });

  it.each([
    ['a course that is not offered', 'unknown_course', 'courseId'],
    ['a session that does not exist', 'unknown_session', 'sessionId'],
    ['a session of another course', 'session_other_course', 'sessionId'],
    ['a cancelled session', 'session_cancelled', 'sessionId'],
    ['a past session', 'session_past', 'sessionId'],
  ])('refuses %s with 400, a message and the field', async (_label, code, path) => {
    const courseId = await publishedCourse();
    const other = await publishedCourse('Autre');
    const payloads: Record<string, () => Promise<Record<string, unknown>>> = {
      unknown_course: async () => ({ courseId: (await createCourse(ctx, instructorId))._id }),
      unknown_session: async () => ({ courseId, sessionId: '00000000-0000-7000-8000-000000000000' }),
      session_other_course: async () => ({ courseId, sessionId: (await addSession(other))._id }),
      session_cancelled: async () => ({
        courseId,
        sessionId: (await addSession(courseId, { status: 'cancelled' }))._id,
      }),
      session_past: async () => ({
        sessionId: (await addSession(courseId, { startDate: day(-5), endDate: day(-1) }))._id,
      }),
    };
    const before = await rowCount(ctx, 'leads');
    const response = await preRegister(await payloads[code]!());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message: expect.any(String), errors: [{ path, code: 'invalid' }] });
    expect(await rowCount(ctx, 'leads')).toBe(before);
  });

  it('to a full session is taken, on its waiting list, and counted as waiting', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId, { seats: 1 });
    const first = await leadFor(session._id, 'First In');
    expect((await setStatus(first._id, 'enrolled')).statusCode).toBe(200);
    const waiting = await preRegister({ courseId, sessionId: session._id }, 'Waiting One');
    expect(waiting.statusCode).toBe(201);
    expect(waiting.json()).toMatchObject({ sessionId: session._id, waitingList: true });
    const read = await ctx.inject({ method: 'GET', url: `/api/leads/${waiting.json()._id}`, headers: ctx.auth });
    expect(read.json()).toMatchObject({ waitingList: true });
    const planned = (
      await ctx.inject({ method: 'GET', url: `/api/courses/${courseId}/sessions`, headers: ctx.auth })
    ).json() as PlannedSession[];
    expect(planned[0]).toMatchObject({ seatsTaken: 1, seatsLeft: 0, leadCount: 2, waitingCount: 1 });
  });

  it("is in the session's own list of the inbox, and its start date in the export", async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId, { startDate: day(60), endDate: day(61) });
    const other = await addSession(courseId);
    const mine = await leadFor(session._id, 'Filtered In');
    await leadFor(other._id, 'Filtered Out');
    const list = await ctx.inject({ method: 'GET', url: `/api/leads?sessionId=${session._id}`, headers: ctx.auth });
    expect(list.statusCode).toBe(200);
    expect((list.json() as Lead[]).map((lead) => lead._id)).toEqual([mine._id]);
    const csv = await ctx.inject({
      method: 'GET',
      url: `/api/leads/export.csv?sessionId=${session._id}&lng=en`,
      headers: ctx.auth,
    });
    const lines = csv.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toContain('Session (start);Waiting list');
    expect(lines[1]).toContain(`;Filtered In;filteredin@example.tn;;;${day(60)};;`);
    expect(lines).toHaveLength(3);
    const otherKind = await ctx.inject({
      method: 'GET',
      url: `/api/company-leads?sessionId=${session._id}`,
      headers: ctx.auth,
    });
    expect(otherKind.statusCode).toBe(400);
    expect(otherKind.json()).toMatchObject({ code: 'invalid_filter' });
  });
});

describe('enrolling people in a session', () => {
  it('stops at its seats: a full session answers 409 and nothing changes', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId, { seats: 2 });
    const [a, b, c] = [
      await leadFor(session._id, 'Alpha'),
      await leadFor(session._id, 'Beta'),
      await leadFor(session._id, 'Gamma'),
    ];
    expect((await setStatus(a._id, 'enrolled')).statusCode).toBe(200);
    expect((await setStatus(b._id, 'enrolled')).statusCode).toBe(200);
    const refused = await setStatus(c._id, 'enrolled');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'session_full',
      message: expect.stringMatching(/^This session is full/),
      params: { seats: 2, taken: 2 },
    });
    const after = await ctx.inject({ method: 'GET', url: `/api/leads/${c._id}`, headers: ctx.auth });
    expect(after.json()).toMatchObject({ status: 'new', history: [] });
    // Enrolling someone already enrolled again changes nothing, and is no refusal.
    expect((await setStatus(a._id, 'enrolled')).statusCode).toBe(200);
    // A lead without a session is never held back.
    const free = await preRegister({ courseId }, 'No Session');
    expect((await setStatus(free.json()._id, 'enrolled')).statusCode).toBe(200);
  });

  it('gives a person enrolled while held as spam a seat only once restored, refused when the session filled meanwhile', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId, { seats: 1 });
    const held = await preRegister({ sessionId: session._id, website: 'http://spam.example' }, 'Held Back');
    expect(held.statusCode).toBe(201);
    const heldId = (held.json() as Lead)._id;
    const restore = () => ctx.inject({ method: 'POST', url: `/api/leads/${heldId}/not-spam`, headers: ctx.auth });
    const heldAsSpam = async () =>
      ((await ctx.inject({ method: 'GET', url: '/api/leads?spam=true', headers: ctx.auth })).json() as Lead[]).some(
        (lead) => lead._id === heldId,
      );
    // Held as spam, it takes no seat, enrolled or not.
    expect((await setStatus(heldId, 'enrolled')).statusCode).toBe(200);
    expect((await publicCourse(courseId)).sessions[0]).toMatchObject({ seatsTaken: 0, seatsLeft: 1 });
    const other = await leadFor(session._id, 'Seat Holder');
    expect((await setStatus(other._id, 'enrolled')).statusCode).toBe(200);
    // Back in the inbox it would be a second person in a one-seat session: refused, and still held.
    const refused = await restore();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'session_full', params: { seats: 1, taken: 1 } });
    expect(await heldAsSpam()).toBe(true);
    expect((await publicCourse(courseId)).sessions[0]).toMatchObject({ seatsTaken: 1, seatsLeft: 0 });
    // Once the seat is free again it is restored, and takes it.
    expect((await setStatus(other._id, 'lost')).statusCode).toBe(200);
    expect((await restore()).statusCode).toBe(200);
    expect(await heldAsSpam()).toBe(false);
    expect((await publicCourse(courseId)).sessions[0]).toMatchObject({ seatsTaken: 1, seatsLeft: 0 });
  });

  it('lets a status change and a restore from spam of the same person, at once, not both skip a full session', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId, { seats: 1 });
    const holder = await leadFor(session._id, 'Seat Owner');
    expect((await setStatus(holder._id, 'enrolled')).statusCode).toBe(200);
    const held = await preRegister({ sessionId: session._id, website: 'http://spam.example' }, 'Both At Once');
    const heldId = (held.json() as Lead)._id;
    const [enrolled, restored] = await Promise.all([
      setStatus(heldId, 'enrolled'),
      ctx.inject({ method: 'POST', url: `/api/leads/${heldId}/not-spam`, headers: ctx.auth }),
    ]);
    // Whichever comes second finds the other's change and the session full.
    expect([enrolled.statusCode, restored.statusCode].sort()).toEqual([200, 409]);
    expect((await publicCourse(courseId)).sessions[0]).toMatchObject({ seatsTaken: 1, seatsLeft: 0 });
  });

  it('takes a person off the waiting list once enrolled', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId, { seats: 1 });
    await setStatus((await leadFor(session._id, 'Holder'))._id, 'enrolled');
    const waiting = await leadFor(session._id, 'Patient');
    expect(waiting.waitingList).toBe(true);
    const more = await replaceSession(session._id, { seats: 2 });
    expect(more.statusCode).toBe(200);
    const enrolled = await setStatus(waiting._id, 'enrolled');
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).not.toHaveProperty('waitingList');
  });

  it('refuses fewer seats than people enrolled, saying how many are', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId, { seats: 4 });
    for (const name of ['One', 'Two', 'Three']) await setStatus((await leadFor(session._id, name))._id, 'enrolled');
    const response = await replaceSession(session._id, { seats: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'seats_below_taken',
      params: { taken: 3 },
      message: expect.stringContaining('3 people are enrolled'),
      errors: [{ path: 'seats', code: 'seats_below_taken', message: expect.any(String) }],
    });
    expect((await replaceSession(session._id, { seats: 3 })).statusCode).toBe(200);
  });

  it('keeps a session with pre-registrations, and its course, from being deleted', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId);
    const lead = await leadFor(session._id, 'Keeper');
    // Archived, the pre-registration still names the session.
    expect((await ctx.inject({ method: 'DELETE', url: `/api/leads/${lead._id}`, headers: ctx.auth })).statusCode).toBe(
      200,
    );
    const refused = await ctx.inject({ method: 'DELETE', url: `/api/sessions/${session._id}`, headers: ctx.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'session_has_leads',
      message: expect.stringContaining('cancel it instead'),
    });
    const course = await ctx.inject({ method: 'DELETE', url: `/api/courses/${courseId}`, headers: ctx.auth });
    expect(course.statusCode).toBe(409);
    expect(course.json()).toMatchObject({ code: 'course_has_session_leads' });
    expect(await ctx.app.repos.courseSessions.find(session._id)).toBeDefined();
  });

  it('clear what visitors are shown when they changed something, not when they found nothing or were refused', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId);
    await leadFor(session._id, 'Keeper');
    const invalidate = vi.spyOn(ctx.app.publishedCourses, 'invalidate');
    try {
      expect((await replaceSession('unknown')).statusCode).toBe(404);
      // Refused inside the change's transaction, once the session was found.
      expect(
        (await ctx.inject({ method: 'DELETE', url: `/api/sessions/${session._id}`, headers: ctx.auth })).statusCode,
      ).toBe(409);
      expect(
        (await ctx.inject({ method: 'DELETE', url: `/api/courses/${courseId}`, headers: ctx.auth })).statusCode,
      ).toBe(409);
      expect(invalidate).not.toHaveBeenCalled();
      expect((await replaceSession(session._id, { seats: 30 })).statusCode).toBe(200);
      expect(invalidate).toHaveBeenCalledTimes(1);
    } finally {
      invalidate.mockRestore();
    }
  });

  it('gives the last seat to exactly one of several staff enrolling at the same moment', async () => {
    const courseId = await publishedCourse();
    // A few rounds: a race lost only now and then is still caught.
    for (let round = 0; round < 3; round += 1) {
      const session = await addSession(courseId, { seats: 3, startDate: day(100 + round), endDate: day(100 + round) });
      for (const name of ['Early One', 'Early Two'])
        await setStatus((await leadFor(session._id, `${name} ${round}`))._id, 'enrolled');
      const racers: Lead[] = [];
      for (let index = 0; index < 6; index += 1) racers.push(await leadFor(session._id, `Racer ${round} ${index}`));
      const answers = await Promise.all(racers.map((lead) => setStatus(lead._id, 'enrolled')));
      expect(answers.map((answer) => answer.statusCode).sort(), `round ${round}`).toEqual([
        200, 409, 409, 409, 409, 409,
      ]);
      const planned = await ctx.app.repos.courseSessions.find(session._id);
      expect(planned, `round ${round}`).toMatchObject({ seats: 3, seatsTaken: 3, seatsLeft: 0 });
    }
    expect((await publicCourse(courseId)).sessions.map((session) => session.seatsLeft)).toEqual([0, 0, 0]);
  });

  it('frees the seat of a person whose data is erased', async () => {
    const courseId = await publishedCourse();
    const session = await addSession(courseId, { seats: 2 });
    const lead = await leadFor(session._id, 'Forget Me');
    await setStatus(lead._id, 'enrolled');
    expect((await publicCourse(courseId)).sessions[0]!.seatsLeft).toBe(1);
    const erased = await ctx.inject({
      method: 'DELETE',
      url: `/api/people?email=${encodeURIComponent(lead.email)}`,
      headers: ctx.auth,
    });
    expect(erased.statusCode).toBe(200);
    expect((await publicCourse(courseId)).sessions[0]!.seatsLeft).toBe(2);
  });
});

describe("a session's calendar file", () => {
  const download = (sessionId: string, query = '') =>
    ctx.inject({ method: 'GET', url: `/api/sessions/${sessionId}/calendar.ics${query}` });

  const eventOf = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const component = calendar.getFirstSubcomponent('vevent')!;
    return { calendar, component, event: new ICAL.Event(component) };
  };

  it('is one all-day event, in French unless asked otherwise, that a calendar reads back', async () => {
    const courseId = await publishedCourse('Cybersécurité, les bases; niveau 1');
    const session = await addSession(courseId, { startDate: day(10), endDate: day(14) });
    const response = await download(session._id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"; filename\*=UTF-8''/);
    const text = response.body;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const { calendar, component, event } = eventOf(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.summary).toBe('Cybersécurité, les bases; niveau 1');
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(day(10));
    expect(event.endDate.toString()).toBe(day(15));
    expect(event.location).toBe(PLACE.fr);
    // The course's page by its French slug.
    const page = `${ctx.config.publicUrl}/course/cybersecurite-les-bases-niveau-1?lng=fr`;
    expect(event.description).toBe(`${SCHEDULE.fr}\nSur place\n${page}`);
    expect(event.uid).toBe(`session-${session._id}@${new URL(ctx.config.publicUrl).hostname}`);
    expect(component.getFirstPropertyValue('url')).toBe(page);
    expect(component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    // The same file names the same event every time.
    expect(eventOf((await download(session._id)).body).event.uid).toBe(event.uid);
  });

  it('is written in Arabic on request, long lines folded without cutting a character', async () => {
    const longPlace = {
      ...PLACE,
      ar: 'مركز تكوين للتدريب المهني، الطابق الثالث، شارع الحبيب بورقيبة، تونس العاصمة، بجانب محطة المترو الرئيسية وقبالة الحديقة العمومية',
    };
    const courseId = await publishedCourse();
    const session = await addSession(courseId, { mode: 'hybrid', location: longPlace });
    const response = await download(session._id, '?lng=ar');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''");
    const raw = response.rawPayload;
    const lines = raw.toString('utf8').split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // Each line is whole UTF-8 on its own: no character split across a fold.
    for (const line of lines) expect(Buffer.from(line, 'utf8').toString('utf8')).not.toContain('\ufffd');
    const { event } = eventOf(response.body);
    expect(event.summary).toBe('Développement web (ar)');
    expect(event.location).toBe(longPlace.ar);
    expect(event.description.split('\n').slice(0, 2)).toEqual([SCHEDULE.ar, 'هجين']);
  });

  it('of an online session has no place; of a cancelled one says so; English asked, English given', async () => {
    const courseId = await publishedCourse();
    const online = await addSession(courseId, { mode: 'online' });
    const read = eventOf((await download(online._id, '?lng=en')).body);
    expect(read.event.location).toBeNull();
    expect(read.event.description.split('\n')[1]).toBe('Online');
    const cancelled = await addSession(courseId, { status: 'cancelled' });
    const gone = eventOf((await download(cancelled._id, '?lng=xx')).body);
    expect(gone.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(gone.event.description.split('\n')[1]).toBe('Sur place');
  });

  it('is not found for an unknown session', async () => {
    const response = await download('00000000-0000-7000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
