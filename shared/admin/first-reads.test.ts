import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstReadsOf, sendFirstReads, takeSentFirstReads } from './first-reads.ts';

describe('firstReadsOf: what an admin address reads first', () => {
  // An inbox's page is asked for as the inbox asks for it: its filters, its page, the counts.
  it.each([
    {
      // Pre-registrations show the sessions they name: every session is read too, by a role that sees them.
      path: '/admin/leads',
      search: '?status=new',
      role: 'sales',
      reads: ['/leads?status=new&limit=25&offset=0', '/inbox/summary', '/sessions'],
    },
    {
      path: '/admin/leads/',
      search: '?view=archived&q=%20Sami%20&session=s1&page=3',
      role: 'admin',
      reads: ['/leads?archived=true&q=Sami&sessionId=s1&limit=25&offset=50', '/inbox/summary', '/sessions'],
    },
    {
      // The spam folder has no status filter; only pre-registrations are filtered by session.
      path: '/admin/company-leads',
      search: '?view=spam&status=won&session=s1',
      role: 'sales',
      reads: ['/company-leads?spam=true&limit=25&offset=0', '/inbox/summary'],
    },
    {
      path: '/admin/candidatures',
      search: '?status=hired&page=0',
      role: 'recruiter',
      reads: ['/candidatures?status=hired&limit=25&offset=0', '/inbox/summary'],
    },
    {
      // A list the inbox does not have is read as its active one, as the inbox reads it.
      path: '/admin/candidatures',
      search: '?view=archived',
      role: 'recruiter',
      reads: ['/candidatures?limit=25&offset=0', '/inbox/summary'],
    },
    {
      // A status of another kind is ignored, as the inbox ignores it.
      path: '/admin/candidatures',
      search: '?status=won',
      role: 'recruiter',
      reads: ['/candidatures?limit=25&offset=0', '/inbox/summary'],
    },
  ] as const)('asks for the inbox page of $path$search as the inbox does', ({ path, search, role, reads }) => {
    expect(firstReadsOf(path, search, role)).toEqual(reads);
  });

  it('reads the course list, with the counts beside it', () => {
    expect(firstReadsOf('/admin/courses', '?page=2', 'editor')).toEqual(['/courses/all', '/inbox/summary']);
    expect(firstReadsOf('/admin', '', 'admin')).toEqual(['/courses/all', '/inbox/summary']);
  });

  it('reads the inbox a role lands on at bare /admin, as it shows there (its first page, no filter)', () => {
    expect(firstReadsOf('/admin', '', 'sales')).toEqual(['/leads?limit=25&offset=0', '/inbox/summary', '/sessions']);
    // The redirect leaves the query behind.
    expect(firstReadsOf('/admin/', '?status=hired', 'recruiter')).toEqual([
      '/candidatures?limit=25&offset=0',
      '/inbox/summary',
    ]);
  });

  it('asks for nothing the role may not read, nor for another screen', () => {
    expect(firstReadsOf('/admin/candidatures', '', 'sales')).toEqual([]);
    expect(firstReadsOf('/admin/leads', '', 'editor')).toEqual([]);
    expect(firstReadsOf('/admin/instructors', '', 'admin')).toEqual([]);
    expect(firstReadsOf('/admin/courses', '', 'sales')).toEqual([]);
    expect(firstReadsOf('/admin/leads/extra', '', 'admin')).toEqual([]);
  });

  it('reads the days of an inbox as it does, and nothing for a range the server would refuse', () => {
    expect(firstReadsOf('/admin/company-leads', '?from=2026-11-01&to=2026-11-30', 'sales')).toEqual([
      '/company-leads?from=2026-11-01&to=2026-11-30&limit=25&offset=0',
      '/inbox/summary',
    ]);
    expect(firstReadsOf('/admin/company-leads', '?from=2026-11-30&to=2026-11-01', 'sales')).toEqual([]);
  });
});

describe('sendFirstReads: the head start, and what the admin waits for', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    takeSentFirstReads();
  });

  it('sends the first reads with the session token and keeps, once, the inbox page they are for', () => {
    const sent = vi.fn((..._args: unknown[]) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', sent);
    sendFirstReads('/admin/leads', '?status=new&page=2', { role: 'sales', token: 't' });
    expect(sent.mock.calls.map(([url, init]) => [url, (init as RequestInit).headers])).toEqual([
      ['/api/leads?status=new&limit=25&offset=25', { Authorization: 'Bearer t' }],
      ['/api/inbox/summary', { Authorization: 'Bearer t' }],
      ['/api/sessions', { Authorization: 'Bearer t' }],
    ]);
    expect(takeSentFirstReads()).toEqual({
      first: {
        screen: 'inbox',
        kind: 'lead',
        filters: { view: 'active', status: 'new', q: '', sessionId: undefined },
        page: 2,
        sessionIndex: true,
      },
      token: 't',
    });
    // A later mount of the admin (after a logout, say) has nothing to wait for.
    expect(takeSentFirstReads()).toBeUndefined();
  });

  it('sends nothing, and keeps nothing, for a screen without first reads', () => {
    const sent = vi.fn();
    vi.stubGlobal('fetch', sent);
    sendFirstReads('/admin/instructors', '', { role: 'admin', token: 't' });
    sendFirstReads('/admin/leads', '', { role: 'editor', token: 't' });
    expect(sent).not.toHaveBeenCalled();
    expect(takeSentFirstReads()).toBeUndefined();
  });
});
