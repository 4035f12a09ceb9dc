import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_SUMMARY_CODES, AUDIT_TARGET_KINDS, type AuditEntry } from '../../domain/audit.ts';
import ar from '../../i18n/locales/ar/admin-audit.json';
import en from '../../i18n/locales/en/admin-audit.json';
import fr from '../../i18n/locales/fr/admin-audit.json';
import { renderAdminScreen, stubApi } from '../components/admin-test-utils.tsx';
import AuditPage from './AuditPage.tsx';

let serial = 0;
function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  serial += 1;
  return {
    _id: `row-${serial}`,
    at: new Date(Date.UTC(2026, 2, 10, 9, 30) - serial * 60_000).toISOString(),
    actor: { _id: 'u1', name: 'Amel Admin', email: 'amel@centre.tn' },
    action: 'course.publish',
    target: { kind: 'course', _id: 'c1', label: 'Python avancé' },
    summary: 'Published',
    ...overrides,
  };
}

/** GET /audit with these filters and page, as the screen asks for it. */
const auditRoute = (filters: Record<string, string> = {}, page = 1) => {
  const params = new URLSearchParams(filters);
  params.set('limit', '50');
  params.set('offset', String((page - 1) * 50));
  return `GET /audit?${params}`;
};
const pageOf = (items: AuditEntry[], total = items.length) => ({
  body: items,
  headers: { 'X-Total-Count': String(total) },
});
const STAFF = {
  body: [
    { _id: 'u1', name: 'Amel Admin', email: 'amel@centre.tn' },
    { _id: 'u2', name: 'Rania Recruiter', email: 'rania@centre.tn' },
  ],
};

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** The audit list showing `rows`: each row's detail, in order, as the admin reads it. */
async function expectDetails(rows: AuditEntry[], details: string[]) {
  stubApi({ 'GET /users': STAFF, [auditRoute()]: pageOf(rows) });
  await renderAdminScreen(<AuditPage />, { route: '/admin/audit' });
  expect(await screen.findByText(details[0]!)).toBeInTheDocument();
  expect(bodyRows().map((row) => row.querySelector('[data-label="Détail"]')?.textContent)).toEqual(details);
}

describe('AuditPage', () => {
  it('lists who did what to what and when, with the actions and kinds translated', async () => {
    stubApi({
      'GET /users': STAFF,
      [auditRoute()]: pageOf([
        entry(),
        entry({
          action: 'auth.login-failed',
          actor: { _id: null, name: '', email: 'intrus@exemple.tn' },
          target: null,
          summary: 'Refused (unknown e-mail)',
        }),
        entry({
          action: 'retention.sweep',
          actor: { _id: null, name: 'Takwin', email: '' },
          target: null,
          summary: '3 requests deleted',
        }),
      ]),
    });
    await renderAdminScreen(<AuditPage />, { route: '/admin/audit' });

    expect(await screen.findByRole('heading', { level: 1, name: "Journal d'audit (3)" })).toBeInTheDocument();
    const [published, refused, sweep] = bodyRows();
    expect(within(published!).getByText('Formation publiée')).toBeInTheDocument();
    expect(within(published!).getByText('Amel Admin')).toBeInTheDocument();
    expect(within(published!).getByText('amel@centre.tn')).toBeInTheDocument();
    expect(within(published!).getByText('Formation')).toBeInTheDocument();
    expect(within(published!).getByText('Python avancé')).toBeInTheDocument();
    expect(within(published!).getByText('10 mars 2026')).toBeInTheDocument();
    expect(within(refused!).getByText('Connexion refusée')).toBeInTheDocument();
    expect(within(refused!).getByText('Compte inconnu')).toBeInTheDocument();
    expect(within(refused!).getByText('intrus@exemple.tn')).toBeInTheDocument();
    expect(within(sweep!).getByText('Purge de conservation')).toBeInTheDocument();
    expect(within(sweep!).getByText('Automatique')).toBeInTheDocument();
  });

  // Role queries over a table of rows are slow in a test DOM on a busy machine.
  it('asks the server for what the filters say, from the first page', { timeout: 20_000 }, async () => {
    const api = stubApi({
      'GET /users': STAFF,
      [auditRoute()]: pageOf([entry()]),
      [auditRoute({ actor: 'u2' })]: pageOf([
        entry({ actor: { _id: 'u2', name: 'Rania Recruiter', email: 'rania@centre.tn' }, action: 'cv.download' }),
      ]),
      [auditRoute({ actor: 'u2', action: 'cv.download' })]: pageOf([
        entry({ actor: { _id: 'u2', name: 'Rania Recruiter', email: 'rania@centre.tn' }, action: 'cv.download' }),
      ]),
      [auditRoute({ actor: 'u2', action: 'cv.download', from: '2026-03-01' })]: pageOf([]),
    });
    await renderAdminScreen(<AuditPage />, { route: '/admin/audit' });
    await screen.findByText('Formation publiée', { selector: 'strong' });

    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Personne' }),
      'Rania Recruiter (rania@centre.tn)',
    );
    expect(await screen.findByText('CV téléchargé', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'CV téléchargé');
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('Aucun résultat pour ce filtre.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toContain(
      '/audit?actor=u2&action=cv.download&from=2026-03-01&limit=50&offset=0',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(await screen.findByText('Formation publiée', { selector: 'strong' })).toBeInTheDocument();
  });

  it('pages on the server, 50 rows a page', { timeout: 20_000 }, async () => {
    stubApi({
      'GET /users': STAFF,
      [auditRoute()]: pageOf(
        Array.from({ length: 50 }, () => entry()),
        60,
      ),
      [auditRoute({}, 2)]: pageOf(
        Array.from({ length: 10 }, () => entry({ summary: 'On page two' })),
        60,
      ),
    });
    await renderAdminScreen(<AuditPage />, { route: '/admin/audit' });
    await screen.findByRole('heading', { level: 1, name: "Journal d'audit (60)" });
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getAllByText('On page two')).toHaveLength(10);
  });

  it('says when the first day comes after the last, without asking the server', async () => {
    const api = stubApi({ 'GET /users': STAFF });
    await renderAdminScreen(<AuditPage />, { route: '/admin/audit?from=2026-03-10&to=2026-03-01' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Le premier jour est après le dernier.');
    expect(api.calls.filter((call) => call.path.startsWith('/audit'))).toEqual([]);
  });

  it('shows a failed load with a way to try again', async () => {
    stubApi({ 'GET /users': STAFF, [auditRoute()]: { status: 500, body: { message: 'boom' } } });
    await renderAdminScreen(<AuditPage />, { route: '/admin/audit' });
    expect(await screen.findByText("Le journal d'audit n'a pas pu être chargé.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it("writes each summary in the admin's language from its code, and an older row's as it was written", async () => {
    const rows = [
      entry({ action: 'course.unpublish', summary: 'Back to draft', detail: { code: 'back_to_draft' } }),
      entry({
        action: 'auth.login',
        summary: 'Signed in from 10.0.0.7',
        detail: { code: 'signed_in_from', params: { ip: '10.0.0.7' } },
      }),
      entry({
        action: 'auth.login-failed',
        summary: 'Refused (wrong password) from 10.0.0.7',
        detail: { code: 'refused_from', params: { why: 'wrong_password', ip: '10.0.0.7' } },
      }),
      entry({
        action: 'people.erase',
        target: { kind: 'person', _id: null, label: 'salma@example.tn' },
        summary: 'Erased 1 pre-registration(s), …',
        detail: {
          code: 'person_erased',
          params: { leads: 1, companyLeads: 0, candidatures: 2, contactMessages: 0, cvFiles: 2, notes: 3, mails: 1 },
        },
      }),
      entry({
        action: 'user.create',
        summary: 'Added as recruiter',
        detail: { code: 'added_as', params: { role: 'recruiter' } },
      }),
      entry({
        action: 'user.invite',
        summary: 'Invited as editor (ar); link valid until …',
        detail: { code: 'invited_as', params: { role: 'editor' } },
      }),
      entry({
        action: 'settings.notifications',
        summary: 'lead: ventes@takwin.tn; …',
        detail: {
          code: 'recipients_saved',
          params: {
            lead: 'ventes@takwin.tn',
            companyLead: 'NOTIFY_EMAILS',
            candidature: 'rh@takwin.tn',
            contactMessage: 'NOTIFY_EMAILS',
          },
        },
      }),
      entry({ summary: 'Published' }),
    ];
    await expectDetails(rows, [
      'Repassée en brouillon',
      'Connecté depuis 10.0.0.7',
      'Refusée (mot de passe erroné) depuis 10.0.0.7',
      'Effacé : 1 pré-inscription(s), 0 demande(s) de devis, 2 candidature(s), 0 message(s), 2 CV, 3 note(s), 1 e-mail(s) en attente',
      'Ajouté comme Recruteur',
      'Invité comme Éditeur',
      'Pré-inscriptions : ventes@takwin.tn ; demandes de devis : NOTIFY_EMAILS ; candidatures : rh@takwin.tn ; messages de contact : NOTIFY_EMAILS',
      // A row written before the codes: its English line, as it was.
      'Published',
    ]);
  });

  it("words a status change, a session, a course's state and an account's changes from their codes", async () => {
    const rows = [
      entry({
        action: 'request.status',
        target: { kind: 'candidature', _id: 'c1', label: 'Salma' },
        summary: 'interview → rejected (profile)',
        detail: { code: 'status_changed_reason', params: { from: 'interview', to: 'rejected', reason: 'profil' } },
      }),
      entry({
        action: 'session.create',
        target: { kind: 'session', _id: 's1', label: 'Excel' },
        summary: 'Added: …',
        detail: {
          code: 'session_added',
          params: { start: '2026-12-07', end: '2026-12-09', mode: 'online', seats: 12, sessionStatus: 'open' },
        },
      }),
      entry({
        action: 'course.update',
        summary: 'Updated; draft',
        detail: { code: 'course_updated', params: { courseState: 'draft' } },
      }),
      entry({
        action: 'user.update',
        summary: 'name: A → B; role: editor → admin; deactivated (sessions ended)',
        detail: {
          code: 'account_changed',
          params: { fromName: 'Amel', toName: 'Amel B.', fromRole: 'editor', toRole: 'admin', active: 'deactivated' },
        },
      }),
      entry({
        action: 'request.export',
        summary: '3 rows (status: new)',
        detail: { code: 'rows_exported_filtered', params: { count: 3, filters: 'status: new' } },
      }),
    ];
    await expectDetails(rows, [
      'Entretien → Refusé(e) (profil)',
      'Ajoutée : du 2026-12-07 au 2026-12-09, En ligne, 12 place(s), Ouverte',
      'Modifiée ; Brouillon',
      'Nom : Amel → Amel B. ; Rôle : Éditeur → Administrateur ; Désactivé (sessions fermées)',
      '3 ligne(s) (status: new)',
    ]);
  });

  it('is in Arabic, right to left', async () => {
    stubApi({ 'GET /users': STAFF, [auditRoute()]: pageOf([entry()]) });
    await renderAdminScreen(<AuditPage />, { route: '/admin/audit', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'سجل التدقيق (1)' })).toBeInTheDocument();
    expect(screen.getByText('نشر دورة', { selector: 'strong' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe("the audit trail's words", () => {
  it('name every action and every kind of target in the three languages', () => {
    for (const [language, texts] of Object.entries({ fr, en, ar })) {
      const { actions, kinds } = texts.admin_audit as {
        actions: Record<string, Record<string, string>>;
        kinds: Record<string, string>;
      };
      for (const action of AUDIT_ACTIONS) {
        const [group = '', name = ''] = action.split('.');
        expect(actions[group]?.[name], `${language}: ${action}`).toBeTruthy();
      }
      for (const kind of AUDIT_TARGET_KINDS) expect(kinds[kind], `${language}: ${kind}`).toBeTruthy();
      const { summaries } = texts.admin_audit as { summaries: Record<string, string> };
      for (const code of AUDIT_SUMMARY_CODES) expect(summaries[code], `${language}: ${code}`).toBeTruthy();
    }
  });
});
