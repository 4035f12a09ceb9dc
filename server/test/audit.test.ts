/**
 * The audit trail: one row per staff action, with who did it, to what and a summary; none when
 * the action fails; the row and the change committed together; GET /api/audit with its filters,
 * paging and admin-only access.
 */
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/domain/index.ts';
import { ADMIN, rowCount, useTestContext } from './support/context.ts';
import { courseFields, createCourse, createInstructor } from './support/builders.ts';
import { pdfBytes } from './support/fixtures.ts';
import { moveRequest, noteRequest, postCandidature } from './support/requests.ts';

const ctx = useTestContext();
let admin: { _id: string; name: string; email: string };

beforeAll(async () => {
  const login = await ctx.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: ADMIN.email, password: ADMIN.password },
  });
  admin = login.json() as typeof admin;
});

/** The status of a request sent as the signed-in admin. */
const adminStatus = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) =>
  (await ctx.inject({ method, url, headers: ctx.auth })).statusCode;

const clearTrail = () => ctx.app.db.kysely.deleteFrom('audit_log').execute();

/** The trail as GET /api/audit answers it (newest first). */
async function trail(query = ''): Promise<AuditEntry[]> {
  const response = await ctx.inject({ method: 'GET', url: `/api/audit${query}`, headers: ctx.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AuditEntry[];
}

/** The one row of an action, checked to be by the signed-in admin. */
async function onlyRow(action: string): Promise<AuditEntry> {
  const rows = await trail(`?action=${action}`);
  expect(rows, `rows of ${action}`).toHaveLength(1);
  expect(rows[0]!.actor._id).toBe(admin._id);
  expect(rows[0]!.actor.name).toBe(admin.name);
  expect(rows[0]!.actor.email).toBe(ADMIN.email);
  return rows[0]!;
}

/** A visitor's request to one of the public JSON forms, checked to be received. */
const sendRequest = async (inbox: 'leads' | 'company-leads' | 'contact-messages', payload: Record<string, unknown>) => {
  const response = await ctx.inject({ method: 'POST', url: `/api/${inbox}`, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string };
};

const sendLead = (name = 'Salma Jaziri') =>
  sendRequest('leads', { name, email: 'salma@example.tn', courseOfInterest: 'Python' });

const sendCandidature = async () => {
  const response = await postCandidature(
    ctx,
    { name: 'Nour Ayari', email: 'nour@example.tn' },
    { filename: 'CV Nour.pdf', content: pdfBytes() },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string };
};

describe('the catalogue', () => {
  beforeEach(clearTrail);

  it('records a course created, updated, published, unpublished and deleted, with its title', async () => {
    const instructor = await createInstructor(ctx, 'Amel Ben Salah');
    const course = await createCourse(ctx, instructor._id);
    const target = { kind: 'course', _id: course._id, label: 'Développement web (fr)' };
    expect(await onlyRow('course.create')).toMatchObject({ target, summary: 'Created as a draft' });

    const update = await ctx.inject({
      method: 'PUT',
      url: `/api/courses/${course._id}`,
      headers: ctx.auth,
      payload: {
        ...courseFields(instructor._id, { title: { fr: 'Python avancé', en: 'Advanced Python', ar: 'بايثون' } }),
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await onlyRow('course.update')).toMatchObject({
      target: { ...target, label: 'Python avancé' },
      summary: 'Updated; draft',
      detail: { code: 'course_updated', params: { courseState: 'draft' } },
    });

    expect(await adminStatus('PUT', `/api/courses/${course._id}/publish`)).toBe(200);
    expect(await onlyRow('course.publish')).toMatchObject({
      target: { kind: 'course', _id: course._id },
      summary: 'Published',
    });
    expect(await adminStatus('PUT', `/api/courses/${course._id}/publish`)).toBe(200);
    expect(await onlyRow('course.unpublish')).toMatchObject({
      target: { kind: 'course', _id: course._id },
      summary: 'Back to draft',
      detail: { code: 'back_to_draft' },
    });

    expect(await adminStatus('DELETE', `/api/courses/${course._id}`)).toBe(200);
    // Named as it was: the course is gone, its row still reads.
    expect(await onlyRow('course.delete')).toMatchObject({
      target: { kind: 'course', _id: course._id, label: 'Python avancé' },
    });
  });

  it('records an instructor added, edited and deleted', async () => {
    const instructor = await createInstructor(ctx, 'Karim Haddad');
    expect(await onlyRow('instructor.create')).toMatchObject({
      target: { kind: 'instructor', _id: instructor._id, label: 'Karim Haddad' },
    });
    const edit = await ctx.inject({
      method: 'PUT',
      url: `/api/instructors/${instructor._id}`,
      headers: ctx.auth,
      payload: { name: 'Karim Haddad-Ben Ali', title: { fr: 'Formateur data', en: 'Data trainer', ar: 'مدرّب بيانات' } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await onlyRow('instructor.update')).toMatchObject({
      target: { kind: 'instructor', _id: instructor._id, label: 'Karim Haddad-Ben Ali' },
      summary: 'Updated',
    });
    const missing = await ctx.inject({
      method: 'PUT',
      url: `/api/instructors/${'0'.repeat(24)}`,
      headers: ctx.auth,
      payload: { name: 'X', title: { fr: 'x', en: 'x', ar: 'x' } },
    });
    expect(missing.statusCode).toBe(404);
    expect(await trail('?action=instructor.update')).toHaveLength(1);
    expect(await adminStatus('DELETE', `/api/instructors/${instructor._id}`)).toBe(200);
    expect(await onlyRow('instructor.delete')).toMatchObject({
      target: { kind: 'instructor', _id: instructor._id, label: 'Karim Haddad-Ben Ali' },
    });
  });

  it('records nothing when the change is refused or finds nothing', async () => {
    const instructor = await createInstructor(ctx, 'Leila Trabelsi');
    await createCourse(ctx, instructor._id);
    await clearTrail();
    const missing = '0'.repeat(24);
    const refused = [
      // 404s
      await ctx.inject({ method: 'PUT', url: `/api/courses/${missing}/publish`, headers: ctx.auth }),
      await ctx.inject({ method: 'DELETE', url: `/api/courses/${missing}`, headers: ctx.auth }),
      await ctx.inject({
        method: 'PUT',
        url: `/api/courses/${missing}`,
        headers: ctx.auth,
        payload: courseFields(instructor._id),
      }),
      await ctx.inject({ method: 'DELETE', url: `/api/instructors/${missing}`, headers: ctx.auth }),
      // 400: unknown instructor; 409: the instructor still teaches a course
      await ctx.inject({
        method: 'PUT',
        url: `/api/courses/${missing}`,
        headers: ctx.auth,
        payload: courseFields(missing),
      }),
      await ctx.inject({ method: 'DELETE', url: `/api/instructors/${instructor._id}`, headers: ctx.auth }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 400, 409]);
    expect(await rowCount(ctx, 'audit_log')).toBe(0);
  });
});

describe('requests', () => {
  beforeEach(clearTrail);

  it('records a status change with from, to and reason, and a note without its text', async () => {
    const lead = await sendLead('Salma Jaziri');
    const target = { kind: 'lead', _id: lead._id, label: 'Salma Jaziri' };
    const change = await moveRequest(ctx, 'leads', lead._id, { status: 'lost', reason: 'Trop cher' });
    expect(change.statusCode, change.body).toBe(200);
    expect(await onlyRow('request.status')).toMatchObject({
      target,
      summary: 'new → lost (Trop cher)',
      detail: { code: 'status_changed_reason', params: { from: 'new', to: 'lost', reason: 'Trop cher' } },
    });

    const note = await noteRequest(ctx, 'leads', lead._id, 'Rappeler lundi');
    expect(note.statusCode, note.body).toBe(201);
    const row = await onlyRow('request.note');
    expect(row).toMatchObject({ target });
    expect(row.summary).not.toContain('Rappeler');
  });

  it('records nothing for the same status again, an unknown request or a refused status', async () => {
    const lead = await sendLead();
    const missing = '0'.repeat(24);
    const answers = [
      await moveRequest(ctx, 'leads', lead._id, { status: 'new' }),
      await moveRequest(ctx, 'leads', missing, { status: 'contacted' }),
      await moveRequest(ctx, 'leads', lead._id, { status: 'hired' }),
      await noteRequest(ctx, 'leads', missing, 'x'),
      await ctx.inject({ method: 'DELETE', url: `/api/leads/${missing}`, headers: ctx.auth }),
      await ctx.inject({ method: 'DELETE', url: `/api/company-leads/${missing}`, headers: ctx.auth }),
      await ctx.inject({ method: 'DELETE', url: `/api/candidatures/${missing}`, headers: ctx.auth }),
      await ctx.inject({ method: 'GET', url: `/api/candidatures/${missing}/cv`, headers: ctx.auth }),
      await ctx.inject({ method: 'POST', url: `/api/contact-messages/${missing}/archive`, headers: ctx.auth }),
      await ctx.inject({ method: 'DELETE', url: `/api/contact-messages/${missing}`, headers: ctx.auth }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 404, 400, 404, 404, 404, 404, 404, 404, 404]);
    expect(await rowCount(ctx, 'audit_log')).toBe(0);
  });

  it('records an archive and the deletes of each inbox, named as the request was', async () => {
    const lead = await sendLead('Yassine Gharbi');
    expect(await adminStatus('DELETE', `/api/leads/${lead._id}`)).toBe(200);
    expect(await onlyRow('request.archive')).toMatchObject({
      target: { kind: 'lead', _id: lead._id, label: 'Yassine Gharbi' },
      summary: 'Archived',
    });
    await clearTrail();

    const { _id: quoteId } = await sendRequest('company-leads', {
      companyName: 'Sotuver',
      contactName: 'Ines',
      email: 'ines@sotuver.tn',
    });
    expect(await adminStatus('DELETE', `/api/company-leads/${quoteId}`)).toBe(200);
    expect(await onlyRow('request.delete')).toMatchObject({
      target: { kind: 'company-lead', _id: quoteId, label: 'Sotuver' },
      summary: 'Deleted',
    });
    await clearTrail();

    const application = await sendCandidature();
    expect(await adminStatus('DELETE', `/api/candidatures/${application._id}`)).toBe(200);
    expect(await onlyRow('request.delete')).toMatchObject({
      target: { kind: 'candidature', _id: application._id, label: 'Nour Ayari' },
    });
    await clearTrail();

    const { _id: messageId } = await sendRequest('contact-messages', {
      name: 'Omar',
      email: 'omar@example.tn',
      message: 'Bonjour',
    });
    expect(await adminStatus('POST', `/api/contact-messages/${messageId}/archive`)).toBe(200);
    expect(await onlyRow('request.archive')).toMatchObject({
      target: { kind: 'contact-message', _id: messageId, label: 'Omar' },
    });
    expect(await adminStatus('DELETE', `/api/contact-messages/${messageId}`)).toBe(200);
    expect(await onlyRow('request.delete')).toMatchObject({
      target: { kind: 'contact-message', _id: messageId, label: 'Omar' },
    });
  });

  it('records every CV download and every CSV export with its count and filters', async () => {
    const application = await sendCandidature();
    for (let i = 0; i < 2; i += 1) {
      expect(await adminStatus('GET', `/api/candidatures/${application._id}/cv`)).toBe(200);
    }
    const downloads = await trail('?action=cv.download');
    expect(downloads).toHaveLength(2);
    expect(downloads[0]).toMatchObject({
      actor: { _id: admin._id },
      target: { kind: 'candidature', _id: application._id, label: 'Nour Ayari' },
      summary: 'CV Nour.pdf',
    });

    await sendLead();
    const exported = await ctx.inject({
      method: 'GET',
      url: '/api/leads/export.csv?status=new&lng=en',
      headers: ctx.auth,
    });
    expect(exported.statusCode).toBe(200);
    const row = await onlyRow('request.export');
    expect(row.target).toEqual({ kind: 'lead', _id: null, label: 'Pre-registrations' });
    expect(row.summary).toMatch(/^\d+ rows? \(status: new\)$/);
    expect(row.detail).toEqual({
      code: 'rows_exported_filtered',
      params: { count: expect.any(Number) as number, filters: 'status: new' },
    });
  });
});

describe('staff accounts', () => {
  beforeEach(clearTrail);

  const login = (email: string, password: string) =>
    ctx.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });

  it('records a sign-in, and a refused one by the e-mail tried (with the account when there is one)', async () => {
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    const signedIn = await onlyRow('auth.login');
    expect(signedIn.target).toEqual({ kind: 'user', _id: admin._id, label: `${admin.name} <${ADMIN.email}>` });
    expect(signedIn.summary).toMatch(/^Signed in from /);
    // The same as a code and its values, for the admin to write in the staff's language.
    expect(signedIn.detail).toEqual({ code: 'signed_in_from', params: { ip: expect.any(String) as string } });

    expect((await login(ADMIN.email, 'not the password at all')).statusCode).toBe(401);
    expect((await login('Nobody@Example.tn', 'whatever it is')).statusCode).toBe(401);
    const refused = await trail('?action=auth.login-failed');
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({ actor: { _id: null, name: '', email: 'nobody@example.tn' }, target: null });
    expect(refused[0]!.summary).toMatch(/^Refused \(unknown e-mail\)/);
    expect(refused[1]).toMatchObject({
      actor: { _id: admin._id, email: ADMIN.email },
      target: { kind: 'user', _id: admin._id },
    });
    expect(refused[1]!.summary).toMatch(/^Refused \(wrong password\)/);
    expect(refused[1]!.detail).toMatchObject({ code: 'refused_from', params: { why: 'wrong_password' } });
    expect(await trail('?action=auth.login')).toHaveLength(1);
  });

  it('records a sign-out once, and a password change (not a refused one)', async () => {
    const staff = await ctx.addStaff('editor', 'Eya Editor');
    await clearTrail();
    expect((await ctx.inject({ method: 'POST', url: '/api/users/logout', headers: staff.auth })).statusCode).toBe(200);
    expect((await ctx.inject({ method: 'POST', url: '/api/users/logout', headers: staff.auth })).statusCode).toBe(401);
    const out = await trail('?action=auth.logout');
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({
      actor: { _id: staff._id, name: 'Eya Editor', email: staff.email },
      target: { kind: 'user', _id: staff._id },
    });

    const signedIn = (await login(staff.email, staff.password)).json() as { token: string };
    const headers = { authorization: `Bearer ${signedIn.token}` };
    const change = (currentPassword: string) =>
      ctx.inject({
        method: 'POST',
        url: '/api/users/me/password',
        headers,
        payload: { currentPassword, newPassword: 'a much longer new password' },
      });
    expect((await change('not the current one')).statusCode).toBe(400);
    expect(await trail('?action=user.password-change')).toHaveLength(0);
    expect((await change(staff.password)).statusCode).toBe(200);
    const changed = await trail('?action=user.password-change');
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ actor: { _id: staff._id }, target: { kind: 'user', _id: staff._id } });
  });

  it('records a user added and changed, and nothing for a 409 or a 404', async () => {
    const payload = {
      name: 'Rania Recruiter',
      email: 'rania@test.tn',
      role: 'recruiter',
      password: 'a long enough password',
    };
    const created = await ctx.inject({ method: 'POST', url: '/api/users', headers: ctx.auth, payload });
    expect(created.statusCode, created.body).toBe(201);
    const user = created.json() as { _id: string };
    expect(await onlyRow('user.create')).toMatchObject({
      target: { kind: 'user', _id: user._id, label: 'Rania Recruiter <rania@test.tn>' },
      summary: 'Added as recruiter',
    });

    const patch = (id: string, body: object) =>
      ctx.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: ctx.auth, payload: body });
    expect((await patch(user._id, { role: 'sales', active: false })).statusCode).toBe(200);
    expect(await onlyRow('user.update')).toMatchObject({
      target: { kind: 'user', _id: user._id },
      summary: 'role: recruiter → sales; deactivated (sessions ended)',
      detail: { code: 'account_changed', params: { fromRole: 'recruiter', toRole: 'sales', active: 'deactivated' } },
    });

    await clearTrail();
    expect((await ctx.inject({ method: 'POST', url: '/api/users', headers: ctx.auth, payload })).statusCode).toBe(409);
    expect((await patch('0'.repeat(24), { role: 'sales' })).statusCode).toBe(404);
    // The last active admin stays one.
    expect((await patch(admin._id, { role: 'editor' })).statusCode).toBe(409);
    expect(await rowCount(ctx, 'audit_log')).toBe(0);
  });
});

describe('the row and the change are one', () => {
  beforeEach(clearTrail);

  it('leaves the change undone when its row cannot be written', async () => {
    const lead = await sendLead();
    const instructor = await createInstructor(ctx, 'Sami Dridi');
    await clearTrail();
    // The trail's table out of reach: recording fails inside the change's transaction.
    await sql`alter table audit_log rename to audit_log_away`.execute(ctx.app.db.kysely);
    try {
      const change = await moveRequest(ctx, 'leads', lead._id, { status: 'contacted' });
      expect(change.statusCode).toBe(500);
      const removal = await ctx.inject({
        method: 'DELETE',
        url: `/api/instructors/${instructor._id}`,
        headers: ctx.auth,
      });
      expect(removal.statusCode).toBe(500);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(ctx.app.db.kysely);
    }
    const detail = await ctx.inject({ method: 'GET', url: `/api/leads/${lead._id}`, headers: ctx.auth });
    expect(detail.json()).toMatchObject({ status: 'new', history: [] });
    const instructors = (await ctx.inject({ method: 'GET', url: '/api/instructors' })).json() as { _id: string }[];
    expect(instructors.map((one) => one._id)).toContain(instructor._id);
    expect(await rowCount(ctx, 'audit_log')).toBe(0);
  });
});

describe('GET /api/audit', () => {
  const at = (day: string, minute: number) => `${day}T10:${String(minute).padStart(2, '0')}:00.000Z`;

  beforeAll(async () => {
    await clearTrail();
    const row = (id: string, when: string, actorId: string | null, action: string) => ({
      id,
      at: when,
      actor_id: actorId,
      actor_name: actorId ? `Staff ${actorId}` : '',
      actor_email: actorId ? `${actorId}@test.tn` : 'someone@example.tn',
      action,
      target_kind: action === 'course.publish' ? 'course' : null,
      target_id: action === 'course.publish' ? 'c1' : null,
      target_label: action === 'course.publish' ? 'Python' : null,
      summary: `${action} at ${when}`,
    });
    await ctx.app.db.kysely
      .insertInto('audit_log')
      .values([
        row('r1', at('2026-03-01', 0), 'u1', 'auth.login'),
        row('r2', at('2026-03-02', 0), 'u1', 'course.publish'),
        row('r3', at('2026-03-02', 5), 'u2', 'course.publish'),
        row('r4', at('2026-03-03', 0), 'u2', 'cv.download'),
        row('r5', at('2026-03-04', 0), null, 'auth.login-failed'),
      ])
      .execute();
  });

  it('answers newest first in the documented shape, with the total', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/api/audit', headers: ctx.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('5');
    const rows = response.json() as AuditEntry[];
    expect(rows.map((row) => row._id)).toEqual(['r5', 'r4', 'r3', 'r2', 'r1']);
    // A row stored as a plain line (as every row was before summaries had codes) reads as written, without a detail.
    expect(rows[2]).toEqual({
      _id: 'r3',
      at: at('2026-03-02', 5),
      actor: { _id: 'u2', name: 'Staff u2', email: 'u2@test.tn' },
      action: 'course.publish',
      target: { kind: 'course', _id: 'c1', label: 'Python' },
      summary: `course.publish at ${at('2026-03-02', 5)}`,
    });
    expect(rows[0]).toMatchObject({ actor: { _id: null, email: 'someone@example.tn' }, target: null });
  });

  it('filters by actor, action and days (both included), and pages', async () => {
    const ids = async (query: string) => (await trail(query)).map((row) => row._id);
    expect(await ids('?actor=u1')).toEqual(['r2', 'r1']);
    expect(await ids('?action=course.publish')).toEqual(['r3', 'r2']);
    expect(await ids('?actor=u2&action=course.publish')).toEqual(['r3']);
    expect(await ids('?from=2026-03-02&to=2026-03-03')).toEqual(['r4', 'r3', 'r2']);
    expect(await ids('?to=2026-03-01')).toEqual(['r1']);
    const page = await ctx.inject({ method: 'GET', url: '/api/audit?limit=2&offset=2', headers: ctx.auth });
    expect(page.headers['x-total-count']).toBe('5');
    expect((page.json() as AuditEntry[]).map((row) => row._id)).toEqual(['r3', 'r2']);
  });

  it('answers 400 with a JSON message for a bad filter', async () => {
    for (const query of [
      'action=course.burn',
      'from=2026-02-30',
      'to=yesterday',
      'from=2026-03-05&to=2026-03-01',
      'limit=501',
      'limit=-1',
      'offset=x',
      'actor=',
    ]) {
      const response = await ctx.inject({ method: 'GET', url: `/api/audit?${query}`, headers: ctx.auth });
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { message: string }).message, query).toBeTruthy();
    }
  });

  it('answers 401 without a session or with a bad token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }]) {
      const response = await ctx.inject({ method: 'GET', url: '/api/audit', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty('message');
    }
  });
});
