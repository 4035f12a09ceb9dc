import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Course, PublishedCourse } from '../../domain/entities.ts';
import type { CourseSession } from '../../domain/sessions.ts';
import { embedCentreSettings, PUBLISHED_COURSE, renderWithSite, stubFetch } from '../../test-utils.tsx';
import CourseDetailPage from './CourseDetailPage.tsx';

const text = (fr: string, en: string, ar: string) => ({ fr, en, ar });

const COURSE = PUBLISHED_COURSE;

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

/** GET /api/courses/:id answers from `courses`; POST /api/leads answers `lead`. */
function stubApi(
  courses: PublishedCourse[] = [COURSE],
  lead: () => Promise<Response> = async () => json({ _id: 'l1' }, 201),
) {
  return stubFetch(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url === '/api/leads') return lead();
    const found = courses.find((course) => url === `/api/courses/${course._id}`);
    return found ? json(found) : json({ message: 'Course not found.' }, 404);
  });
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
    // The pace among the facts (the pre-registration's closed dialog offers it too).
    expect(screen.getByText('Intensif', { ignore: 'option' })).toBeInTheDocument();
    expect(screen.getByText('2 mois')).toBeInTheDocument();
    expect(screen.getByText('Karim Trabelsi')).toBeInTheDocument();
    expect(document.querySelector('img[src="/uploads/images/karim.webp"]')).toHaveClass('rounded-full');
    expect(screen.getByText('Mesurer les résultats')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Marketing digital avancé | Takwin Sousse'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Pilotez vos campagnes en ligne avec méthode.',
    );
  });

  it('shows the localized course in Arabic', async () => {
    stubApi();
    await render('c42', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'التسويق الرقمي المتقدم' })).toBeInTheDocument();
    expect(screen.getByText('قياس النتائج')).toBeInTheDocument();
    expect(screen.getByText('مكثف', { ignore: 'option' })).toBeInTheDocument();
    expect(screen.getByText('شهران')).toBeInTheDocument();
    expect(screen.queryByText('2 mois')).not.toBeInTheDocument();
    // A question on WhatsApp about this very course, in Arabic.
    const whatsapp = screen.getByRole('link', { name: 'هل لديك سؤال؟ راسلنا على واتساب' });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toContain('«التسويق الرقمي المتقدم»');
  });

  it.each([
    ['an unknown id', 'nope'],
    // The built-in demo courses are gone: their old addresses are unknown ids like any other.
    ['a former demo id', 'demo-1'],
  ])('shows the not-found screen for %s, with the way back home', async (_, id) => {
    stubApi();
    await render(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Formation introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('asks for an unknown course once per visit of its page', async () => {
    const fetchMock = stubApi();
    const detailRequests = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/courses/'));
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
    stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
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

    const said = await confirmationThenClose(dialog);
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(url).toBe('/api/leads');
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'Salma Haddad',
      email: 'salma@example.tn',
      courseOfInterest: 'Marketing digital avancé',
      // The course as the API knows it; no session chosen (it has none), so none is sent.
      courseId: 'c42',
      learningPaceInterest: 'Personnalisé',
      message: 'Le samedi',
      website: '',
      consent: true,
      // The page's language: the acknowledgment e-mail is written in it.
      language: 'ar',
    });
    expect(said).toContain('تم إرسال طلب التسجيل المسبق بنجاح! سنتواصل معك قريبًا جدًا.');
    // What happens next stays on screen, in the visitor's language, until they close it.
    expect(said).toContain('سيتواصل معك أحد مستشارينا هاتفيًا أو عبر البريد الإلكتروني');
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

const session = (id: string, overrides: Partial<CourseSession> = {}): CourseSession => ({
  _id: id,
  courseId: 'c42',
  startDate: '2027-01-12',
  endDate: '2027-01-16',
  schedule: text('Du lundi au vendredi, 9h–12h', 'Monday to Friday, 9 am–12 pm', 'من الاثنين إلى الجمعة، 9:00–12:00'),
  mode: 'onsite',
  location: text('Takwin Sousse, salle 2', 'Takwin Sousse, room 2', 'تكوين سوسة، القاعة 2'),
  seats: 12,
  status: 'open',
  seatsTaken: 0,
  seatsLeft: 12,
  ...overrides,
});

/** Soonest first, as the server sends them: one with seats, one nearly full, one online and full. */
const SESSIONS: CourseSession[] = [
  session('s1'),
  session('s2', { startDate: '2027-02-22', endDate: '2027-03-05', mode: 'hybrid', seatsTaken: 9, seatsLeft: 3 }),
  session('s3', {
    startDate: '2027-04-10',
    endDate: '2027-04-10',
    mode: 'online',
    location: undefined,
    seats: 8,
    seatsTaken: 8,
    seatsLeft: 0,
  }),
];
const WITH_SESSIONS: PublishedCourse = { ...COURSE, sessions: SESSIONS };

/** The upcoming sessions' section, named in the page's language. */
const sessionsSection = (name = 'Prochaines sessions') => screen.findByRole('region', { name });
/** The sessions the section lists, in order. */
const sessionItems = async (name?: string) =>
  within(await sessionsSection(name)).getAllByRole('listitem') as [HTMLElement, HTMLElement, ...HTMLElement[]];
/** A listed session's days, its heading. */
const daysOf = (item: HTMLElement) => within(item).getByRole('heading', { level: 3 });

describe('upcoming sessions', () => {
  it('lists each session: its days, hours, mode, place, seats, a pre-registration and its calendar file', async () => {
    stubApi([WITH_SESSIONS]);
    await render('c42');
    const items = await sessionItems();
    expect(items).toHaveLength(3);

    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(daysOf(first)).toHaveTextContent('12–16 janv. 2027');
    // Each day a <time> a machine can read.
    expect([...first.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toEqual([
      '2027-01-12',
      '2027-01-16',
    ]);
    expect(first).toHaveTextContent('Du lundi au vendredi, 9h–12h');
    expect(first).toHaveTextContent('Sur place');
    expect(first).toHaveTextContent('Takwin Sousse, salle 2');
    expect(first).toHaveTextContent('12 places disponibles');
    expect(
      within(first).getByRole('button', { name: 'Je m’inscris à cette session (12–16 janv. 2027)' }),
    ).toBeInTheDocument();
    const calendar = within(first).getByRole('link', { name: 'Ajouter à mon agenda (12–16 janv. 2027)' });
    expect(calendar).toHaveAttribute('href', '/api/sessions/s1/calendar.ics?lng=fr');
    expect(calendar).toHaveAttribute('download');

    // Few seats left: how few.
    expect(daysOf(second)).toHaveTextContent('22 févr. – 5 mars 2027');
    expect(second).toHaveTextContent('Hybride');
    expect(second).toHaveTextContent('Plus que 3 places');

    // Full: its waiting list; online: no place.
    expect(daysOf(third)).toHaveTextContent('10 avr. 2027');
    expect(third.querySelectorAll('time')).toHaveLength(1);
    expect(third).toHaveTextContent('En ligne');
    expect(third).not.toHaveTextContent('Lieu');
    expect(third).toHaveTextContent('Complet – liste d’attente');
    expect(
      within(third).getByRole('button', { name: 'M’inscrire sur la liste d’attente (10 avr. 2027)' }),
    ).toBeInTheDocument();
  });

  it('says one seat left in the singular, and reads in Arabic with Tunisian month names', async () => {
    stubApi([
      {
        ...COURSE,
        sessions: [
          session('s1', { seatsTaken: 11, seatsLeft: 1 }),
          session('s2', { startDate: '2027-02-22', endDate: '2027-03-05', seatsLeft: 3 }),
        ],
      },
    ]);
    await render('c42');
    expect(await sessionsSection()).toHaveTextContent('Plus qu’une place');
    cleanup();

    await render('c42', 'ar');
    const [first, second] = await sessionItems('المواعيد القادمة');
    expect(daysOf(first)).toHaveTextContent('12–16 جانفي 2027');
    expect(first).toHaveTextContent('لم يتبقَّ سوى مقعد واحد');
    expect(first).toHaveTextContent('حضوري');
    expect(first).toHaveTextContent('تكوين سوسة، القاعة 2');
    expect(daysOf(second)).toHaveTextContent('22 فيفري – 5 مارس 2027');
    expect(second).toHaveTextContent('لم يتبقَّ سوى 3 مقاعد');
    expect(within(second).getByRole('link', { name: /^أضف إلى رزنامتي/ })).toHaveAttribute(
      'href',
      '/api/sessions/s2/calendar.ics?lng=ar',
    );
  });

  it('writes the days in English with its calendar file in English', async () => {
    stubApi([WITH_SESSIONS]);
    await render('c42', 'en');
    const [first, second] = await sessionItems('Upcoming sessions');
    expect(daysOf(first)).toHaveTextContent('12 – 16 Jan 2027');
    expect(first).toHaveTextContent('12 seats available');
    expect(second).toHaveTextContent('Only 3 seats left');
    expect(within(first).getByRole('link', { name: /^Add to my calendar/ })).toHaveAttribute(
      'href',
      '/api/sessions/s1/calendar.ics?lng=en',
    );
  });

  it('says when no session is planned, and offers to hear of the next one', async () => {
    const fetchMock = stubApi();
    await render('c42');
    const section = await sessionsSection();
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
    expect(section).toHaveTextContent('Aucune session programmée pour le moment');
    await userEvent.click(within(section).getByRole('button', { name: 'Être informé de la prochaine session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pré-inscription' });
    // Nothing to choose from.
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await fill(dialog);
    await confirmationThenClose(dialog);
    const body = sentLead(fetchMock);
    expect(body.courseId).toBe('c42');
    expect(body).not.toHaveProperty('sessionId');
  });
});

/** The lasting confirmation that replaces the sent form, closed by its button: what it said. */
async function confirmationThenClose(dialog: HTMLElement): Promise<string> {
  const confirmation = await within(dialog).findByRole('status');
  expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  const said = confirmation.textContent ?? '';
  await userEvent.click(within(confirmation).getByRole('button'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return said;
}

/** Fills the pre-registration's required fields and sends it. */
async function fill(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText(/Nom complet/), 'Salma Haddad');
  await userEvent.type(within(dialog).getByLabelText(/Adresse e-mail/), 'salma@example.tn');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /J'accepte/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer ma pré-inscription' }));
}

function sentLead(fetchMock: ReturnType<typeof stubApi>): Record<string, unknown> {
  const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
  return JSON.parse(String(init!.body)) as Record<string, unknown>;
}

describe('pre-registration for a session', () => {
  it('opens from a session’s button with that session chosen, and sends the course and the session', async () => {
    const fetchMock = stubApi([WITH_SESSIONS], async () => json({ _id: 'l1' }, 201));
    await render('c42');
    const section = await sessionsSection();
    await userEvent.click(within(section).getByRole('button', { name: /^Je m’inscris à cette session \(22 févr/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pré-inscription' });

    const group = within(dialog).getByRole('group', { name: 'Session souhaitée' });
    const radios = within(group).getAllByRole('radio');
    // The three sessions, then "no date yet".
    expect(radios).toHaveLength(4);
    expect(within(group).getByRole('radio', { name: /22 févr\. – 5 mars 2027/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /22 févr\. – 5 mars 2027/ })).toHaveAccessibleName(
      /Plus que 3 places/,
    );
    expect(within(group).getByRole('radio', { name: /10 avr\. 2027/ })).toHaveAccessibleName(
      /Complet – liste d’attente/,
    );
    expect(within(group).getByRole('radio', { name: /Pas encore de date/ })).not.toBeChecked();
    // The name still takes the first keystrokes.
    expect(within(dialog).getByLabelText(/Nom complet/)).toHaveFocus();

    await fill(dialog);
    const said = await confirmationThenClose(dialog);
    expect(sentLead(fetchMock)).toMatchObject({
      courseOfInterest: 'Marketing digital avancé',
      courseId: 'c42',
      sessionId: 's2',
    });
    expect(said).toContain('Votre pré-inscription a bien été envoyée ! Nous vous recontactons très vite.');
  });

  it('starts on "no date yet" from the price box, and sends no session when none is chosen', async () => {
    const fetchMock = stubApi([WITH_SESSIONS]);
    await render('c42');
    await userEvent.click(await screen.findByRole('button', { name: 'Se pré-inscrire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pré-inscription' });
    expect(within(dialog).getByRole('radio', { name: /Pas encore de date/ })).toBeChecked();
    await fill(dialog);
    await confirmationThenClose(dialog);
    const body = sentLead(fetchMock);
    expect(body.courseId).toBe('c42');
    expect(body).not.toHaveProperty('sessionId');
  });

  it('lets the visitor change the session, and tells of the waiting list of a full one', async () => {
    const fetchMock = stubApi([WITH_SESSIONS]);
    await render('c42');
    const section = await sessionsSection();
    await userEvent.click(within(section).getByRole('button', { name: /^Je m’inscris à cette session \(12–16 janv/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pré-inscription' });
    expect(within(dialog).queryByText(/liste d’attente et nous vous recontacterons/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /10 avr\. 2027/ }));
    expect(
      within(dialog).getByText(/Cette session est complète : votre demande sera placée sur la liste d’attente/),
    ).toBeInTheDocument();
    await fill(dialog);
    await confirmationThenClose(dialog);
    expect(sentLead(fetchMock).sessionId).toBe('s3');
  });

  it('says the visitor is on the waiting list when the server says so', async () => {
    stubApi([WITH_SESSIONS], async () => json({ _id: 'l1', waitingList: true }, 201));
    await render('c42');
    const section = await sessionsSection();
    await userEvent.click(within(section).getByRole('button', { name: /^M’inscrire sur la liste d’attente/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pré-inscription' });
    expect(within(dialog).getByRole('radio', { name: /10 avr\. 2027/ })).toBeChecked();
    await fill(dialog);
    const said = await confirmationThenClose(dialog);
    expect(said).toContain(
      'Votre demande a bien été envoyée. La session est complète : vous êtes sur la liste d’attente, nous vous recontactons dès qu’une place se libère.',
    );
  });

  it('says so in Arabic too', async () => {
    stubApi([WITH_SESSIONS], async () => json({ _id: 'l1', waitingList: true }, 201));
    await render('c42', 'ar');
    const section = await screen.findByRole('region', { name: 'المواعيد القادمة' });
    await userEvent.click(within(section).getByRole('button', { name: /^سجّلني في قائمة الانتظار/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('group', { name: 'الموعد المفضّل' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/الاسم الكامل/), 'Salma Haddad');
    await userEvent.type(within(dialog).getByLabelText(/البريد الإلكتروني/), 'salma@example.tn');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'إرسال طلب التسجيل' }));
    const said = await confirmationThenClose(dialog);
    expect(said).toContain('تم إرسال طلبك. الموعد مكتمل: أنت الآن في قائمة الانتظار، وسنتواصل معك فور شغور مقعد.');
  });
});
