import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseSummary } from '../../domain/entities.ts';
import { courseCard, renderWithSite, stubFetch } from '../../test-utils.tsx';
import CoursesPage from './CoursesPage.tsx';
import { normalizeForSearch as searchable } from '../../domain/search.ts';

const text = (fr: string, en: string, ar: string) => ({ fr, en, ar });

const COURSES: CourseSummary[] = [
  courseCard('web', {
    title: text('Développement Web Full-Stack', 'Full-stack web development', 'تَطْوِيرُ الوِيبِ الشامل'),
    category: 'Informatique',
  }),
  courseCard('marketing', {
    title: text('Marketing digital', 'Digital marketing', 'التسويق الرقمي'),
    category: 'Marketing',
  }),
  courseCard('design', { title: text('Design UX/UI', 'UX/UI design', 'تصميم الواجهات'), category: 'Design' }),
  courseCard('english', {
    title: text('Anglais professionnel', 'Business English', 'الإنجليزية المهنية'),
    category: 'Langues',
  }),
  courseCard('draft', { title: text('Brouillon caché', 'Hidden draft', 'مسودة'), isPublished: false }),
];

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

function stubCourses(...responses: (() => Promise<Response>)[]) {
  const fetchMock = stubFetch(async () => json(COURSES));
  for (const response of responses) fetchMock.mockImplementationOnce(response);
  return fetchMock;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const render = (options: { language?: string; route?: string } = {}) =>
  renderWithSite(
    <>
      <CoursesPage />
      <Location />
    </>,
    { route: '/courses', ...options },
  );

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('searchable', () => {
  it('ignores case, Latin accents and Arabic diacritics', () => {
    expect(searchable('  Développement   PERSONNEL ')).toBe('developpement personnel');
    expect(searchable('تَطْوِيرُ')).toBe('تطوير');
    expect(searchable('أساسيات إدارة')).toBe('اساسيات ادارة');
    expect(searchable('Cœur')).toBe('coeur');
  });
});

describe('CoursesPage', () => {
  it('shows six skeleton cards while the list loads, then the published courses only', async () => {
    let answer!: (response: Response) => void;
    stubCourses(() => new Promise((resolve) => (answer = resolve)));
    await render();
    expect(await screen.findAllByTestId('course-skeleton')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Toutes nos formations' })).toBeInTheDocument();

    answer(json(COURSES));
    expect(await screen.findByRole('heading', { level: 2, name: 'Marketing digital' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('course-skeleton')).toHaveLength(0);
    expect(titles()).toHaveLength(4);
    expect(screen.queryByText('Brouillon caché')).not.toBeInTheDocument();
    expect(screen.getByText('Formations trouvées : 4')).toBeInTheDocument();
    expect(document.title).toBe('Nos formations | Centre de formation');
  });

  it('searches the French titles without regard to case or accents, and keeps the search in the address', async () => {
    stubCourses();
    await render();
    await screen.findByText('Marketing digital');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Rechercher une formation par son titre' }),
      'DEVELOPPEMENT web',
    );
    expect(titles()).toEqual(['Développement Web Full-Stack']);
    expect(screen.getByTestId('location')).toHaveTextContent('?q=DEVELOPPEMENT+web');
  });

  it('searches the Arabic titles without regard to the tashkeel, either way round', async () => {
    stubCourses();
    await render({ language: 'ar' });
    await screen.findByText('التسويق الرقمي');
    const search = screen.getByRole('searchbox');
    await userEvent.type(search, 'تطوير');
    expect(titles()).toEqual(['تَطْوِيرُ الوِيبِ الشامل']);
    await userEvent.clear(search);
    await userEvent.type(search, 'التَّسْوِيق');
    expect(titles()).toEqual(['التسويق الرقمي']);
  });

  it('searches the title of the current language', async () => {
    stubCourses();
    await render({ language: 'en' });
    await screen.findByText('Digital marketing');
    await userEvent.type(screen.getByRole('searchbox'), 'business');
    expect(titles()).toEqual(['Business English']);
  });

  it('filters by category, and resets search and category together', async () => {
    stubCourses();
    await render();
    await screen.findByText('Marketing digital');
    const categories = screen.getByRole('group', { name: 'Catégories' });
    expect(within(categories).getAllByRole('button')).toHaveLength(8);
    expect(within(categories).getByRole('button', { name: 'Toutes' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(categories).getByRole('button', { name: 'Marketing' }));
    expect(titles()).toEqual(['Marketing digital']);
    expect(within(categories).getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('?category=Marketing');

    await userEvent.type(screen.getByRole('searchbox'), 'digital');
    expect(titles()).toEqual(['Marketing digital']);

    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(titles()).toHaveLength(4);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByTestId('location')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Réinitialiser' })).toBeDisabled();
  });

  describe('with an upcoming session', () => {
    const next = (startDate: string, endDate: string) => ({
      _id: `s-${startDate}`,
      startDate,
      endDate,
      mode: 'onsite' as const,
      seatsLeft: 4,
    });
    const DATED: CourseSummary[] = COURSES.map((course) =>
      course._id === 'design'
        ? { ...course, nextSession: next('2027-01-12', '2027-01-16') }
        : course._id === 'english'
          ? { ...course, nextSession: next('2027-02-22', '2027-03-05') }
          : course,
    );
    const stubDated = () => stubFetch(async () => json(DATED));

    it('shows the next session’s days on the cards that have one', async () => {
      stubDated();
      await render();
      const design = (await screen.findByRole('heading', { level: 2, name: 'Design UX/UI' })).closest('article')!;
      expect(design).toHaveTextContent('Prochaine session : 12–16 janv. 2027');
      expect(design.querySelector('time[datetime="2027-01-12"]')).toHaveTextContent('12');
      const marketing = screen.getByRole('heading', { level: 2, name: 'Marketing digital' }).closest('article')!;
      expect(marketing).not.toHaveTextContent('Prochaine session');
    });

    it('keeps only the courses with one, in the address too, and resets with the other filters', async () => {
      stubDated();
      await render();
      await screen.findByText('Marketing digital');
      const toggle = screen.getByRole('button', { name: 'Avec une session à venir' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      // Not a category: outside their group.
      expect(
        within(screen.getByRole('group', { name: 'Catégories' })).queryByRole('button', {
          name: 'Avec une session à venir',
        }),
      ).not.toBeInTheDocument();

      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(titles()).toEqual(['Design UX/UI', 'Anglais professionnel']);
      expect(screen.getByTestId('location')).toHaveTextContent('?session=upcoming');
      expect(screen.getByText('Formations trouvées : 2')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Langues' }));
      expect(titles()).toEqual(['Anglais professionnel']);

      await userEvent.click(toggle);
      expect(titles()).toEqual(['Anglais professionnel']);
      expect(screen.getByTestId('location')).toHaveTextContent('?category=Langues');

      await userEvent.click(toggle);
      await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(titles()).toHaveLength(4);
      expect(screen.getByTestId('location')).toBeEmptyDOMElement();
    });

    it('reads it from a shared link, in Arabic with the Tunisian month names', async () => {
      stubDated();
      await render({ route: '/courses?session=upcoming', language: 'ar' });
      await waitFor(() => expect(titles()).toEqual(['تصميم الواجهات', 'الإنجليزية المهنية']));
      expect(screen.getByRole('button', { name: 'لديها موعد قادم' })).toHaveAttribute('aria-pressed', 'true');
      expect(
        screen.getByRole('heading', { level: 2, name: 'الإنجليزية المهنية' }).closest('article'),
      ).toHaveTextContent('الموعد القادم: 22 فيفري – 5 مارس 2027');
    });

    it('says when no course has one, and offers to reset', async () => {
      stubCourses();
      await render({ route: '/courses?session=upcoming' });
      expect(await screen.findByText('Aucune formation trouvée')).toBeInTheDocument();
    });
  });

  it('reads the filters from the address of a shared link', async () => {
    stubCourses();
    await render({ route: '/courses?q=design&category=Design' });
    await waitFor(() => expect(titles()).toEqual(['Design UX/UI']));
    expect(screen.getByRole('searchbox')).toHaveValue('design');
    expect(screen.getByRole('button', { name: 'Design' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads a filter the form sent twice by its last value, then writes each filter once', async () => {
    stubCourses();
    await render({ route: '/courses?lng=fr&category=Design&q=&category=all&session=&q=marketing' });
    await waitFor(() => expect(titles()).toEqual(['Marketing digital']));
    expect(screen.getByRole('searchbox')).toHaveValue('marketing');
    expect(screen.getByRole('button', { name: 'Toutes' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\?lng=fr&q=marketing$/));
  });

  it('drops a filter the address names wrongly (a category that is none), keeping the others', async () => {
    stubCourses();
    await render({ route: '/courses?category=Astrologie&session=maybe&q=design' });
    await waitFor(() => expect(titles()).toEqual(['Design UX/UI']));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\?q=design$/));
  });

  it('is a GET form to /courses, its buttons sending what they choose, for the browser to use without the app', async () => {
    stubCourses();
    await render({ route: '/courses?category=Design' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/courses');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'q');
    expect(screen.getByRole('button', { name: 'Marketing' })).toMatchObject({
      type: 'submit',
      name: 'category',
      value: 'Marketing',
    });
    // The current choice goes first, as a hidden field, so that a button pressed after it wins.
    expect(form.querySelector('input[type="hidden"][name="category"]')).toHaveValue('Design');
    const reset = screen.getByRole('button', { name: 'Réinitialiser' });
    expect(reset).toHaveAttribute('type', 'submit');
    // …of the empty form beside the bar: the whole catalogue.
    expect(reset).toHaveAttribute('form', 'catalogue-reset');
    const resetForm = document.getElementById('catalogue-reset')!;
    expect(resetForm).toHaveAttribute('method', 'get');
    expect(resetForm.querySelectorAll('input:not([type="hidden"])')).toHaveLength(0);
  });

  it('takes the search from the address when the address changes, as Back or a link does', async () => {
    stubCourses();
    await renderWithSite(
      <>
        <CoursesPage />
        <Link to="/courses?q=design">design</Link>
        <Link to="/courses">all</Link>
      </>,
      { route: '/courses' },
    );
    await screen.findByText('Marketing digital');
    await userEvent.type(screen.getByRole('searchbox'), 'marketing');
    expect(titles()).toEqual(['Marketing digital']);

    await userEvent.click(screen.getByRole('link', { name: 'design' }));
    expect(screen.getByRole('searchbox')).toHaveValue('design');
    expect(titles()).toEqual(['Design UX/UI']);
    await userEvent.click(screen.getByRole('link', { name: 'all' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(titles()).toHaveLength(4);
  });

  it('says when nothing matches and offers to reset', async () => {
    stubCourses();
    await render();
    await screen.findByText('Marketing digital');
    await userEvent.click(screen.getByRole('button', { name: 'Langues' }));
    await userEvent.type(screen.getByRole('searchbox'), 'photoshop');
    expect(screen.getByRole('heading', { name: 'Aucune formation trouvée' })).toBeInTheDocument();
    expect(screen.getByText('Essayez un autre mot-clé ou une autre catégorie.')).toBeInTheDocument();

    const resets = screen.getAllByRole('button', { name: 'Réinitialiser' });
    expect(resets).toHaveLength(2);
    await userEvent.click(resets[1]!);
    expect(titles()).toHaveLength(4);
  });

  it('shows an error with a retry button when the list cannot be loaded', async () => {
    const fetchMock = stubCourses(async () => json({ message: 'Boom' }, 500));
    await render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Impossible de charger les formations' })).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Marketing digital')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a long catalogue twelve cards at a time, and starts again from the first cards on a new search', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      courseCard(`c${String(index + 1).padStart(2, '0')}`, { category: index % 2 ? 'Design' : 'Informatique' }),
    );
    stubCourses(async () => json(many));
    await render();
    await screen.findByText('c01');
    expect(titles()).toHaveLength(12);
    expect(screen.getByText('12 formations affichées sur 30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus de formations' }));
    expect(titles()).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus de formations' }));
    expect(titles()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Voir plus de formations' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Design' }));
    expect(titles()).toHaveLength(12);
    expect(screen.getByText('12 formations affichées sur 15')).toBeInTheDocument();
  });
});

describe('the filter bar, once pinned', () => {
  /** Where the page stands: scrolled 3000 px down, the results' top 1200 px above the screen, the pinned bar ending 169 px down. */
  const SCROLLED = 3000;
  const RESULTS_TOP = -1200;
  const BAR_BOTTOM = 169;
  const UNDER_THE_BAR = SCROLLED + RESULTS_TOP - BAR_BOTTOM;

  /** An IntersectionObserver driven by the test: `scrollPastBar()` reports what a browser reports once the page has scrolled past the bar. */
  function stubIntersectionObserver() {
    let report: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    return {
      scrollPastBar: () =>
        act(() =>
          report(
            [{ isIntersecting: false, boundingClientRect: { top: -400 } } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          ),
        ),
    };
  }

  async function renderScrolledDown({ pinned, reducedMotion = false }: { pinned: boolean; reducedMotion?: boolean }) {
    stubCourses();
    const observer = stubIntersectionObserver();
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: reducedMotion && media === '(prefers-reduced-motion: reduce)',
      media,
    }));
    vi.stubGlobal('scrollY', SCROLLED);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await render();
    await screen.findByText('Marketing digital');
    vi.spyOn(screen.getByRole('search'), 'getBoundingClientRect').mockReturnValue({ bottom: BAR_BOTTOM } as DOMRect);
    vi.spyOn(screen.getByText(/^Formations trouvées/).parentElement!, 'getBoundingClientRect').mockReturnValue({
      top: RESULTS_TOP,
    } as DOMRect);
    if (pinned) observer.scrollPastBar();
    return scrollTo;
  }

  it('brings the top of the results back just under the bar when the search or the category changes', async () => {
    const scrollTo = await renderScrolledDown({ pinned: true });
    expect(screen.getByRole('search')).toHaveClass('fixed');

    await userEvent.type(screen.getByRole('searchbox'), 'm');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: UNDER_THE_BAR, behavior: 'smooth' });

    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Marketing' }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: UNDER_THE_BAR, behavior: 'smooth' });
  });

  it('jumps there without animation for people who ask for reduced motion', async () => {
    const scrollTo = await renderScrolledDown({ pinned: true, reducedMotion: true });
    await userEvent.click(screen.getByRole('button', { name: 'Design' }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: UNDER_THE_BAR, behavior: 'instant' });
  });

  it('leaves the page where it is while the bar is not pinned', async () => {
    const scrollTo = await renderScrolledDown({ pinned: false });
    await userEvent.type(screen.getByRole('searchbox'), 'design');
    await userEvent.click(screen.getByRole('button', { name: 'Design' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
