import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import {
  ADMIN_INFO,
  confirmRowAction,
  makeCandidature,
  renderAdminScreen,
  rowsUntilAction,
  stubApi,
  untilSessionRead,
} from '../components/admin-test-utils.tsx';
import { detailOf, pageOf, pageRoute, requestItem } from '../inbox/inbox-test-utils.tsx';
import CandidaturesPage from './CandidaturesPage.tsx';

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const candidatureItem = (overrides: Record<string, unknown> = {}) => requestItem(makeCandidature(overrides));

describe('CandidaturesPage', () => {
  it('lists the applications under a heading with their count', async () => {
    stubApi({
      [pageRoute('candidatures')]: pageOf([
        requestItem(
          makeCandidature({
            name: 'Leila Mansour',
            email: 'leila@exemple.tn',
            phone: '+216 98 765 432',
            cvOriginalName: 'CV Leila.pdf',
          }),
          {
            status: 'rejected',
            statusReason: 'Profil trop junior',
          },
        ),
        candidatureItem({ name: 'Youssef Ayari', email: 'youssef@exemple.tn' }),
      ]),
    });
    await renderAdminScreen(<CandidaturesPage />);

    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidatures (2)' })).toBeInTheDocument();
    const leila = within(bodyRows()[0]!);
    expect(leila.getByText('Leila Mansour')).toBeInTheDocument();
    expect(leila.getByRole('link', { name: 'leila@exemple.tn' })).toHaveAttribute('href', 'mailto:leila@exemple.tn');
    expect(leila.getByRole('link', { name: '+216 98 765 432' })).toBeInTheDocument();
    expect(leila.getByText('CV Leila.pdf')).toBeInTheDocument();
    expect(leila.getByText('Refusé(e)')).toBeInTheDocument();
    expect(leila.getByText('Profil trop junior')).toBeInTheDocument();
    // No phone given: only the email, and the link opening the application.
    expect(within(bodyRows()[1]!).getAllByRole('link')).toHaveLength(2);
  });

  it('says so when there is none', async () => {
    stubApi({ [pageRoute('candidatures')]: pageOf([]) });
    await renderAdminScreen(<CandidaturesPage />);
    expect(await screen.findByText('Aucune candidature reçue pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Candidatures (0)' })).toBeInTheDocument();
  });

  it('filters by status and search on the server, and pages past 25 rows', async () => {
    const api = stubApi({
      [pageRoute('candidatures')]: pageOf(
        Array.from({ length: 25 }, () => candidatureItem()),
        27,
      ),
      [pageRoute('candidatures', { status: 'interview' })]: pageOf([candidatureItem({ name: 'Leila Mansour' })], 1),
      [pageRoute('candidatures', { status: 'interview', q: 'leila' })]: pageOf(
        [candidatureItem({ name: 'Leila Mansour' })],
        1,
      ),
    });
    await renderAdminScreen(<CandidaturesPage />);
    await screen.findByRole('heading', { level: 1, name: 'Candidatures (27)' });
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Entretien' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidatures (1)' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une candidature' }), 'leila');
    await waitFor(() =>
      expect(api.calls.map((call) => call.path)).toContain('/candidatures?status=interview&q=leila&limit=25&offset=0'),
    );
    expect(screen.getByText('Leila Mansour')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('downloads the CV through the platform with its address, original name and the token', async () => {
    const candidature = candidatureItem({ name: 'Leila Mansour', cvOriginalName: 'CV Leila Mansour.pdf' });
    stubApi({ [pageRoute('candidatures')]: pageOf([candidature]) });
    const downloadFile = vi.fn().mockResolvedValue(true);
    await renderAdminScreen(<CandidaturesPage />, { platform: { downloadFile } });
    await untilSessionRead();

    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger le CV de Leila Mansour' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    expect(downloadFile).toHaveBeenCalledWith({
      url: candidature.cvPath,
      fileName: 'CV Leila Mansour.pdf',
      token: ADMIN_INFO.token,
    });
  });

  it('says why a download failed', async () => {
    stubApi({ [pageRoute('candidatures')]: pageOf([candidatureItem({ name: 'Leila Mansour' })]) });
    const downloadFile = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(404, { message: 'CV file not found.' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderAdminScreen(<CandidaturesPage />, { platform: { downloadFile } });

    const button = await screen.findByRole('button', { name: 'Télécharger le CV de Leila Mansour' });
    await userEvent.click(button);
    expect(await screen.findByText('CV file not found.')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('Impossible de télécharger le CV.')).toBeInTheDocument();
  });

  it('shows an application in the panel with its CV to download and its status buttons', async () => {
    const candidature = candidatureItem({
      name: 'Leila Mansour',
      cvOriginalName: 'CV Leila.pdf',
      message: 'Disponible dès septembre.\nMobile.',
    });
    stubApi({
      [pageRoute('candidatures')]: pageOf([candidature]),
      [`GET /candidatures/${candidature._id}`]: detailOf(candidature),
    });
    const downloadFile = vi.fn().mockResolvedValue(true);
    await renderAdminScreen(<CandidaturesPage />, {
      route: `/admin/candidatures?open=${candidature._id}`,
      platform: { downloadFile },
    });
    await untilSessionRead();

    const panel = within(await screen.findByRole('dialog', { name: 'Leila Mansour' }));
    expect(panel.getByText(/Disponible dès septembre\./).textContent).toBe('Disponible dès septembre.\nMobile.');
    expect(panel.getAllByRole('button', { pressed: false }).map((button) => button.textContent)).toEqual([
      'Entretien',
      'Retenu(e)',
      'Refusé(e)',
    ]);
    expect(panel.getByRole('button', { name: 'Nouvelle' })).toHaveAttribute('aria-pressed', 'true');
    // No phone: mail only.
    expect(panel.queryByRole('link', { name: /^WhatsApp/ })).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Télécharger le CV de Leila Mansour' }));
    await waitFor(() =>
      expect(downloadFile).toHaveBeenCalledWith({
        url: candidature.cvPath,
        fileName: 'CV Leila.pdf',
        token: ADMIN_INFO.token,
      }),
    );
  });

  it('rejects with a reason', async () => {
    const candidature = candidatureItem({ name: 'Leila Mansour' });
    const api = stubApi({
      [pageRoute('candidatures')]: pageOf([candidature]),
      [`GET /candidatures/${candidature._id}`]: detailOf(candidature),
      [`PATCH /candidatures/${candidature._id}`]: { body: { ...candidature, status: 'rejected' } },
    });
    await renderAdminScreen(<CandidaturesPage />, { route: `/admin/candidatures?open=${candidature._id}` });
    const panel = within(await screen.findByRole('dialog', { name: 'Leila Mansour' }));
    await userEvent.click(panel.getByRole('button', { name: 'Refusé(e)' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Motif (facultatif)' }), 'Poste pourvu');
    await userEvent.click(panel.getByRole('button', { name: 'Passer à « Refusé(e) »' }));
    expect(await screen.findByText('Statut mis à jour !')).toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.method === 'PATCH').map((call) => JSON.parse(String(call.body)) as unknown),
    ).toEqual([{ status: 'rejected', reason: 'Poste pourvu' }]);
  });

  it('deletes after the confirmation, toasts and reloads', async () => {
    const candidature = candidatureItem({ name: 'Leila Mansour' });
    const api = stubApi(
      rowsUntilAction(
        pageRoute('candidatures'),
        [candidature],
        `DELETE /candidatures/${candidature._id}`,
        'Application deleted.',
        pageOf,
      ),
    );
    await renderAdminScreen(<CandidaturesPage />);

    await confirmRowAction('Supprimer la candidature de Leila Mansour', 'Supprimer', {
      question: 'Voulez-vous vraiment supprimer cette candidature ?',
      naming: 'Leila Mansour',
    });

    expect(await screen.findByText('Candidature supprimée !')).toBeInTheDocument();
    expect(await screen.findByText('Aucune candidature reçue pour le moment.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it("shows the server's message when a delete fails, else a generic one", async () => {
    const candidature = candidatureItem({ name: 'Leila Mansour' });
    let reply = { status: 404, body: { message: 'Application not found.' } as unknown };
    stubApi({
      [pageRoute('candidatures')]: pageOf([candidature]),
      [`DELETE /candidatures/${candidature._id}`]: () => reply,
    });
    await renderAdminScreen(<CandidaturesPage />);

    const remove = () => confirmRowAction('Supprimer la candidature de Leila Mansour', 'Supprimer');
    await remove();
    expect(await screen.findByText('Application not found.')).toBeInTheDocument();
    reply = { status: 500, body: {} };
    await remove();
    expect(await screen.findByText('Erreur lors de la suppression.')).toBeInTheDocument();
  });

  it('opens an applicant’s message', async () => {
    stubApi({
      [pageRoute('candidatures')]: pageOf([
        candidatureItem({ name: 'Leila Mansour', message: 'Disponible dès septembre.' }),
      ]),
    });
    await renderAdminScreen(<CandidaturesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Lire le message de Leila Mansour' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Message de Leila Mansour' })).getByText('Disponible dès septembre.'),
    ).toBeInTheDocument();
  });

  it('says so and reloads the spam folder when an application is no longer held as spam', async () => {
    const held = candidatureItem({ name: 'Leila Mansour', spam: true });
    let gone = false;
    const api = stubApi({
      [pageRoute('candidatures')]: pageOf([]),
      [pageRoute('candidatures', { spam: 'true' })]: () => pageOf(gone ? [] : [held]),
      [`POST /candidatures/${held._id}/not-spam`]: () => {
        gone = true;
        return { status: 404, body: { message: 'Application held as spam not found.', code: 'not_found' } };
      },
    });
    await renderAdminScreen(<CandidaturesPage />);
    await screen.findByText('Aucune candidature reçue pour le moment.');

    await userEvent.click(screen.getByRole('button', { name: 'Spam suspecté' }));
    await userEvent.click(await screen.findByRole('button', { name: "Ce n'est pas du spam : Leila Mansour" }));
    expect(await screen.findByText("Cet élément n'existe plus. La liste va être actualisée.")).toBeInTheDocument();
    expect(await screen.findByText('Aucune demande retenue comme spam.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/candidatures?spam=true&limit=25&offset=0')).toHaveLength(2);
  });

  it('speaks English', async () => {
    stubApi({ [pageRoute('candidatures')]: pageOf([candidatureItem({ name: 'Leila Mansour' })]) });
    await renderAdminScreen(<CandidaturesPage />, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the CV of Leila Mansour' })).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('New')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export (CSV) — the filtered list, every page' })).toBeInTheDocument();
  });
});
