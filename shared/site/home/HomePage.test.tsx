import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseSummary } from '../../domain/entities.ts';
import type { NextSession } from '../../domain/sessions.ts';
import type { SiteContent } from '../../domain/site-content.ts';
import { courseCard, embedCentreSettings, embedSiteContent, renderWithSite, stubFetch } from '../../test-utils.tsx';
import { HomePage } from './HomePage.tsx';

const text = (fr: string, en: string, ar: string) => ({ fr, en, ar });

/** A card whose title reads differently in each language. */
const course = (id: string, overrides: Partial<CourseSummary> = {}) =>
  courseCard(id, { title: text(`Cours ${id}`, `Course ${id}`, `دورة ${id}`), ...overrides });

const json = (data: unknown) =>
  new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });

const section = (name: string | RegExp) => screen.getByRole('region', { name });
const courseLinks = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
    .filter((href) => href?.startsWith('/course/'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('shows the hero at once, skeleton cards while loading, then the courses', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubFetch(() => new Promise((resolve) => (answer = resolve)));
    embedCentreSettings();
    await renderWithSite(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Développez vos compétences, construisez votre avenir',
    );
    expect(screen.getByRole('link', { name: /Commencer maintenant/ })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '#a-propos');
    expect(within(section('Formations populaires')).getAllByTestId('course-skeleton')).toHaveLength(6);
    expect(within(section('Formations populaires')).getByRole('status')).toHaveTextContent('Chargement...');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/courses');

    const courses = Array.from({ length: 7 }, (_, index) => course(`c${index}`, index < 3 ? { salePrice: 600 } : {}));
    answer(json(courses));

    await waitFor(() =>
      expect(within(section('Formations populaires')).queryAllByTestId('course-skeleton')).toHaveLength(0),
    );
    expect(courseLinks(section('Formations populaires'))).toEqual([
      '/course/c0',
      '/course/c1',
      '/course/c2',
      '/course/c3',
      '/course/c4',
      '/course/c5',
    ]);
    expect(courseLinks(section('Promotions'))).toEqual(['/course/c0', '/course/c1', '/course/c2']);
  });

  it("shows only the centre's own courses when it has few, never invented ones", async () => {
    stubFetch(async () => json([course('a'), course('b', { salePrice: 700 })]));
    await renderWithSite(<HomePage />);

    await waitFor(() => expect(courseLinks(section('Formations populaires'))).toEqual(['/course/a', '/course/b']));
    expect(courseLinks(section('Promotions'))).toEqual(['/course/b']);
  });

  it('shows no course when the course list cannot be loaded', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderWithSite(<HomePage />);

    expect(await screen.findByText(/Aucune formation n’est disponible pour le moment/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  it('shows only real courses and hides the promotions when none is on sale', async () => {
    stubFetch(async () => json([course('a'), course('b')]));
    await renderWithSite(<HomePage />);

    await waitFor(() => expect(courseLinks(section('Formations populaires'))).toEqual(['/course/a', '/course/b']));
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  it('with no course says so instead of showing an empty grid', async () => {
    stubFetch(async () => json([]));
    await renderWithSite(<HomePage />);

    expect(await screen.findByText(/Aucune formation n’est disponible pour le moment/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  it('has the about section at #a-propos, three steps, no testimonial section without testimonials, and the closing calls', async () => {
    stubFetch(async () => json([]));
    const { container } = await renderWithSite(<HomePage />);

    const about = container.querySelector('#a-propos');
    expect(about).toBe(section(/Pourquoi nous choisir/));
    expect(within(about as HTMLElement).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(section('Trois étapes pour progresser')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Ce que disent nos apprenants' })).not.toBeInTheDocument();
    const closing = section(/Prêt à faire avancer votre carrière/);
    expect(within(closing).getByRole('link', { name: /Voir les formations/ })).toHaveAttribute('href', '/courses');
    expect(within(closing).getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(screen.queryAllByTestId('course-skeleton')).toHaveLength(0));
  });

  it('sets the page title and description in the current language', async () => {
    stubFetch(async () => json([]));
    await renderWithSite(<HomePage />);
    await waitFor(() => expect(document.title).toBe('Centre de formation à Tunis | Centre de formation'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('formations pratiques en informatique'),
    );
  });

  it('renders in Arabic with Arabic headings and course titles', async () => {
    stubFetch(async () => json([course('a', { salePrice: 500 })]));
    await renderWithSite(<HomePage />, { language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('طوّر مهاراتك، وابنِ مستقبلك');
    expect(screen.getByRole('heading', { level: 2, name: 'لماذا تختارنا؟' })).toBeInTheDocument();
    await waitFor(() => expect(courseLinks(section('الدورات الأكثر طلبًا'))).toHaveLength(1));
    expect(within(section('الدورات الأكثر طلبًا')).getByRole('heading', { name: 'دورة a' })).toBeInTheDocument();
    expect(within(section('التخفيضات')).getByRole('heading', { name: 'دورة a' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.title).toBe('مركز للتكوين في تونس | مركز التكوين');
  });

  describe("the centre's own words", () => {
    const content: SiteContent = {
      texts: {
        'home.hero.title_start': { fr: 'Centre Nour,', ar: 'مركز نور،' },
        'home.hero.text': { fr: 'Des formations à Sfax.' },
        'home.about.title': { en: 'Why Nour?' },
      },
      testimonials: [
        { _id: 't2', name: 'Karim Gharbi', role: {}, quote: { fr: 'Excellent.', ar: 'ممتاز.' } },
        {
          _id: 't1',
          name: 'Amel Trabelsi',
          role: { fr: 'Développeuse', en: 'Developer' },
          quote: { fr: 'Très concret.' },
        },
      ],
    };

    it('shows the texts staff wrote, French where a language is empty, the default wording where none is written', async () => {
      stubFetch(async () => json([]));
      embedSiteContent(content);
      await renderWithSite(<HomePage />, { language: 'en' });
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Centre Nour, shape your future'),
      );
      expect(screen.getByText('Des formations à Sfax.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Why Nour?' })).toBeInTheDocument();
    });

    it("shows the visible testimonials in staff's order, in the page's language or else in French", async () => {
      stubFetch(async () => json([]));
      embedSiteContent(content);
      await renderWithSite(<HomePage />, { language: 'ar' });
      const testimonials = await screen.findByRole('region', { name: 'ماذا يقول متعلّمونا' });
      const figures = within(testimonials).getAllByRole('figure');
      expect(figures.map((figure) => within(figure).getByText(/Gharbi|Trabelsi/).textContent)).toEqual([
        'Karim Gharbi',
        'Amel Trabelsi',
      ]);
      expect(figures[0]).toHaveTextContent('ممتاز.');
      expect(figures[1]).toHaveTextContent('Très concret.');
      expect(figures[1]).toHaveTextContent('Développeuse');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('مركز نور،');
    });
  });

  describe('upcoming sessions', () => {
    const next = (startDate: string, endDate: string, overrides: Partial<NextSession> = {}): NextSession => ({
      _id: `s-${startDate}`,
      startDate,
      endDate,
      mode: 'onsite',
      seatsLeft: 10,
      ...overrides,
    });

    it('shows the next session of each course, soonest first, six at most, each linking to its course', async () => {
      const dated = [
        course('late', { nextSession: next('2027-06-01', '2027-06-05') }),
        course('full', { nextSession: next('2027-01-12', '2027-01-16', { mode: 'online', seatsLeft: 0 }) }),
        course('few', { nextSession: next('2027-02-22', '2027-03-05', { mode: 'hybrid', seatsLeft: 2 }) }),
        course('plain'),
        ...['d', 'e', 'f', 'g'].map((id, index) =>
          course(id, { nextSession: next(`2027-0${index + 3}-10`, `2027-0${index + 3}-10`) }),
        ),
        course('draft', { isPublished: false, nextSession: next('2026-12-01', '2026-12-02') }),
      ];
      stubFetch(async () => json(dated));
      await renderWithSite(<HomePage />);

      const strip = await screen.findByRole('region', { name: 'Prochaines sessions' });
      expect(courseLinks(strip)).toEqual([
        '/course/full',
        '/course/few',
        '/course/d',
        '/course/e',
        '/course/f',
        '/course/late',
      ]);
      const [full, few] = within(strip).getAllByRole('listitem') as [HTMLElement, HTMLElement];
      expect(within(full).getByRole('link', { name: 'Cours full' })).toBeInTheDocument();
      expect(full).toHaveTextContent('12–16 janv. 2027');
      expect(full.querySelector('time[datetime="2027-01-16"]')).toHaveTextContent('16 janv. 2027');
      expect(full).toHaveTextContent('En ligne');
      expect(full).toHaveTextContent('Complet – liste d’attente');
      expect(few).toHaveTextContent('22 févr. – 5 mars 2027');
      expect(few).toHaveTextContent('Hybride');
      expect(few).toHaveTextContent('Dernières places');
      expect(within(strip).getAllByRole('listitem')[2]).toHaveTextContent('Places disponibles');
      // The same list as the course sections: one request.
      expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url) === '/api/courses')).toHaveLength(1);
    });

    it('shows nothing when no course has a session', async () => {
      stubFetch(async () => json([course('a'), course('b')]));
      await renderWithSite(<HomePage />);
      await waitFor(() => expect(courseLinks(section('Formations populaires'))).toHaveLength(2));
      expect(screen.queryByRole('region', { name: 'Prochaines sessions' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Prochaines sessions' })).not.toBeInTheDocument();
    });

    it('reads in Arabic, with the Tunisian month names', async () => {
      stubFetch(async () => json([course('a', { nextSession: next('2027-07-14', '2027-07-18', { seatsLeft: 3 }) })]));
      await renderWithSite(<HomePage />, { language: 'ar' });
      const strip = await screen.findByRole('region', { name: 'المواعيد القادمة' });
      expect(strip).toHaveTextContent('14–18 جويلية 2027');
      expect(strip).toHaveTextContent('حضوري');
      expect(strip).toHaveTextContent('مقاعد محدودة');
      expect(within(strip).getByRole('link', { name: 'دورة a' })).toHaveAttribute('href', '/course/a');
    });
  });
});
