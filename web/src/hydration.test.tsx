/**
 * Every public page, rendered by the server's renderer (entry-server.tsx) and hydrated by the
 * browser's start (boot.tsx) with React's development build, which reports every difference
 * between the two: text, elements and attributes alike (the production build the site ships says
 * nothing of a differing attribute, so the browser tests cannot see those).
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Root } from 'react-dom/client';
import { type Language, QUERY_STATE_ELEMENT_ID } from '../../shared/domain/constants.ts';
import type { PublishedCourse } from '../../shared/domain/entities.ts';
import { SITE_PAGE_PATHS } from '../../shared/domain/site-routes.ts';
import { CENTRE_FIXTURE, courseCard, PUBLISHED_COURSE } from '../../shared/test-utils.tsx';

const text = (fr: string, en: string, ar: string) => ({ fr, en, ar });
const COURSE: PublishedCourse = {
  ...PUBLISHED_COURSE,
  learnings: { fr: ['Construire une stratégie'], en: ['Build a strategy'], ar: ['بناء استراتيجية'] },
  syllabus: PUBLISHED_COURSE.syllabus.slice(0, 1),
  sessions: [
    {
      _id: 's1',
      courseId: 'c42',
      startDate: '2099-03-02',
      endDate: '2099-04-24',
      schedule: text('Samedi 9h – 13h', 'Saturday 9 am – 1 pm', 'السبت 9:00 – 13:00'),
      mode: 'onsite',
      location: text('Sousse', 'Sousse', 'سوسة'),
      seats: 12,
      status: 'open',
      seatsTaken: 3,
      seatsLeft: 9,
    },
  ],
};
const CARDS = [
  courseCard('c42', {
    title: COURSE.title,
    salePrice: 820,
    nextSession: { _id: 's1', startDate: '2099-03-02', endDate: '2099-04-24', mode: 'onsite', seatsLeft: 9 },
  }),
  courseCard('c7'),
];
const INSTRUCTOR = {
  _id: 'i1',
  name: 'Karim Trabelsi',
  title: text('Consultant', 'Consultant', 'مستشار'),
  bio: text('Vingt ans de métier.', 'Twenty years in the trade.', 'عشرون عامًا في المهنة.'),
  imageUrl: '/uploads/images/karim.webp',
};

/** The public API as the pages read it, server and browser alike. */
const API: Record<string, unknown> = {
  '/courses': CARDS,
  '/courses/c42': COURSE,
  '/instructors': [INSTRUCTOR],
  '/settings': CENTRE_FIXTURE,
  '/privacy': { version: '2026-01', cvRetentionDays: 365, requestRetentionDays: 730 },
  // The centre's own words: a rewritten text and a testimonial, in French only (the other languages fall back to it).
  '/site-content': {
    texts: { 'home.hero.text': { fr: 'Nos formations, nos mots.' }, 'about_page.mission.text1': { ar: 'رسالتنا.' } },
    testimonials: [
      { _id: 't1', name: 'Amel Trabelsi', role: { fr: 'Développeuse' }, quote: { fr: 'Une formation concrète.' } },
    ],
  },
};
const readApi = async (path: string) => API[path.split('?')[0]!] ?? null;
const SETTINGS = { currency: 'TND' };

const PAGES = Object.entries(SITE_PAGE_PATHS)
  .filter(([page]) => page !== 'admin')
  .map(([page, path]) => [page, path.replace(':id', 'c42')] as const)
  .concat([['not-found', '/nowhere']]);

let reported: unknown[][];
/** The roots the tests started: unmounted after each, so that no React work outlives its test (nor the test environment). */
const roots: Root[] = [];
beforeEach(() => {
  reported = [];
  for (const level of ['error', 'warn'] as const)
    vi.spyOn(console, level).mockImplementation((...args) => void reported.push([level, ...args]));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const body = await readApi(path);
    return new Response(JSON.stringify(body), {
      status: body === null ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(async () => {
  for (const root of roots.splice(0)) root.unmount();
  await new Promise((resolve) => setTimeout(resolve));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** Serves `path` as the server does (its HTML, language, settings and query answers), then starts the app on it. */
async function serveAndHydrate(path: string, language: Language) {
  const { render } = await import('./entry-server.tsx');
  const page = await render({ url: path, language, readApi, publicUrl: 'http://localhost:4000', settings: SETTINGS });
  document.documentElement.lang = page.language;
  document.documentElement.dir = page.dir;
  document.head.innerHTML = `<meta name="site-currency" content="${SETTINGS.currency}">`;
  document.title = '';
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${JSON.stringify(page.state)}</script>`;
  window.history.replaceState(null, '', path);

  const heading = document.querySelector('#root h1');
  expect(heading, `${path} has a heading`).not.toBeNull();
  roots.push((await import('./boot.tsx')).root);
  // Hydrated and committed: the page's own effect has named the document (the head here has no
  // <title>), after React compared the whole page and reported any difference.
  await waitFor(() => expect(document.title).toBe(page.head.title));
  await new Promise((resolve) => setTimeout(resolve, 20));
  // The server's elements are the ones on screen, taken over, not replaced.
  expect(document.querySelector('#root h1')).toBe(heading);
  return page;
}

describe('a server-rendered page, hydrated', () => {
  it.each(
    PAGES.flatMap(([page, path]) => (['fr', 'en', 'ar'] as const).map((language) => [page, language, path] as const)),
  )('%s in %s: no difference between the server and the browser', async (_, language, path) => {
    const page = await serveAndHydrate(path, language);
    expect(page.html.length).toBeGreaterThan(500);
    expect(document.documentElement.lang).toBe(language);
    expect(reported).toEqual([]);
  });

  it('would see a difference of one attribute (the check itself works)', async () => {
    const { render } = await import('./entry-server.tsx');
    const page = await render({
      url: '/courses',
      language: 'fr',
      readApi,
      publicUrl: 'http://localhost:4000',
      settings: SETTINGS,
    });
    // The server's HTML with one link's address changed, as a renderer that differed would send it.
    const altered = page.html.replace(/href="\/course\/c42"/, 'href="/course/c43"');
    expect(altered).not.toBe(page.html);
    document.documentElement.lang = 'fr';
    document.head.innerHTML = `<meta name="site-currency" content="TND">`;
    document.body.innerHTML = `<div id="root">${altered}</div><script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${JSON.stringify(page.state)}</script>`;
    window.history.replaceState(null, '', '/courses');
    roots.push((await import('./boot.tsx')).root);
    await waitFor(() => expect(reported.flat().join(' ')).toMatch(/didn't match|hydrat/i));
    // React then draws the page afresh in the browser: that work must end before the test does
    // (on a busy machine it could otherwise run after the test environment is gone).
    await waitFor(() => expect(document.title).toBe(page.head.title));
  });
});
