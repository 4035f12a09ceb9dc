import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Course } from '../../domain/entities.ts';
import { embedCentreSettings, renderWithSite } from '../../test-utils.tsx';
import CourseDetailPage from './CourseDetailPage.tsx';

const text = (fr: string, en: string, ar: string) => ({ fr, en, ar });

const COURSE: Course = {
  _id: 'c42',
  title: text('Marketing digital avancé', 'Advanced digital marketing', 'التسويق الرقمي المتقدم'),
  description: text('Pilotez vos campagnes en ligne avec méthode.', 'Run your online campaigns with method.', 'أدر حملاتك عبر الإنترنت بمنهجية.'),
  learnings: {
    fr: ['Construire une stratégie', 'Mesurer les résultats'],
    en: ['Build a strategy', 'Measure results'],
    ar: ['بناء استراتيجية', 'قياس النتائج'],
  },
  syllabus: [
    { title: text('Stratégie', 'Strategy', 'الاستراتيجية'), content: text('Cibles et objectifs.', 'Audiences and goals.', 'الفئات والأهداف.') },
    { title: text('Publicité', 'Advertising', 'الإعلان'), content: text('Campagnes payantes.', 'Paid campaigns.', 'الحملات المدفوعة.') },
    { title: text('Mesure', 'Analytics', 'القياس'), content: text('Tableaux de bord.', 'Dashboards.', 'لوحات القيادة.') },
  ],
  category: 'Marketing',
  duration: { fr: '2 mois', en: '2 months', ar: 'شهران' },
  price: 1000,
  salePrice: 820,
  instructor: { _id: 'i1', name: 'Karim Trabelsi', title: { fr: 'Consultant', en: 'Consultant', ar: 'مستشار' }, imageUrl: '/uploads/images/karim.webp' },
  skillLevel: 'Intermédiaire',
  learningPace: 'Intensif',
  isPublished: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

/** GET /api/courses/:id answers from `courses`; POST /api/leads answers `lead`. */
function stubApi(courses: Course[] = [COURSE], lead: () => Promise<Response> = async () => json({ _id: 'l1' }, 201)) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url === '/api/leads') return lead();
    const found = courses.find((course) => url === `/api/courses/${course._id}`);
    return found ? json(found) : json({ message: 'Course not found.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = (id: string, language = 'fr') =>
  renderWithSite(
    <Routes>
      <Route path="/course/:id" element={<CourseDetailPage />} />
    </Routes>,
    { route: `/course/${id}`, language },
  );

// The centre's details come with the page, as the server embeds them: no request of their own.
beforeEach(() => embedCentreSettings());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CourseDetailPage', () => {
  it('shows the course: breadcrumb, facts, learnings and its title and description as page meta', async () => {
    stubApi();
    await render('c42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing digital avancé' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(breadcrumb).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Formations' })).toHaveAttribute('href', '/courses');
    expect(within(breadcrumb).getByText('Marketing digital avancé')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Intermédiaire')).toBeInTheDocument();
    expect(screen.getByText('Intensif')).toBeInTheDocument();
    expect(screen.getByText('2 mois')).toBeInTheDocument();
    expect(screen.getByText('Karim Trabelsi')).toBeInTheDocument();
    expect(document.querySelector('img[src="/uploads/images/karim.webp"]')).toHaveClass('rounded-full');
    expect(screen.getByText('Mesurer les résultats')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Marketing digital avancé | Takwin'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Pilotez vos campagnes en ligne avec méthode.');
  });

  it('shows the localized course in Arabic', async () => {
    stubApi();
    await render('c42', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'التسويق الرقمي المتقدم' })).toBeInTheDocument();
    expect(screen.getByText('قياس النتائج')).toBeInTheDocument();
    expect(screen.getByText('مكثف')).toBeInTheDocument();
    expect(screen.getByText('شهران')).toBeInTheDocument();
    expect(screen.queryByText('2 mois')).not.toBeInTheDocument();
    // A question on WhatsApp about this very course, in Arabic.
    const whatsapp = screen.getByRole('link', { name: 'هل لديك سؤال؟ راسلنا على واتساب' });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toContain('«التسويق الرقمي المتقدم»');
  });

  it('opens a demo course without asking the API, with a note that it is an example', async () => {
    const fetchMock = stubApi();
    await render('demo-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Développement web full-stack' })).toBeInTheDocument();
    expect(screen.getByText(/Formation d’exemple/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown id', 'nope'],
    ['an unknown demo id', 'demo-99'],
  ])('shows the not-found screen for %s, with the way back home', async (_, id) => {
    stubApi();
    await render(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Formation introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('asks for an unknown course once per visit of its page', async () => {
    const fetchMock = stubApi();
    const detailRequests = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/courses/'));
    await render('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Formation introuvable' })).toBeInTheDocument();
    expect(detailRequests()).toEqual(['/api/courses/nope']);

    fetchMock.mockClear();
    cleanup();
    await render('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Formation introuvable' })).toBeInTheDocument();
    expect(detailRequests()).toEqual(['/api/courses/nope']);
  });

  it('shows the not-found screen when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await render('c42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Formation introuvable' })).toBeInTheDocument();
  });

  it('opens the first syllabus module at start, and one module at a time', async () => {
    stubApi();
    await render('c42');
    const [first, second, third] = await screen.findAllByRole('button', { name: /^Module \d/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(third).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(first!.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Cibles et objectifs.');

    await userEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toBeVisible();
    expect(screen.getByText('Campagnes payantes.')).toBeVisible();

    await userEvent.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('prices a course on sale: the sale price, the old one struck through, the saving, in the site currency', async () => {
    stubApi();
    await render('c42');
    const box = (await screen.findByRole('heading', { name: 'Tarif de la formation' })).closest('section')!;
    expect(box).toHaveTextContent(/820\sDT/);
    const old = box.querySelector('s')!;
    expect(old).toHaveTextContent(/1\s000\sDT/);
    expect(within(box).getByText(/Économisez 18\s%/)).toBeInTheDocument();
    expect(within(box).getByText('Accès illimité à vie')).toBeInTheDocument();
    expect(box.textContent).not.toContain('€');
  });

  it('prices a course without a sale once', async () => {
    stubApi([{ ...COURSE, salePrice: undefined }]);
    await render('c42');
    const box = (await screen.findByRole('heading', { name: 'Tarif de la formation' })).closest('section')!;
    expect(box).toHaveTextContent(/1\s000\sDT/);
    expect(box.querySelector('s')).toBeNull();
    expect(box.textContent?.match(/DT/g)).toHaveLength(1);
    expect(box).not.toHaveTextContent('Économisez');
  });
});

describe('pre-registration', () => {
  const open = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Se pré-inscrire' }));
    return screen.findByRole('dialog', { name: 'Pré-inscription' });
  };

  it('asks for the name and the email, in French', async () => {
    const fetchMock = stubApi();
    await render('c42');
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma pré-inscription' }));
    expect(await within(dialog).findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(within(dialog).getByLabelText(/Nom complet/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(within(dialog).getByLabelText(/Adresse e-mail/), 'pas-un-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma pré-inscription' }));
    expect(await within(dialog).findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens on the name, so typing at once fills it and never the hidden anti-spam field', async () => {
    stubApi();
    await render('c42');
    const dialog = await open();
    const name = within(dialog).getByLabelText(/Nom complet/);
    expect(name).toHaveFocus();

    await userEvent.keyboard('Salma Haddad');
    expect(name).toHaveValue('Salma Haddad');
    expect(dialog.querySelector('input[name="website"]')).toHaveValue('');
  });

  it('starts on the course’s pace, else Classique, and blank at every opening', async () => {
    stubApi();
    await render('c42');
    let dialog = await open();
    expect(within(dialog).getByLabelText('Rythme souhaité')).toHaveValue('Intensif');
    expect(within(dialog).getByRole('option', { name: 'Personnalisé' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Nom complet/), 'Salma');
    await userEvent.selectOptions(within(dialog).getByLabelText('Rythme souhaité'), 'Classique');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await open();
    expect(within(dialog).getByLabelText(/Nom complet/)).toHaveValue('');
    expect(within(dialog).getByLabelText('Rythme souhaité')).toHaveValue('Intensif');
  });

  it('falls back to Classique when the course has no pace', async () => {
    stubApi([{ ...COURSE, learningPace: undefined as unknown as Course['learningPace'] }]);
    await render('c42');
    const dialog = await open();
    expect(within(dialog).getByLabelText('Rythme souhaité')).toHaveValue('Classique');
  });

  it('sends the lead with the French course title, then thanks and closes', async () => {
    const success = vi.spyOn(toast, 'success');
    const fetchMock = stubApi();
    await render('c42', 'ar');
    await userEvent.click(await screen.findByRole('button', { name: 'التسجيل المسبق' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/الاسم الكامل/), ' Salma Haddad ');
    await userEvent.type(within(dialog).getByLabelText(/البريد الإلكتروني/), 'salma@example.tn');
    await userEvent.selectOptions(within(dialog).getByLabelText('الإيقاع المفضّل'), 'Personnalisé');
    await userEvent.type(within(dialog).getByLabelText(/رسالة/), 'Le samedi');
    // Nothing leaves before the consent box is ticked: the reason is told beside it, and focus goes there.
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال طلب التسجيل' }));
    const consent = within(dialog).getByRole('checkbox');
    expect(await within(dialog).findByText('ضع علامة في هذه الخانة لإرسال طلبك.')).toBeInTheDocument();
    expect(consent).toHaveFocus();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, request]) => request?.method === 'POST')).toBe(false);
    expect(within(dialog).getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(consent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال طلب التسجيل' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(url).toBe('/api/leads');
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'Salma Haddad',
      email: 'salma@example.tn',
      courseOfInterest: 'Marketing digital avancé',
      learningPaceInterest: 'Personnalisé',
      message: 'Le samedi',
      website: '',
      consent: true,
      // The page's language: the acknowledgment e-mail is written in it.
      language: 'ar',
    });
    expect(success).toHaveBeenCalledWith('تم إرسال طلب التسجيل المسبق بنجاح! سنتواصل معك قريبًا جدًا.');
  });

  it('shows the server’s message and lets the visitor try again when sending fails', async () => {
    const failure = vi.spyOn(toast, 'error');
    let answer!: (response: Response) => void;
    stubApi([COURSE], () => new Promise((resolve) => (answer = resolve)));
    await render('c42');
    const dialog = await open();
    await userEvent.type(within(dialog).getByLabelText(/Nom complet/), 'Salma');
    await userEvent.type(within(dialog).getByLabelText(/Adresse e-mail/), 'salma@example.tn');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /J'accepte/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma pré-inscription' }));

    const sending = await within(dialog).findByRole('button', { name: 'Envoi en cours...' });
    expect(sending).toBeDisabled();
    answer(json({ message: 'Trop de demandes, réessayez plus tard.' }, 429));

    expect(await within(dialog).findByRole('button', { name: 'Envoyer ma pré-inscription' })).toBeEnabled();
    expect(failure).toHaveBeenCalledWith('Trop de demandes, réessayez plus tard.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
