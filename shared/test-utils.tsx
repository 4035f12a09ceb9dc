/** Renders a screen as the site does: i18n in a chosen language, the router, the platform. */
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { type ReactElement, Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CourseSummary, PublicCentreSettings, PublishedCourse } from './domain/entities.ts';
import type { SiteContent } from './domain/site-content.ts';
import { initI18n, loadAllTranslations, setCentreIdentity, switchLanguage } from './i18n/i18n.ts';
import { AdminSessionProvider } from './auth/AdminSession.tsx';
import { PlatformProvider } from './platform/PlatformContext.tsx';
import { webPlatform } from './platform/web.ts';
import { createSiteQueryClient } from './site/query-client.ts';
import { siteQueries } from './api/site.ts';
import { AppToaster } from './ui/AppToaster.tsx';

/** The centre's details the next rendered page arrives with (embedCentreSettings); unless set, the page asks the API. */
let arrivingCentre: PublicCentreSettings | undefined;
/**
 * The centre's own words the next rendered page arrives with (embedSiteContent): none written
 * unless a test says otherwise, as the server sends them with every page that shows them.
 */
const NO_SITE_CONTENT: SiteContent = { texts: {}, testimonials: [] };
let arrivingContent: SiteContent = NO_SITE_CONTENT;

interface SiteRenderOptions {
  language?: string;
  route?: string;
}

export async function renderWithSite(ui: ReactElement, { language = 'fr', route = '/' }: SiteRenderOptions = {}) {
  await initI18n();
  await loadAllTranslations();
  await switchLanguage(language);
  const queryClient = createSiteQueryClient();
  // No retries: a test's failed answer shows its error state at once.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  if (arrivingCentre) queryClient.setQueryData(siteQueries.centreSettings().queryKey, arrivingCentre);
  // As the browser's entry does: the texts name the centre the page arrived with (else the neutral name).
  setCentreIdentity(arrivingCentre);
  arrivingCentre = undefined;
  queryClient.setQueryData(siteQueries.siteContent().queryKey, arrivingContent);
  arrivingContent = NO_SITE_CONTENT;
  return render(
    <PlatformProvider platform={webPlatform}>
      <AdminSessionProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <Suspense fallback={null}>{ui}</Suspense>
          </MemoryRouter>
        </QueryClientProvider>
      </AdminSessionProvider>
    </PlatformProvider>,
  );
}

/**
 * A page rendered with the toaster its messages appear in, for a visitor to act on: answers the
 * visitor (`userOptions` as userEvent.setup takes them).
 */
export async function renderWithToaster(
  page: ReactElement,
  options: SiteRenderOptions,
  userOptions?: Parameters<typeof userEvent.setup>[0],
): Promise<UserEvent> {
  const user = userEvent.setup(userOptions);
  await renderWithSite(
    <>
      {page}
      <AppToaster />
    </>,
    options,
  );
  return user;
}

/** For a file whose tests stub fetch and show toasts: each test starts with neither left by the one before. */
export function clearStubsAndToastsAfterEach(): void {
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.remove();
  });
}

/** A JSON answer of the API, as fetch resolves it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stands in for the browser's fetch until the test ends (clearStubsAndToastsAfterEach, or the
 * file's own vi.unstubAllGlobals): answers with `answer`, or undefined for a test that sends nothing.
 */
export function stubFetch(answer?: typeof fetch) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const text = (fr: string, en: string, ar: string) => ({ fr, en, ar });

/** A published course as GET /api/courses/:id sends it: three languages, a sale price, an instructor, no session. */
export const PUBLISHED_COURSE: PublishedCourse = {
  _id: 'c42',
  title: text('Marketing digital avancé', 'Advanced digital marketing', 'التسويق الرقمي المتقدم'),
  description: text(
    'Pilotez vos campagnes en ligne avec méthode.',
    'Run your online campaigns with method.',
    'أدر حملاتك عبر الإنترنت بمنهجية.',
  ),
  learnings: {
    fr: ['Construire une stratégie', 'Mesurer les résultats'],
    en: ['Build a strategy', 'Measure results'],
    ar: ['بناء استراتيجية', 'قياس النتائج'],
  },
  syllabus: [
    {
      title: text('Stratégie', 'Strategy', 'الاستراتيجية'),
      content: text('Cibles et objectifs.', 'Audiences and goals.', 'الفئات والأهداف.'),
    },
    {
      title: text('Publicité', 'Advertising', 'الإعلان'),
      content: text('Campagnes payantes.', 'Paid campaigns.', 'الحملات المدفوعة.'),
    },
    {
      title: text('Mesure', 'Analytics', 'القياس'),
      content: text('Tableaux de bord.', 'Dashboards.', 'لوحات القيادة.'),
    },
  ],
  category: 'Marketing',
  duration: { fr: '2 mois', en: '2 months', ar: 'شهران' },
  price: 1000,
  salePrice: 820,
  instructor: {
    _id: 'i1',
    name: 'Karim Trabelsi',
    title: { fr: 'Consultant', en: 'Consultant', ar: 'مستشار' },
    imageUrl: '/uploads/images/karim.webp',
  },
  skillLevel: 'Intermédiaire',
  learningPace: 'Intensif',
  isPublished: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  sessions: [],
};

/** A course as GET /api/courses sends it (one card), titled by its id in every language unless told otherwise. */
export function courseCard(id: string, overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    _id: id,
    title: { fr: id, en: id, ar: id },
    category: 'Informatique',
    duration: { fr: '3 mois', en: '3 months', ar: '3 أشهر' },
    price: 900,
    skillLevel: 'Débutant',
    isPublished: true,
    ...overrides,
  };
}

/** A centre's public details, as the server embeds them in a page. */
export const CENTRE_FIXTURE: PublicCentreSettings = {
  name: 'Takwin Sousse',
  address: {
    fr: 'Avenue Hédi Chaker\n4000 Sousse, Tunisie',
    en: 'Hédi Chaker avenue\n4000 Sousse, Tunisia',
    ar: 'شارع الهادي شاكر\n4000 سوسة، تونس',
  },
  phone: '+216 73 222 333',
  whatsapp: '+216 98 765 432',
  email: 'sousse@takwin.tn',
  openingHours: {
    fr: 'Lundi – vendredi : 9h – 17h\nSamedi : fermé',
    en: 'Monday – Friday: 9 am – 5 pm\nSaturday: closed',
    ar: 'من الاثنين إلى الجمعة: 9:00 – 17:00\nالسبت: مغلق',
  },
  facebookUrl: 'https://www.facebook.com/takwin.sousse',
  latitude: 35.8256,
  longitude: 10.6084,
};

/** The next page rendered by renderWithSite arrives with the centre's details, as the server sends them. */
export function embedCentreSettings(settings: PublicCentreSettings = CENTRE_FIXTURE): void {
  arrivingCentre = settings;
}

/** The next page rendered by renderWithSite arrives with these texts and testimonials of the centre's. */
export function embedSiteContent(content: SiteContent): void {
  arrivingContent = content;
}
