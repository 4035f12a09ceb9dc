import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '../../domain/constants.ts';
import { clearStubsAndToastsAfterEach, jsonResponse, renderWithToaster, stubFetch } from '../../test-utils.tsx';
import CareersPage from './CareersPage.tsx';

const fileOf = (name: string, bytes: number, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

async function renderCareers(language = 'fr') {
  // The accept filter is the browser's hint; the page must still refuse what slips through.
  const user = await renderWithToaster(<CareersPage />, { route: '/careers', language }, { applyAccept: false });
  await screen.findByRole('heading', { level: 1 });
  return user;
}

async function fillIdentity(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Nom complet/), 'Nadia Jebali');
  await user.type(screen.getByLabelText(/^E-mail/), 'nadia@example.tn');
}

const cvInput = () => screen.getByLabelText(/^(CV|السيرة الذاتية)/);
const submit = () => screen.getByRole('button', { name: 'Envoyer ma candidature' });

// The toaster asks about reduced motion: a missing matchMedia is given by test-setup.ts.
clearStubsAndToastsAfterEach();

describe('the application form', () => {
  it('asks for a CV, in the exact words of the spec, before sending anything', async () => {
    const fetch = stubFetch();
    const user = await renderCareers();
    await fillIdentity(user);
    await user.click(submit());
    expect(await screen.findByText('Veuillez sélectionner un fichier CV.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a file that is not PDF, DOC or DOCX', async () => {
    const fetch = stubFetch();
    const user = await renderCareers();
    await fillIdentity(user);
    await user.upload(cvInput(), fileOf('cv.txt', 200, 'text/plain'));
    expect(await screen.findByText('Format non accepté : choisissez un fichier PDF, DOC ou DOCX.')).toBeInTheDocument();
    await user.click(submit());
    expect(screen.getByText('Format non accepté : choisissez un fichier PDF, DOC ou DOCX.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a CV one byte over 5 MB, naming the limit', async () => {
    const fetch = stubFetch();
    const user = await renderCareers();
    await fillIdentity(user);
    await user.upload(cvInput(), fileOf('cv.pdf', CV_MAX_BYTES + 1));
    await user.click(submit());
    expect(await screen.findByText('Le fichier dépasse 5 Mo : choisissez un fichier plus léger.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('accepts a CV of exactly 5 MB and says the size in English too', async () => {
    const user = await renderCareers('en');
    await user.upload(screen.getByLabelText(/^CV/), fileOf('resume.docx', CV_MAX_BYTES));
    expect(screen.getByText('resume.docx')).toBeInTheDocument();
    expect(screen.getByText('5 MB')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a valid PDF as multipart, says so and what happens next until asked for a new form, which starts blank', async () => {
    const fetch = stubFetch(async () => jsonResponse(201, { _id: 'a1' }));
    const user = await renderCareers();
    await fillIdentity(user);
    await user.type(screen.getByLabelText(/^Message/), 'Formatrice Excel depuis 6 ans.');
    const cv = fileOf('Nadia Jebali CV.pdf', 48_000);
    await user.upload(cvInput(), cv);
    expect(screen.getByText('Nadia Jebali CV.pdf')).toBeInTheDocument();
    // Nothing leaves before the consent box is ticked: the reason is told beside it, and focus goes there.
    await user.click(submit());
    expect(await screen.findByText('Cochez cette case pour envoyer votre demande.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /J'accepte/ })).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /J'accepte/ }));
    await user.click(submit());

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Candidature envoyée avec succès !');
    expect(confirmation).toHaveTextContent('Notre équipe lit chaque candidature.');
    expect(confirmation).toHaveFocus();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/candidatures');
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Nadia Jebali');
    expect(body.get('email')).toBe('nadia@example.tn');
    expect(body.get('message')).toBe('Formatrice Excel depuis 6 ans.');
    expect((body.get('cv') as File).name).toBe('Nadia Jebali CV.pdf');
    expect(body.get('consent')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Remplir à nouveau le formulaire' }));
    await waitFor(() => expect(screen.getByLabelText(/^Nom complet/)).toHaveValue(''));
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('');
    expect((cvInput() as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByText('Nadia Jebali CV.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /J'accepte/ })).not.toBeChecked();
  });

  it.each([
    [
      'fr',
      415,
      { message: 'The CV must be a PDF, DOC or DOCX file.', code: 'cv_type' },
      "« faux.pdf » n'a pas été accepté : Le CV doit être un fichier PDF, DOC ou DOCX.",
    ],
    [
      'ar',
      413,
      { message: 'The file is too large (at most 5 MB).', code: 'file_too_large', params: { maxMb: 5 } },
      'لم يُقبل الملف «faux.pdf»:',
    ],
  ])(
    'says at the CV field, in %s, why the server refused the file, and takes the file away',
    async (language, status, answer, expected) => {
      const fetch = stubFetch(async () => jsonResponse(status, answer));
      const user = await renderCareers(language);
      await user.type(screen.getByRole('textbox', { name: /^(Nom complet|الاسم الكامل)/ }), 'Nadia Jebali');
      await user.type(screen.getByRole('textbox', { name: /^(E-mail|البريد الإلكتروني)/ }), 'nadia@example.tn');
      await user.upload(cvInput(), fileOf('faux.pdf', 1000));
      await user.click(screen.getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: /^(Envoyer ma candidature|إرسال ترشّحي)$/ }));

      const alert = await screen.findByText((text) => text.startsWith(expected));
      expect(alert).toHaveAttribute('role', 'alert');
      expect(cvInput()).toHaveAccessibleDescription(expect.stringContaining(expected) as string);
      expect(cvInput()).toHaveAttribute('aria-invalid', 'true');
      expect(cvInput()).toHaveFocus();
      expect((cvInput() as HTMLInputElement).files).toHaveLength(0);
      expect(screen.queryByText('faux.pdf')).not.toBeInTheDocument();
      // What was typed stays, and a new file takes the refusal away.
      expect(screen.getByRole('textbox', { name: /^(Nom complet|الاسم الكامل)/ })).toHaveValue('Nadia Jebali');
      await user.upload(cvInput(), fileOf('vrai.pdf', 1000));
      expect(screen.queryByText((text) => text.startsWith(expected))).not.toBeInTheDocument();
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );

  it('keeps what was typed and shows the translated generic error when the server fails without a message', async () => {
    stubFetch(async () => jsonResponse(500, {}));
    const user = await renderCareers('en');
    await user.type(screen.getByLabelText(/^Full name/), 'Nadia Jebali');
    await user.type(screen.getByLabelText(/^Email/), 'nadia@example.tn');
    await user.upload(screen.getByLabelText(/^CV/), fileOf('cv.pdf', 1000));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Nadia Jebali');
    expect(screen.getByRole('button', { name: 'Send my application' })).toBeEnabled();
  });
});
