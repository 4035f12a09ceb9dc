/** Fixtures and a rendering helper for the admin course screens' component tests. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Course, Instructor } from '../../domain/entities.ts';
import { renderWithSite } from '../../test-utils.tsx';
import CourseFormPage from './CourseFormPage.tsx';
import CoursesListPage from './CoursesListPage.tsx';

const text = (fr: string, en: string, ar: string) => ({ fr, en, ar });
const CREATED = '2026-01-01T00:00:00.000Z';

export const INSTRUCTORS: Instructor[] = [
  {
    _id: 'i1',
    name: 'Amel Ben Salah',
    title: text('Développeuse web', 'Web developer', 'مطوّرة ويب'),
    createdAt: CREATED,
  },
  {
    _id: 'i2',
    name: 'Karim Jaziri',
    title: text('Designer UX', 'UX designer', 'مصمّم تجربة المستخدم'),
    createdAt: CREATED,
  },
];

export function makeCourse(id: string, overrides: Partial<Course> = {}): Course {
  return {
    _id: id,
    title: text(`Cours ${id}`, `Course ${id}`, `دورة ${id}`),
    description: text('Une description.', 'A description.', 'وصف الدورة.'),
    learnings: { fr: ['Bases', 'Projet'], en: ['Basics', 'Project'], ar: ['الأساسيات', 'مشروع'] },
    syllabus: [
      {
        title: text('Module un', 'Module one', 'الوحدة الأولى'),
        content: text('Contenu un', 'Content one', 'المحتوى الأول'),
      },
      {
        title: text('Module deux', 'Module two', 'الوحدة الثانية'),
        content: text('Contenu deux', 'Content two', 'المحتوى الثاني'),
      },
    ],
    category: 'Design',
    duration: text('3 mois', '3 months', '3 أشهر'),
    price: 900,
    salePrice: 700,
    imageUrl: '/uploads/current.webp',
    instructor: INSTRUCTORS[1]!,
    skillLevel: 'Intermédiaire',
    learningPace: 'Intensif',
    isPublished: false,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Answers fetch per "METHOD /api/path"; anything else is a 404 the test would notice. */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key];
    return handler ? handler(init) : json({ message: `No stub for ${key}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls made to one route, with their bodies. */
  const callsTo = (key: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
      .map(([, init]) => init);
  return { fetchMock, callsTo };
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderAdminCourses(route: string, language = 'fr') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithSite(
    <QueryClientProvider client={client}>
      <Routes>
        <Route path="/admin/courses" element={<CoursesListPage />} />
        <Route path="/admin/courses/add" element={<CourseFormPage />} />
        <Route path="/admin/courses/edit/:id" element={<CourseFormPage />} />
      </Routes>
      <Location />
      <Toaster />
    </QueryClientProvider>,
    { route, language },
  );
}

/** What a test DOM may lack and the screens use: matchMedia (the toaster) and object URLs (image previews). */
export function stubBrowser() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
  URL.createObjectURL = vi.fn((file: Blob | MediaSource) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
}

/** Sets up each test of a course screen: the browser stubs before it, no toast or stub left after it. */
export function setUpCourseScreenTests() {
  beforeEach(stubBrowser);
  afterEach(() => {
    toast.remove();
    vi.unstubAllGlobals();
  });
}

export type LanguageName = 'Français' | 'English' | 'العربية';

/** The course form's language tab, by the language's own name. */
export const tab = (name: LanguageName) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label (the required and "to translate" marks aside): far quicker than by role in a form this large. */
export const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}(?: \\*)?(?: à traduire)?$`));
export const textbox = field;
export const select = field;
export const spinbutton = field;
export const button = (name: string) => screen.getByRole('button', { name });

/** Empties a field, then pastes `value` into it (typed key by key, a long text takes a test DOM seconds). */
export async function fill(user: UserEvent, element: HTMLElement, value: string) {
  await user.clear(element);
  if (value === '') return;
  await user.click(element);
  await user.paste(value);
}

export const png = (name = 'cover.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });
