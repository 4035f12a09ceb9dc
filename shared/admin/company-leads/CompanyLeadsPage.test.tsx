import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  confirmRowAction,
  makeCompanyLead,
  renderAdminScreen,
  rowsUntilAction,
  stubApi,
} from '../components/admin-test-utils.tsx';
import { detailOf, pageOf, pageRoute, requestItem, SUMMARY } from '../inbox/inbox-test-utils.tsx';
import CompanyLeadsPage from './CompanyLeadsPage.tsx';

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const companyLead = (overrides: Record<string, unknown> = {}) => requestItem(makeCompanyLead(overrides));

describe('CompanyLeadsPage', () => {
  it('lists the quote requests with the company, its contact and status', async () => {
    stubApi({
      [pageRoute('company-leads')]: pageOf([
        requestItem(
          makeCompanyLead({
            companyName: 'Sfax Logistique',
            contactName: 'Hichem Gharbi',
            email: 'hichem@sfaxlog.tn',
            phone: '74 000 111',
            message: 'Formation Excel pour 12 personnes.',
          }),
          {
            status: 'quoted',
          },
        ),
        companyLead({ companyName: 'Nabeul Textile' }),
      ]),
    });
    await renderAdminScreen(<CompanyLeadsPage />);

    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Demandes de devis (2)' })).toBeInTheDocument();
    const row = within(bodyRows()[0]!);
    expect(row.getByText('Sfax Logistique')).toBeInTheDocument();
    expect(row.getByText('Hichem Gharbi')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'hichem@sfaxlog.tn' })).toHaveAttribute('href', 'mailto:hichem@sfaxlog.tn');
    expect(row.getByRole('link', { name: '74 000 111' })).toHaveAttribute('href', 'tel:74000111');
    expect(row.getByText('Devis envoyé')).toBeInTheDocument();
    // No phone given: the email and the link opening the request.
    expect(
      within(bodyRows()[1]!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('@'), 'Ouvrir']);
  });

  it('has the status chips of quote requests, with their counts', async () => {
    stubApi({ [pageRoute('company-leads')]: pageOf([companyLead()]), 'GET /inbox/summary': { body: SUMMARY } });
    await renderAdminScreen(<CompanyLeadsPage />);
    const chips = within(await screen.findByRole('group', { name: 'Filtrer par statut' }));
    expect((await chips.findAllByRole('button')).map((chip) => chip.textContent)).toEqual([
      'Tous 3',
      'Nouveau 1',
      'Devis envoyé 2',
      'Gagné 0',
      'Perdu 0',
    ]);
  });

  it('opens the message of a request', async () => {
    stubApi({
      [pageRoute('company-leads')]: pageOf([
        companyLead({ companyName: 'Sfax Logistique', message: 'Formation Excel pour 12 personnes.' }),
      ]),
    });
    await renderAdminScreen(<CompanyLeadsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Lire le message de Sfax Logistique' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Message de Sfax Logistique' })).getByText(
        'Formation Excel pour 12 personnes.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a request in the panel: the company, its contact person and the quick actions', async () => {
    const lead = companyLead({
      companyName: 'Sfax Logistique',
      contactName: 'Hichem Gharbi',
      email: 'hichem@sfaxlog.tn',
      phone: '0021674000111',
    });
    stubApi({ [pageRoute('company-leads')]: pageOf([lead]), [`GET /company-leads/${lead._id}`]: detailOf(lead) });
    await renderAdminScreen(<CompanyLeadsPage />, { route: `/admin/company-leads?open=${lead._id}` });

    const panel = within(await screen.findByRole('dialog', { name: 'Sfax Logistique' }));
    expect(panel.getByText('Hichem Gharbi')).toBeInTheDocument();
    expect(panel.getByText('Interlocuteur')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/21674000111');
    expect(panel.getByText('Aucun message')).toBeInTheDocument();
    expect(panel.getAllByRole('button', { pressed: true }).map((button) => button.textContent)).toEqual(['Nouveau']);
  });

  it('deletes after the confirmation, toasts and reloads', async () => {
    const lead = companyLead({ companyName: 'Sfax Logistique' });
    stubApi(
      rowsUntilAction(
        pageRoute('company-leads'),
        [lead],
        `DELETE /company-leads/${lead._id}`,
        'Quote request deleted.',
        pageOf,
      ),
    );
    await renderAdminScreen(<CompanyLeadsPage />);

    await confirmRowAction('Supprimer la demande de Sfax Logistique', 'Supprimer', {
      question: 'Voulez-vous vraiment supprimer cette demande de devis ?',
      naming: 'Sfax Logistique',
    });

    expect(await screen.findByText('Demande supprimée !')).toBeInTheDocument();
    expect(await screen.findByText('Aucune demande de devis pour le moment.')).toBeInTheDocument();
  });

  it('shows the suspected spam on demand and moves a request back into the inbox', async () => {
    const held = companyLead({
      companyName: 'Vraie Société',
      message: 'Formation Excel pour 8 personnes.',
      spam: true,
    });
    let restored = false;
    const api = stubApi({
      [pageRoute('company-leads')]: () => pageOf(restored ? [{ ...held, spam: undefined }] : []),
      [pageRoute('company-leads', { spam: 'true' })]: () => pageOf(restored ? [] : [held]),
      [`POST /company-leads/${held._id}/not-spam`]: () => {
        restored = true;
        return { body: { message: 'Quote request moved back to the inbox.' } };
      },
    });
    await renderAdminScreen(<CompanyLeadsPage />);
    expect(await screen.findByText('Aucune demande de devis pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Boîte de réception' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Spam suspecté' }));
    expect(screen.getByRole('note')).toHaveTextContent('conservées 30 jours');
    const row = within(await screen.findByRole('row', { name: /Vraie Société/ }));
    // The message can still be read, to judge; deleting is left to the automatic purge.
    expect(row.getByRole('button', { name: 'Lire le message de Vraie Société' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: "Ce n'est pas du spam : Vraie Société" }));

    expect(await screen.findByText('Remis dans la boîte de réception !')).toBeInTheDocument();
    expect(await screen.findByText('Aucune demande retenue comme spam.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Boîte de réception' }));
    expect(await screen.findByText('Vraie Société')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Supprimer la demande de Vraie Société' })).toBeInTheDocument(),
    );
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      `POST /company-leads/${held._id}/not-spam`,
    );
  });

  it('speaks Arabic', async () => {
    stubApi({ [pageRoute('company-leads')]: pageOf([companyLead({ companyName: 'Sfax Logistique' })]) });
    await renderAdminScreen(<CompanyLeadsPage />, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'طلبات عروض الأسعار (1)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'الشركة' })).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('جديد')).toBeInTheDocument();
  });
});
