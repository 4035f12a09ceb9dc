/**
 * The request pipeline over HTTP, for the three kinds alike: statuses with their history, notes,
 * the filtered and paged lists, the summary, the overview and the CSV export.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  centreToday,
  dayAfter,
  REQUEST_PATHS,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type RequestKind,
} from '../../shared/domain/index.ts';
import { inboxOverview } from '../src/features/requests/pipeline-repository.ts';
import { useTestContext } from './support/context.ts';
import { pdfBytes } from './support/fixtures.ts';
import { moveRequest, noteRequest, postCandidature } from './support/requests.ts';

const ctx = useTestContext();

/** Sends one request of that kind as a visitor would; answers its id. */
async function send(
  kind: RequestKind,
  fields: { name?: string; email?: string; phone?: string; message?: string; course?: string } = {},
) {
  const name = fields.name ?? 'Ines Ben Salah';
  const email = fields.email ?? 'ines@example.tn';
  const common = {
    email,
    ...(fields.phone ? { phone: fields.phone } : {}),
    ...(fields.message ? { message: fields.message } : {}),
  };
  let response;
  if (kind === 'lead') {
    response = await ctx.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { name, ...common, ...(fields.course ? { courseOfInterest: fields.course } : {}) },
    });
  } else if (kind === 'company-lead') {
    response = await ctx.inject({
      method: 'POST',
      url: '/api/company-leads',
      payload: { companyName: fields.course ?? 'Sotetel', contactName: name, ...common },
    });
  } else {
    response = await postCandidature(ctx, { name, ...common }, { filename: 'cv.pdf', content: pdfBytes(2_000) });
  }
  expect(response.statusCode).toBe(201);
  return (response.json() as { _id: string })._id;
}

const get = (url: string) => ctx.inject({ method: 'GET', url, headers: ctx.auth });

describe.each(['lead', 'company-lead', 'candidature'] as const)('the pipeline of a %s', (kind) => {
  const path = REQUEST_PATHS[kind];
  const [first, second, , closed] = REQUEST_STATUSES[kind];

  it('starts as new, and keeps every change of status with who made it, from what and why', async () => {
    const id = await send(kind);
    expect((await get(`/api/${path}/${id}`)).json()).toMatchObject({
      _id: id,
      status: 'new',
      noteCount: 0,
      notes: [],
      history: [],
    });

    const contacted = await ctx.inject({
      method: 'PATCH',
      url: `/api/${path}/${id}`,
      headers: ctx.auth,
      payload: { status: second },
    });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.json()).toMatchObject({ _id: id, status: second });
    // Staff may go back: a mistake gets corrected.
    await ctx.inject({ method: 'PATCH', url: `/api/${path}/${id}`, headers: ctx.auth, payload: { status: first } });
    const lost = await ctx.inject({
      method: 'PATCH',
      url: `/api/${path}/${id}`,
      headers: ctx.auth,
      payload: { status: closed, reason: 'Trop cher' },
    });
    expect(lost.json()).toMatchObject({ status: closed, statusReason: 'Trop cher' });
    // The same status again is no change.
    await ctx.inject({
      method: 'PATCH',
      url: `/api/${path}/${id}`,
      headers: ctx.auth,
      payload: { status: closed, reason: 'Trop cher' },
    });

    const detail = (await get(`/api/${path}/${id}`)).json() as {
      history: { status: string; from: string; reason?: string; at: string; by: { name: string } }[];
    };
    expect(detail.history.map((change) => [change.from, change.status, change.reason])).toEqual([
      ['new', second, undefined],
      [second, first, undefined],
      [first, closed, 'Trop cher'],
    ]);
    expect(detail.history[0]?.by.name).toBe('Administrateur');
    expect(Date.parse(detail.history[0]!.at)).not.toBeNaN();
  });

  it('refuses an unknown status, a reason for a status that takes none, and an unknown id', async () => {
    const id = await send(kind);
    const unknown = await ctx.inject({
      method: 'PATCH',
      url: `/api/${path}/${id}`,
      headers: ctx.auth,
      payload: { status: 'archived' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(REQUEST_STATUSES[kind].join(', '));
    const reason = await ctx.inject({
      method: 'PATCH',
      url: `/api/${path}/${id}`,
      headers: ctx.auth,
      payload: { status: second, reason: 'x' },
    });
    expect(reason.statusCode).toBe(400);
    const missing = await ctx.inject({ method: 'PATCH', url: `/api/${path}/${id}`, headers: ctx.auth, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(
      (await ctx.inject({ method: 'PATCH', url: `/api/${path}/nope`, headers: ctx.auth, payload: { status: second } }))
        .statusCode,
    ).toBe(404);
    expect((await get(`/api/${path}/nope`)).statusCode).toBe(404);
    expect((await get(`/api/${path}/${id}`)).json().status).toBe('new');
  });

  it('keeps notes with their author and time, and counts them on the request', async () => {
    const id = await send(kind);
    const note = await ctx.inject({
      method: 'POST',
      url: `/api/${path}/${id}/notes`,
      headers: ctx.auth,
      payload: { text: 'Rappeler lundi\nà 10 h' },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ text: 'Rappeler lundi\nà 10 h', author: { name: 'Administrateur' } });
    await ctx.inject({
      method: 'POST',
      url: `/api/${path}/${id}/notes`,
      headers: ctx.auth,
      payload: { text: 'Fait.' },
    });
    const detail = (await get(`/api/${path}/${id}`)).json() as { noteCount: number; notes: { text: string }[] };
    expect(detail.notes.map((n) => n.text)).toEqual(['Rappeler lundi\nà 10 h', 'Fait.']);
    expect(detail.noteCount).toBe(2);

    for (const text of ['', '   ', 'x'.repeat(5001)]) {
      const refused = await ctx.inject({
        method: 'POST',
        url: `/api/${path}/${id}/notes`,
        headers: ctx.auth,
        payload: { text },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBeTruthy();
    }
    expect(
      (
        await ctx.inject({
          method: 'POST',
          url: `/api/${path}/${id}/notes`,
          headers: ctx.auth,
          payload: { text: 'x'.repeat(5000) },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await ctx.inject({ method: 'POST', url: `/api/${path}/nope/notes`, headers: ctx.auth, payload: { text: 'x' } }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 401 without a session on every staff route', async () => {
    const id = await send(kind);
    for (const [method, url, payload] of [
      ['GET', `/api/${path}`],
      ['GET', `/api/${path}/${id}`],
      ['GET', `/api/${path}/export.csv`],
      ['PATCH', `/api/${path}/${id}`, { status: second }],
      ['POST', `/api/${path}/${id}/notes`, { text: 'x' }],
    ] as const) {
      const response = await ctx.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBeTruthy();
    }
  });
});

describe('the lists', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    ids = {
      accents: await send('lead', { name: 'Hélène Gaïd', email: 'helene@example.tn', course: 'Développement Web' }),
      arabic: await send('lead', { name: 'أَحْمَد التُّونِسِي', email: 'ahmed@example.tn', course: 'تطوير الويب' }),
      phone: await send('lead', {
        name: 'Sami',
        email: 'sami@example.tn',
        phone: '+216 98 765 432',
        message: 'Promo 50%_off',
      }),
    };
  });

  const names = async (url: string) => ((await get(url)).json() as { name: string }[]).map((lead) => lead.name);

  it('searches name, e-mail, phone, message and course without regard to case, accents or tashkeel', async () => {
    expect(await names('/api/leads?q=HELENE')).toEqual(['Hélène Gaïd']);
    expect(await names('/api/leads?q=developpement')).toEqual(['Hélène Gaïd']);
    expect(await names(`/api/leads?q=${encodeURIComponent('احمد')}`)).toEqual(['أَحْمَد التُّونِسِي']);
    expect(await names(`/api/leads?q=${encodeURIComponent('تُطوير')}`)).toEqual(['أَحْمَد التُّونِسِي']);
    expect(await names('/api/leads?q=98 765')).toEqual(['Sami']);
    expect(await names('/api/leads?q=98765432')).toEqual(['Sami']);
    expect(await names('/api/leads?q=ahmed@example')).toEqual(['أَحْمَد التُّونِسِي']);
    // LIKE's wildcards are searched as themselves.
    expect(await names('/api/leads?q=50%25_off')).toEqual(['Sami']);
    expect(await names('/api/leads?q=5_%25')).toEqual([]);
  });

  it('filters by status and by dates, and pages with the total in X-Total-Count', async () => {
    await moveRequest(ctx, 'leads', ids.phone!, { status: 'enrolled' });
    expect(await names('/api/leads?status=enrolled')).toEqual(['Sami']);
    expect((await get('/api/leads?status=won')).statusCode).toBe(400);

    // A day is the centre's (Tunis) day.
    const today = centreToday();
    expect((await names(`/api/leads?from=${today}&to=${today}&q=example.tn`)).length).toBeGreaterThanOrEqual(3);
    expect(await names(`/api/leads?from=${dayAfter(today)}`)).toEqual([]);
    expect(await names('/api/leads?to=2000-01-01')).toEqual([]);
    expect((await get('/api/leads?from=2026-02-30')).statusCode).toBe(400);

    const all = (await get('/api/leads')).json() as { _id: string }[];
    const page = await get('/api/leads?limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe(String(all.length));
    expect((page.json() as { _id: string }[]).map((lead) => lead._id)).toEqual(all.slice(1, 3).map((lead) => lead._id));
    expect((await get('/api/leads')).headers['x-total-count']).toBe(String(all.length));
    for (const bad of ['limit=0x10', 'limit=501', 'offset=-1', `q=${'x'.repeat(201)}`])
      expect((await get(`/api/leads?${bad}`)).statusCode, bad).toBe(400);
    // A range of days backwards could only be empty: refused, the list and its export alike.
    for (const url of [
      '/api/leads?from=2026-11-30&to=2026-11-01',
      '/api/leads/export.csv?from=2026-11-30&to=2026-11-01',
    ]) {
      const backwards = await get(url);
      expect(backwards.statusCode, url).toBe(400);
      expect(backwards.json().message, url).toMatch(/first day comes after the last/);
    }
    // An offset without a page size would silently answer the whole list: refused, with the remedy.
    const offsetAlone = await get('/api/leads?offset=1');
    expect(offsetAlone.statusCode).toBe(400);
    expect(offsetAlone.json().message).toMatch(/limit/);
  });

  it('counts the active requests per kind and status', async () => {
    const summary = (await get('/api/inbox/summary')).json() as Record<string, Record<string, number>>;
    const leads = (await get('/api/leads')).json() as { status: string }[];
    expect(summary.leads?.enrolled).toBe(leads.filter((lead) => lead.status === 'enrolled').length);
    expect(summary.leads?.new).toBe(leads.filter((lead) => lead.status === 'new').length);
    expect(Object.keys(summary.companyLeads ?? {})).toEqual(['new', 'quoted', 'won', 'lost']);
    expect(Object.keys(summary.candidatures ?? {})).toEqual(['new', 'interview', 'hired', 'rejected']);
    // An archived request is no longer counted.
    await ctx.inject({ method: 'DELETE', url: `/api/leads/${ids.phone}`, headers: ctx.auth });
    expect(((await get('/api/inbox/summary')).json() as typeof summary).leads?.enrolled).toBe(
      (summary.leads?.enrolled ?? 0) - 1,
    );
    expect((await ctx.inject({ method: 'GET', url: '/api/inbox/summary' })).statusCode).toBe(401);
  });

  it('gives the overview: twelve weeks per kind, conversion per course, the oldest requests waiting', async () => {
    type Overview = {
      weeks: ({ start: string } & Record<RequestKind, number>)[];
      conversion: { course: string; leads: number; enrolled: number }[];
      waiting: { kind: string; _id: string; createdAt: string }[];
    };
    const overview = async () => (await get('/api/inbox/overview')).json() as Overview;
    const before = await overview();
    expect(before.weeks).toHaveLength(12);
    expect(new Date(`${before.weeks[11]!.start}T00:00:00Z`).getUTCDay()).toBe(1);

    // One more request of each kind lands in this week's column of its kind; two pre-registrations
    // for a course, one of them enrolled, make a conversion of one in two.
    const enrolled = await send('lead', { email: 'overview1@example.tn', course: 'Comptabilité' });
    const contacted = await send('lead', { email: 'overview2@example.tn', course: 'Comptabilité' });
    const waiting = await send('company-lead', { email: 'overview3@example.tn' });
    await send('candidature', { email: 'overview4@example.tn' });
    await moveRequest(ctx, 'leads', enrolled, { status: 'enrolled' });
    await moveRequest(ctx, 'leads', contacted, { status: 'contacted' });

    const after = await overview();
    const thisWeek = (weeks: Overview['weeks']) => weeks[11]!;
    expect(thisWeek(after.weeks)).toEqual({
      start: thisWeek(before.weeks).start,
      lead: thisWeek(before.weeks).lead + 2,
      'company-lead': thisWeek(before.weeks)['company-lead'] + 1,
      candidature: thisWeek(before.weeks).candidature + 1,
    });
    expect(after.weeks.slice(0, 11)).toEqual(before.weeks.slice(0, 11));
    expect(after.conversion).toContainEqual({ course: 'Comptabilité', leads: 2, enrolled: 1 });
    expect(after.conversion).toContainEqual({ course: 'Développement Web', leads: 1, enrolled: 0 });

    // Waiting: the `new` ones only, oldest first.
    const ids = after.waiting.map((request) => request._id);
    expect(ids).not.toContain(enrolled);
    expect(ids).not.toContain(contacted);
    const dates = after.waiting.map((request) => request.createdAt);
    expect(dates).toEqual([...dates].sort());
    expect(after.waiting.length).toBe(10);
    expect(ids).not.toContain(waiting); // ten older ones wait before it
  });
});

describe("the overview's weeks", () => {
  it('start on Monday at midnight in Tunis, not in UTC', async () => {
    const at = (id: string, createdAt: string) => ({
      id,
      name: id,
      email: `${id}@example.tn`,
      learning_pace_interest: 'Classique',
      created_at: createdAt,
      is_spam: 0,
      status: 'new',
      search_text: id,
    });
    await ctx.app.db.kysely
      .insertInto('leads')
      .values([
        // Sunday 23:30 in Tunis: the week before.
        at('sunday-night', '2026-06-07T22:30:00.000Z'),
        // Monday 00:30 in Tunis, still Sunday in UTC: this week.
        at('monday-early', '2026-06-07T23:30:00.000Z'),
        at('wednesday', '2026-06-10T09:00:00.000Z'),
      ] as never)
      .execute();
    const { weeks } = await inboxOverview(ctx.app.db.kysely, new Date('2026-06-10T12:00:00Z'));
    expect(weeks.map((week) => week.start).slice(-2)).toEqual(['2026-06-01', '2026-06-08']);
    expect(weeks.map((week) => week.lead).slice(-2)).toEqual([1, 2]);
  });
});

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, one row per request with its status and notes, Arabic intact, formulas neutralised', async () => {
    const id = await send('lead', {
      name: '=HYPERLINK("http://evil")',
      email: 'csv@example.tn',
      course: 'تطوير "الويب"; 2',
    });
    await noteRequest(ctx, 'leads', id, 'x');
    await send('lead', { name: '@SUM(1)', email: 'csv2@example.tn', message: '-2+3\nligne 2' });
    const response = await get('/api/leads/export.csv?q=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      "Date;Statut;Motif;Nom;E-mail;Téléphone;Formation;Session (début);Liste d'attente;Rythme;Message;Notes",
    );
    // A line break inside a message stays inside its quoted cell.
    expect(lines[1]).toMatch(/;Nouveau;;'@SUM\(1\);csv2@example\.tn;;;;;Classique;"'-2\+3\nligne 2";$/);
    expect(lines[2]).toMatch(
      /;Nouveau;;"'=HYPERLINK\(""http:\/\/evil""\)";csv@example\.tn;;"تطوير ""الويب""; 2";;;Classique;;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} x$/,
    );
    expect(lines.slice(3)).toEqual(['']);

    const arabic = (await get('/api/leads/export.csv?q=csv&lng=ar')).rawPayload.subarray(3).toString('utf8');
    expect(arabic.split('\r\n')[0]).toContain('الحالة');
    expect(arabic).toContain(';جديد;');
    await moveRequest(ctx, 'leads', id, { status: 'contacted' });
    for (const [language, labels] of Object.entries(REQUEST_STATUS_LABELS)) {
      const csv = (await get(`/api/leads/export.csv?q=csv&lng=${language}`)).rawPayload.toString('utf8');
      expect(csv).toContain(`;${labels.lead.contacted};`);
    }
    expect((await get('/api/leads/export.csv?status=nope')).statusCode).toBe(400);
  });

  it('reads as a spreadsheet user expects: the time in Tunis, the phone as typed, the notes written newest first', async () => {
    const id = await send('lead', { name: 'Sami Tunis', email: 'sami.csv@example.tn', phone: '+216 20 202 202' });
    // Stored times are UTC: 15:57 UTC on 28 November is 16:57 in Tunis (UTC+1).
    await ctx.app.db.kysely
      .updateTable('leads')
      .set({ created_at: '2026-11-28T15:57:00.000Z' })
      .where('id', '=', id)
      .execute();
    for (const text of ['Appelé, rappeler lundi', 'Inscrit; paiement reçu']) {
      expect((await noteRequest(ctx, 'leads', id, text)).statusCode).toBe(201);
    }
    const notes = await ctx.app.db.kysely
      .selectFrom('request_notes')
      .select(['id', 'text'])
      .where('request_id', '=', id)
      .execute();
    const at = {
      'Appelé, rappeler lundi': '2026-11-28T16:10:00.000Z',
      'Inscrit; paiement reçu': '2026-11-29T08:05:00.000Z',
    } as Record<string, string>;
    for (const note of notes)
      await ctx.app.db.kysely
        .updateTable('request_notes')
        .set({ created_at: at[note.text]! })
        .where('id', '=', note.id)
        .execute();

    const bytes = (await get('/api/leads/export.csv?q=sami.csv')).rawPayload;
    const expected =
      "\uFEFFDate;Statut;Motif;Nom;E-mail;Téléphone;Formation;Session (début);Liste d'attente;Rythme;Message;Notes\r\n" +
      '28/11/2026 16:57;Nouveau;;Sami Tunis;sami.csv@example.tn;+216 20 202 202;;;;Classique;;"29/11/2026 09:05 Inscrit; paiement reçu\n28/11/2026 17:10 Appelé, rappeler lundi"\r\n';
    expect(bytes.equals(Buffer.from(expected, 'utf8'))).toBe(true);
  });

  it('streams every row of a list longer than one read from the database, in order', async () => {
    const emails: string[] = [];
    for (let index = 0; index < 1203; index += 1)
      emails.push(`bulk${String(index).padStart(4, '0')}@stream.example.tn`);
    const at = (index: number) => new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
    await ctx.app.db.kysely
      .insertInto('leads')
      .values(
        emails.map((email, index) => ({
          id: `00000000-0000-7000-8000-${String(index).padStart(12, '0')}`,
          name: 'Bulk',
          email,
          phone: null,
          course_of_interest: null,
          learning_pace_interest: 'Classique',
          message: null,
          // Two rows share each time: the export must not lose or repeat one at a batch's edge.
          created_at: at(Math.floor(index / 2)),
          archived_at: null,
          is_spam: 0,
          status: 'new',
          status_reason: null,
          search_text: email,
          consent_at: null,
          consent_version: null,
          course_id: null,
          session_id: null,
          waiting_list: 0,
        })),
      )
      .execute();
    const csv = (await get('/api/leads/export.csv?q=stream.example')).rawPayload.toString('utf8');
    const exported = csv
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(';')[4]);
    expect(exported).toEqual([...emails].reverse());
    // The list without limit answers its first page and says how many there are.
    const list = await get('/api/leads?q=stream.example');
    expect(list.headers['x-total-count']).toBe('1203');
    expect((list.json() as unknown[]).length).toBe(500);
  });
});
