import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CentreSettings } from '../../domain/entities.ts';
import { formatDate } from '../../i18n/format.ts';
import { renderAdminScreen, stubApi } from '../components/admin-test-utils.tsx';
import CentreSettingsPage from './CentreSettingsPage.tsx';
import { DATE_WITH_TIME } from '../components/inbox-kit.ts';

type LanguageName = 'Français' | 'English' | 'العربية';

const SAVED_AT = '2026-03-10T09:30:00.000Z';

const SETTINGS: CentreSettings = {
  name: 'Takwin',
  address: {
    fr: 'Immeuble Les Jasmins\n1053 Tunis',
    en: 'Les Jasmins building\n1053 Tunis',
    ar: 'عمارة الياسمين\n1053 تونس',
  },
  phone: '+216 71 960 480',
  whatsapp: '+216 98 960 480',
  email: 'contact@takwin.tn',
  openingHours: {
    fr: 'Lundi – vendredi : 8h30 – 18h00',
    en: 'Monday – Friday: 8:30 am – 6:00 pm',
    ar: 'من الاثنين إلى الجمعة: 8:30 – 18:00',
  },
  facebookUrl: 'https://www.facebook.com/takwin',
  latitude: 36.8432,
  longitude: 10.2426,
  updatedAt: SAVED_AT,
};

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const tab = (name: LanguageName) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
const puts = (api: ReturnType<typeof stubApi>) => api.calls.filter((call) => call.method === 'PUT');

/** A colour's text input, by its whole label: the picker beside it has the label within its own. */
const colour = (label: string) => screen.getByLabelText(label);

async function replace(label: string, value: string, find = field) {
  await userEvent.clear(find(label));
  if (value !== '') await userEvent.type(find(label), value);
}

async function openSettings(routes: Parameters<typeof stubApi>[0] = {}, language = 'fr') {
  const api = stubApi({
    'GET /settings/all': { body: SETTINGS },
    'GET /settings/notifications': {
      body: {
        routing: { lead: [], 'company-lead': [], candidature: [], 'contact-message': [] },
        defaultEmails: ['accueil@takwin.tn'],
      },
    },
    ...routes,
  });
  await renderAdminScreen(<CentreSettingsPage />, { language, route: '/admin/settings' });
  return api;
}

describe('CentreSettingsPage', () => {
  it('loads the saved settings into the form and says when they were saved', async () => {
    await openSettings();
    expect(screen.getAllByText('Chargement...')[0]).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres du centre' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Enregistrer' });

    const time = screen.getByText(formatDate(SAVED_AT, 'fr', DATE_WITH_TIME));
    expect(time).toHaveAttribute('dateTime', SAVED_AT);
    expect(time.parentElement).toHaveTextContent(/^Dernier enregistrement :/);

    expect(field('Nom du centre')).toHaveValue('Takwin');
    expect(field('E-mail de contact')).toHaveValue('contact@takwin.tn');
    expect(field('Téléphone')).toHaveValue('+216 71 960 480');
    expect(field('WhatsApp')).toHaveValue('+216 98 960 480');
    expect(field('WhatsApp')).toHaveAccessibleDescription(/Avec l'indicatif du pays, par exemple \+216/);
    expect(field('Adresse (Français)')).toHaveValue('Immeuble Les Jasmins\n1053 Tunis');
    expect(field("Horaires d'ouverture (Français)")).toHaveValue('Lundi – vendredi : 8h30 – 18h00');
    expect(field('Page Facebook')).toHaveValue('https://www.facebook.com/takwin');
    expect(field('Compte Instagram')).toHaveValue('');
    expect(field('Latitude')).toHaveValue('36.8432');
    expect(field('Longitude')).toHaveValue('10.2426');
    expect(field('Lien de carte')).toHaveValue('');
    expect(screen.getByText(/L'itinéraire proposé aux visiteurs mène à ces coordonnées/)).toBeInTheDocument();

    await userEvent.click(tab('العربية'));
    const arabicAddress = field('Adresse (العربية)');
    expect(arabicAddress).toHaveValue('عمارة الياسمين\n1053 تونس');
    expect(arabicAddress).toHaveAttribute('dir', 'rtl');
    expect(field("Horaires d'ouverture (العربية)")).toHaveValue('من الاثنين إلى الجمعة: 8:30 – 18:00');
  });

  it('says the defaults are not saved yet when the settings have no date', async () => {
    await openSettings({ 'GET /settings/all': { body: { ...SETTINGS, updatedAt: undefined } } });
    expect(await screen.findByText('Valeurs par défaut, pas encore enregistrées.')).toBeInTheDocument();
  });

  it('refuses a link that is not https and sends nothing', async () => {
    const api = await openSettings();
    await screen.findByRole('button', { name: 'Enregistrer' });
    await replace('Page Facebook', 'http://www.facebook.com/takwin');
    await replace('Compte Instagram', 'instagram.com/takwin');
    await save();

    const facebook = field('Page Facebook');
    await waitFor(() =>
      expect(facebook).toHaveAccessibleDescription('Saisissez une adresse complète commençant par https://.'),
    );
    expect(facebook).toHaveAttribute('aria-invalid', 'true');
    expect(facebook).toHaveFocus();
    expect(field('Compte Instagram')).toHaveAccessibleDescription(
      'Saisissez une adresse complète commençant par https://.',
    );
    expect(screen.getByText('Certains champs sont à corriger : ils sont signalés en rouge.')).toBeInTheDocument();
    expect(puts(api)).toHaveLength(0);
  });

  it('wants both coordinates or neither, and numbers within range', async () => {
    const api = await openSettings();
    await screen.findByRole('button', { name: 'Enregistrer' });
    await replace('Longitude', '');
    await save();
    await waitFor(() =>
      expect(field('Longitude')).toHaveAccessibleDescription(
        'Indiquez la latitude et la longitude, ou aucune des deux.',
      ),
    );
    expect(field('Longitude')).toHaveFocus();

    await replace('Longitude', 'est');
    await replace('Latitude', '91');
    await save();
    await waitFor(() => expect(field('Latitude')).toHaveAccessibleDescription('Saisissez une valeur entre -90 et 90.'));
    expect(field('Longitude')).toHaveAccessibleDescription('Saisissez un nombre, par exemple 36.8432.');
    expect(field('Latitude')).toHaveFocus();
    expect(puts(api)).toHaveLength(0);
  });

  it('opens the tab of a language whose address is missing', async () => {
    const api = await openSettings();
    await screen.findByRole('button', { name: 'Enregistrer' });
    await userEvent.click(tab('English'));
    await replace('Adresse (English)', '');
    await userEvent.click(tab('Français'));
    await save();

    expect(await screen.findByRole('tab', { name: 'English (erreurs)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Français' })).toBeInTheDocument();
    expect(field('Adresse (English)')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(field('Adresse (English)')).toHaveFocus();
    expect(puts(api)).toHaveLength(0);
  });

  it('saves the settings as the API takes them, toasts and shows the new date', async () => {
    const savedAt = '2026-04-02T14:05:00.000Z';
    const api = await openSettings({
      'PUT /settings': () => {
        const body = JSON.parse(puts(api)[0]!.body as string) as Record<string, unknown>;
        return { body: { ...body, updatedAt: savedAt } };
      },
    });
    await screen.findByRole('button', { name: 'Enregistrer' });
    await replace('Nom du centre', 'Takwin Sfax');
    await replace('WhatsApp', '');
    await replace('Compte Instagram', 'https://www.instagram.com/takwin');
    await replace('Latitude', '34,7406');
    await replace('Longitude', '10.7603');
    await userEvent.click(tab('English'));
    await replace("Horaires d'ouverture (English)", 'Monday – Saturday: 8 am – 5 pm');
    await save();

    expect(await screen.findByText('Paramètres enregistrés !')).toBeInTheDocument();
    const [put] = puts(api);
    expect(put!.path).toBe('/settings');
    expect(put!.headers.get('Authorization')).toBe('Bearer t');
    expect(put!.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(put!.body as string)).toEqual({
      name: 'Takwin Sfax',
      address: SETTINGS.address,
      phone: '+216 71 960 480',
      email: 'contact@takwin.tn',
      openingHours: { ...SETTINGS.openingHours, en: 'Monday – Saturday: 8 am – 5 pm' },
      facebookUrl: 'https://www.facebook.com/takwin',
      instagramUrl: 'https://www.instagram.com/takwin',
      latitude: 34.7406,
      longitude: 10.7603,
    });
    expect(await screen.findByText(formatDate(savedAt, 'fr', DATE_WITH_TIME))).toHaveAttribute('dateTime', savedAt);
    expect(field('Nom du centre')).toHaveValue('Takwin Sfax');
    expect(field('Latitude')).toHaveValue('34.7406');
  });

  it("puts the server's field problems beside their fields, opening the tab they are in", async () => {
    await openSettings({
      'PUT /settings': {
        status: 400,
        body: {
          message: 'Invalid input for openingHours.en: At most 500 characters. (and 1 more)',
          code: 'invalid_input',
          errors: [
            { path: 'openingHours.en', code: 'too_long', message: 'At most 500 characters.' },
            { path: 'mapsUrl', code: 'https_url', message: 'Enter a full address starting with https://.' },
          ],
        },
      },
    });
    await screen.findByRole('button', { name: 'Enregistrer' });
    await save();

    expect(
      await screen.findByText('Certaines informations sont manquantes ou invalides. Vérifiez les champs signalés.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'English (erreurs)' })).toHaveAttribute('aria-selected', 'true');
    const hours = field("Horaires d'ouverture (English)");
    expect(hours).toHaveAccessibleDescription('Ce texte est trop long.');
    expect(hours).toHaveFocus();
    expect(field('Lien de carte')).toHaveAccessibleDescription(
      'Saisissez une adresse complète commençant par https://.',
    );
  });

  it('shows the short name, the colours with their contrast, and the logo', async () => {
    await openSettings({
      'GET /settings/all': {
        body: {
          ...SETTINGS,
          shortName: 'Takwin',
          primaryColor: '#1d4ed8',
          accentColor: '#f59e0b',
          logoUrl: '/uploads/logo-1.png',
        },
      },
    });
    await screen.findByRole('button', { name: 'Enregistrer' });
    expect(field('Nom court')).toHaveValue('Takwin');
    expect(field('Nom court')).toHaveAccessibleDescription(/Vide : le nom du centre/);
    expect(colour('Couleur principale')).toHaveValue('#1d4ed8');
    expect(screen.getByLabelText('Nuancier (Couleur principale)')).toHaveValue('#1d4ed8');
    expect(colour("Couleur d'accent")).toHaveValue('#f59e0b');
    expect(screen.getByText('Texte blanc sur la couleur principale').parentElement).toHaveStyle({
      backgroundColor: '#1d4ed8',
      color: '#ffffff',
    });
    expect(screen.getByText('Texte blanc sur la couleur principale').nextSibling).toHaveTextContent('Contraste 6,7:1');
    expect(screen.getByRole('img', { name: 'Logo actuel' })).toHaveAttribute('src', '/uploads/logo-1.png');
    expect(screen.getByRole('button', { name: 'Retirer le logo' })).toBeInTheDocument();

    // The preview follows what is typed, and the site's own colour while the text is not one yet.
    await replace('Couleur principale', '#0f766e', colour);
    expect(screen.getByText('Texte blanc sur la couleur principale').parentElement).toHaveStyle({
      backgroundColor: '#0f766e',
    });
    await replace('Couleur principale', '#0f7', colour);
    expect(screen.getByLabelText('Nuancier (Couleur principale)')).toHaveValue('#0f4c81');
  });

  it('refuses a colour that is not #rrggbb or too dark for dark text on the accent, and sends nothing', async () => {
    const api = await openSettings();
    await screen.findByRole('button', { name: 'Enregistrer' });
    await replace('Couleur principale', 'bleu', colour);
    await replace("Couleur d'accent", '#1e293b', colour);
    await save();

    await waitFor(() =>
      expect(colour('Couleur principale')).toHaveAccessibleDescription(
        'Saisissez une couleur au format #rrggbb, par exemple #0f4c81.',
      ),
    );
    expect(colour('Couleur principale')).toHaveFocus();
    expect(colour("Couleur d'accent")).toHaveAccessibleDescription(
      "Trop foncée pour un texte foncé : choisissez une couleur plus claire (contraste d'au moins 4,5:1).",
    );
    expect(puts(api)).toHaveLength(0);
  });

  it("shows the server's contrast refusal beside the colour, and sends the short name and colours", async () => {
    const api = await openSettings({
      'PUT /settings': {
        status: 400,
        body: {
          message:
            'Invalid input for primaryColor: Too light or too dark for white text: the contrast must be at least 4.5:1.',
          code: 'invalid_input',
          errors: [
            {
              path: 'primaryColor',
              code: 'low_contrast',
              message: 'Too light or too dark for white text: the contrast must be at least 4.5:1.',
            },
          ],
        },
      },
    });
    await screen.findByRole('button', { name: 'Enregistrer' });
    await replace('Nom court', 'Nour');
    await replace('Couleur principale', '#0F4C81', colour);
    await replace("Couleur d'accent", '#fbbf24', colour);
    await save();

    const primary = colour('Couleur principale');
    await waitFor(() =>
      expect(primary).toHaveAccessibleDescription(
        "Trop claire pour un texte blanc : choisissez une couleur plus foncée (contraste d'au moins 4,5:1).",
      ),
    );
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    expect(primary).toHaveFocus();
    expect(JSON.parse(puts(api)[0]!.body as string)).toMatchObject({
      name: 'Takwin',
      shortName: 'Nour',
      primaryColor: '#0F4C81',
      accentColor: '#fbbf24',
    });
  });

  it('uploads a chosen logo at once and shows it, refuses another kind of file, and removes it', async () => {
    const stored = { ...SETTINGS, logoUrl: '/uploads/logo-2.png', iconUrl: '/uploads/icon-2.png' };
    const api = await openSettings({
      'PUT /settings/logo': { body: stored },
      'DELETE /settings/logo': { body: SETTINGS },
    });
    await screen.findByRole('button', { name: 'Enregistrer' });
    expect(screen.getByText('Pas de logo : le site montre sa marque propre.')).toBeInTheDocument();
    const input = screen.getByLabelText('Logo');

    await userEvent.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(input).toHaveAccessibleDescription('Le logo doit être un fichier SVG, PNG, WebP ou JPEG.');
    expect(api.calls.filter((call) => call.path === '/settings/logo')).toHaveLength(0);

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(input, svg);
    expect(await screen.findByText('Logo enregistré !')).toBeInTheDocument();
    const [put] = api.calls.filter((call) => call.method === 'PUT' && call.path === '/settings/logo');
    expect(put!.body).toBeInstanceOf(FormData);
    expect((put!.body as FormData).get('logo')).toBe(svg);
    expect(screen.getByRole('img', { name: 'Logo actuel' })).toHaveAttribute('src', '/uploads/logo-2.png');
    expect(input).toHaveAccessibleDescription(/un SVG est converti en PNG/);

    await userEvent.click(screen.getByRole('button', { name: 'Retirer le logo' }));
    expect(await screen.findByText('Logo retiré.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE' && call.path === '/settings/logo')).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'Logo actuel' })).not.toBeInTheDocument();
    expect(puts(api).filter((call) => call.path === '/settings')).toHaveLength(0);
  });

  it("names the logo's formats, SVG included, when the server finds the file's content is no picture", async () => {
    await openSettings({
      'PUT /settings/logo': {
        status: 415,
        body: { message: 'The logo must be an SVG, PNG, WebP or JPEG file.', code: 'image_type' },
      },
    });
    await screen.findByRole('button', { name: 'Enregistrer' });
    const input = screen.getByLabelText('Logo');
    await userEvent.upload(input, new File(['not a picture'], 'logo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('Le logo doit être un fichier SVG, PNG, WebP ou JPEG.'),
    );
  });

  it('says so when the settings cannot be loaded, and tries again', async () => {
    let fail = true;
    await openSettings({ 'GET /settings/all': () => (fail ? { status: 500, body: {} } : { body: SETTINGS }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les paramètres du centre.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByDisplayValue('Takwin')).toBeInTheDocument();
  });

  it('speaks Arabic, numbers and links still reading left to right', async () => {
    await openSettings({}, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'إعدادات المركز' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'حفظ' });
    expect(field('الهاتف')).toHaveAttribute('dir', 'ltr');
    expect(field('صفحة فيسبوك')).toHaveAttribute('dir', 'ltr');
    expect(field('العنوان (Français)')).toHaveAttribute('dir', 'ltr');
    expect(field('الاسم المختصر')).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('اللون الرئيسي')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('منتقي الألوان (اللون الثانوي)')).toHaveValue('#fbbf24');
    expect(screen.getByLabelText('الشعار')).toHaveAccessibleDescription(/يُحوَّل ملف SVG إلى PNG/);
  });
});

describe('the notification recipients', () => {
  it("shows each kind's addresses and NOTIFY_EMAILS for the others, refuses what is no address, and saves each kind's list", async () => {
    const saved = {
      routing: {
        lead: ['ventes@takwin.tn'],
        'company-lead': [],
        candidature: ['rh@takwin.tn', 'drh@takwin.tn'],
        'contact-message': [],
      },
      defaultEmails: ['accueil@takwin.tn'],
    };
    const api = await openSettings({
      'GET /settings/notifications': {
        body: {
          routing: { lead: ['ventes@takwin.tn'], 'company-lead': [], candidature: [], 'contact-message': [] },
          defaultEmails: ['accueil@takwin.tn'],
        },
      },
      'PUT /settings/notifications': { body: saved },
    });
    const section = within(await screen.findByRole('region', { name: 'Destinataires des notifications' }));
    expect(await section.findByLabelText('Pré-inscriptions')).toHaveValue('ventes@takwin.tn');
    expect(section.getByLabelText('Demandes de devis')).toHaveValue('');
    expect(section.getAllByText(/Par défaut : accueil@takwin\.tn/)).toHaveLength(4);

    await userEvent.type(section.getByLabelText('Candidatures'), 'rh@takwin.tn, rh-at-takwin');
    await userEvent.click(section.getByRole('button', { name: 'Enregistrer les destinataires' }));
    expect(await section.findByText("« rh-at-takwin » n'est pas une adresse e-mail valide.")).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/settings/notifications' && call.method === 'PUT')).toBe(false);

    await userEvent.clear(section.getByLabelText('Candidatures'));
    await userEvent.type(section.getByLabelText('Candidatures'), 'rh@takwin.tn; drh@takwin.tn');
    await userEvent.click(section.getByRole('button', { name: 'Enregistrer les destinataires' }));
    expect(await screen.findByText('Destinataires enregistrés.')).toBeInTheDocument();
    const put = api.calls.find((call) => call.path === '/settings/notifications' && call.method === 'PUT');
    expect(JSON.parse(String(put?.body))).toEqual(saved.routing);
    expect(section.getByLabelText('Candidatures')).toHaveValue('rh@takwin.tn, drh@takwin.tn');
  });
});
