import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DemoContent, SiteContent, Testimonial } from '../../domain/site-content.ts';
import { renderAdminScreen, stubApi } from '../components/admin-test-utils.tsx';
import SiteContentPage from './SiteContentPage.tsx';

const NO_DEMO: DemoContent = {
  courses: 0,
  sessions: 0,
  instructors: 0,
  testimonials: 0,
};
const testimonial = (id: string, name: string, overrides: Partial<Testimonial> = {}): Testimonial => ({
  _id: id,
  name,
  role: { fr: `Rôle de ${name}` },
  quote: { fr: `Les mots de ${name}.` },
  isVisible: true,
  isDemo: false,
  updatedAt: '2026-03-10T09:30:00.000Z',
  ...overrides,
});
const AMEL = testimonial('t1', 'Amel Trabelsi');
const KARIM = testimonial('t2', 'Karim Gharbi', {
  isVisible: false,
  isDemo: true,
});

async function openContent(routes: Parameters<typeof stubApi>[0] = {}, language = 'fr') {
  const content: SiteContent = {
    texts: { 'home.hero.text': { fr: 'Nos formations à Sfax.' } },
    testimonials: [],
  };
  const api = stubApi({
    'GET /site-content': { body: content },
    'GET /testimonials': { body: [AMEL, KARIM] },
    'GET /demo-content': { body: NO_DEMO },
    ...routes,
  });
  await renderAdminScreen(<SiteContentPage />, {
    language,
    route: '/admin/content',
  });
  await screen.findByRole('button', { name: language === 'ar' ? 'حفظ النصوص' : 'Enregistrer les textes' });
  return api;
}

const bodyOf = (api: ReturnType<typeof stubApi>, method: string, path: string) => {
  const call = api.calls.find((each) => each.method === method && each.path === path);
  return call && (JSON.parse(String(call.body)) as unknown);
};
const heroText = () => screen.getAllByRole('group', { name: 'Bandeau' })[0]!;

describe('SiteContentPage', () => {
  it('shows the stored texts, with the default wording beside each field, and saves what was written per language', async () => {
    const api = await openContent({
      'PUT /site-content/texts': {
        body: {
          'home.hero.text': {
            fr: 'Nos formations à Sfax.',
            ar: 'تكويننا في صفاقس.',
          },
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Contenu du site' })).toBeInTheDocument();
    const text = within(heroText()).getByRole('textbox', { name: 'Texte' });
    expect(text).toHaveValue('Nos formations à Sfax.');
    expect(text).toHaveAccessibleDescription(/^Par défaut : « \u2068Des formations pratiques/);
    // An empty field shows what the site shows instead: the product's wording.
    expect(within(heroText()).getByRole('textbox', { name: 'Accroche' })).toHaveAttribute(
      'placeholder',
      'Centre de formation à Tunis',
    );

    await userEvent.click(screen.getByRole('tab', { name: /^العربية/ }));
    const arabic = within(heroText()).getByRole('textbox', { name: 'Texte' });
    expect(arabic).toHaveAttribute('dir', 'rtl');
    // Empty in Arabic: the French text is what Arabic visitors read.
    expect(arabic).toHaveAttribute('placeholder', 'Nos formations à Sfax.');
    await userEvent.type(arabic, 'تكويننا في صفاقس.');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les textes' }));

    await waitFor(() =>
      expect(bodyOf(api, 'PUT', '/site-content/texts')).toEqual({
        'home.hero.text': {
          fr: 'Nos formations à Sfax.',
          en: '',
          ar: 'تكويننا في صفاقس.',
        },
      }),
    );
    expect(await screen.findByText('Textes enregistrés : le site les affiche.')).toBeInTheDocument();
  });

  it('refuses a text too long before sending, saying why beside the field', async () => {
    const api = await openContent();
    await userEvent.click(within(heroText()).getByRole('textbox', { name: 'Accroche' }));
    await userEvent.paste('x'.repeat(161));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les textes' }));
    expect(await within(heroText()).findByRole('alert')).toBeInTheDocument();
    expect(within(heroText()).getByRole('textbox', { name: 'Accroche' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows the server's problems beside their field, in their language", async () => {
    await openContent({
      'PUT /site-content/texts': {
        status: 400,
        body: {
          message: 'Invalid input',
          errors: [
            {
              path: 'home.hero.kicker.ar',
              code: 'too_long',
              message: 'At most 160 characters.',
            },
          ],
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les textes' }));
    const arabicTab = await screen.findByRole('tab', {
      name: /^العربية/,
      selected: true,
    });
    expect(arabicTab).toHaveAttribute('aria-selected', 'true');
    expect(within(heroText()).getByRole('textbox', { name: 'Accroche' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the testimonials in order with their state, hides, reorders, adds and deletes them', async () => {
    const api = await openContent({
      'PUT /testimonials/t1': { body: { ...AMEL, isVisible: false } },
      'PUT /testimonials/order': { body: [KARIM, AMEL] },
      'POST /testimonials': {
        status: 201,
        body: testimonial('t3', 'Hela Ben Ali'),
      },
      'DELETE /testimonials/t2': { body: { message: 'Testimonial deleted.' } },
    });
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Amel Trabelsi');
    expect(items[0]).toHaveTextContent('Visible');
    expect(items[1]).toHaveTextContent('Karim Gharbi');
    expect(items[1]).toHaveTextContent('Masqué');
    expect(items[1]).toHaveTextContent('Démo');
    expect(
      screen.getByRole('button', {
        name: 'Monter le témoignage de Amel Trabelsi',
      }),
    ).toBeDisabled();

    await userEvent.click(
      screen.getByRole('button', {
        name: 'Masquer le témoignage de Amel Trabelsi',
      }),
    );
    await waitFor(() =>
      expect(bodyOf(api, 'PUT', '/testimonials/t1')).toMatchObject({
        name: 'Amel Trabelsi',
        isVisible: false,
      }),
    );

    await userEvent.click(
      screen.getByRole('button', {
        name: 'Descendre le témoignage de Amel Trabelsi',
      }),
    );
    await waitFor(() =>
      expect(bodyOf(api, 'PUT', '/testimonials/order')).toEqual({
        ids: ['t2', 't1'],
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un témoignage' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Nouveau témoignage',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    // The French quote is required: nothing is sent without it.
    expect(within(dialog).getAllByRole('alert').length).toBeGreaterThan(0);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Hela Ben Ali');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Témoignage' }), 'Une équipe à l’écoute.');
    await userEvent.click(within(dialog).getByRole('tab', { name: /^English/ }));
    await userEvent.type(
      within(dialog).getByRole('textbox', {
        name: 'Fonction ou formation suivie',
      }),
      'Accountant',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(bodyOf(api, 'POST', '/testimonials')).toEqual({
        name: 'Hela Ben Ali',
        role: { en: 'Accountant' },
        quote: { fr: 'Une équipe à l’écoute.' },
        isVisible: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(
      screen.getByRole('button', {
        name: 'Supprimer le témoignage de Karim Gharbi',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer' });
    expect(confirm).toHaveTextContent('Karim Gharbi');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/testimonials/t2')).toBe(true),
    );
  });

  it('says when demo content is there, and removes it only once confirmed', async () => {
    const api = await openContent({
      'GET /demo-content': {
        body: { courses: 10, sessions: 14, instructors: 4, testimonials: 3 },
      },
      'DELETE /demo-content': {
        body: { courses: 10, sessions: 14, instructors: 4, testimonials: 3 },
      },
    });
    const banner = await screen.findByRole('region', {
      name: 'Contenu de démonstration présent',
    });
    expect(banner).toHaveTextContent('10 formations, 14 sessions, 4 formateurs et 3 témoignages');
    await userEvent.click(
      within(banner).getByRole('button', {
        name: 'Retirer le contenu de démonstration',
      }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Retirer le contenu de démonstration',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(
      within(banner).getByRole('button', {
        name: 'Retirer le contenu de démonstration',
      }),
    );
    await userEvent.click(
      within(
        await screen.findByRole('dialog', {
          name: 'Retirer le contenu de démonstration',
        }),
      ).getByRole('button', { name: 'Retirer le contenu de démonstration' }),
    );
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/demo-content')).toBe(true),
    );
    expect(await screen.findByText('Contenu de démonstration retiré.')).toBeInTheDocument();
  });

  it('reads in Arabic, right to left', async () => {
    await openContent({}, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'محتوى الموقع' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة شهادة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
