import type { PlannedSession } from '../../../shared/domain/index.ts';
import { type FilePart, sendMultipart, type TestContext } from './context.ts';

const localized = (text: string) => ({ fr: `${text} (fr)`, en: `${text} (en)`, ar: `${text} (ar)` });

export const DURATION = { fr: '3 mois', en: '3 months', ar: '3 أشهر' };
export const INSTRUCTOR_TITLE = { fr: 'Formatrice web', en: 'Web trainer', ar: 'مدرّبة ويب' };

/** A complete, valid course as the admin form sends it: JSON text for the per-language parts. */
export function courseFields(instructorId: string, overrides: Record<string, unknown> = {}): Record<string, string> {
  const course: Record<string, unknown> = {
    title: localized('Développement web'),
    description: localized('Apprenez à créer des sites'),
    learnings: { fr: ['HTML'], en: ['HTML'], ar: ['HTML'] },
    syllabus: [{ title: localized('Module 1'), content: localized('Les bases') }],
    category: 'Informatique',
    duration: DURATION,
    price: '900',
    salePrice: '',
    skillLevel: 'Débutant',
    learningPace: 'Classique',
    instructor: instructorId,
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(course)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
}

export async function createInstructor(ctx: TestContext, name = 'Amel Ben Salah', avatar?: FilePart) {
  const response = await sendMultipart(
    ctx,
    'POST',
    '/api/instructors',
    { name, title: JSON.stringify(INSTRUCTOR_TITLE) },
    avatar ? [avatar] : [],
    ctx.auth,
  );
  if (response.statusCode !== 201) throw new Error(`instructor not created: ${response.body}`);
  return response.json() as { _id: string; name: string; imageUrl?: string };
}

export async function createCourse(
  ctx: TestContext,
  instructorId: string,
  overrides: Record<string, unknown> = {},
  image?: FilePart,
) {
  const response = await sendMultipart(
    ctx,
    'POST',
    '/api/courses',
    courseFields(instructorId, overrides),
    image ? [image] : [],
    ctx.auth,
  );
  if (response.statusCode !== 201) throw new Error(`course not created: ${response.body}`);
  return response.json() as {
    _id: string;
    isPublished: boolean;
    imageUrl?: string;
    price: number;
    salePrice?: number;
    slug: Record<'fr' | 'en' | 'ar', string>;
  };
}

/** Publishes a draft course through the API (the route toggles: a published one goes back to draft). */
export async function publishCourse(ctx: TestContext, courseId: string) {
  const response = await ctx.inject({ method: 'PUT', url: `/api/courses/${courseId}/publish`, headers: ctx.auth });
  if (response.statusCode !== 200 || !(response.json() as { isPublished: boolean }).isPublished)
    throw new Error(`course not published: ${response.body}`);
  return response.json() as { _id: string; isPublished: boolean; updatedAt: string };
}

/** A valid course made through the API and published: what a visitor can see. */
export async function createPublishedCourse(
  ctx: TestContext,
  instructorId: string,
  overrides: Record<string, unknown> = {},
  image?: FilePart,
) {
  const course = await createCourse(ctx, instructorId, overrides, image);
  await publishCourse(ctx, course._id);
  return { ...course, isPublished: true };
}

/** A valid session of a course as the admin form sends it: one morning, on site, 12 seats. */
export const sessionFields = (startDate: string, overrides: Record<string, unknown> = {}) => ({
  startDate,
  endDate: startDate,
  schedule: { fr: '9h–13h', en: '9am–1pm', ar: '9–13' },
  mode: 'onsite',
  location: { fr: 'Salle 2', en: 'Room 2', ar: 'القاعة 2' },
  seats: 12,
  ...overrides,
});

/** Plans a session of a course through the API. */
export async function createSession(ctx: TestContext, courseId: string, fields: Record<string, unknown>) {
  const response = await ctx.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/sessions`,
    headers: ctx.auth,
    payload: fields,
  });
  if (response.statusCode !== 201) throw new Error(`session not created: ${response.body}`);
  return response.json() as PlannedSession;
}
