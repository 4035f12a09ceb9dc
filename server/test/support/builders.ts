import type { TestContext } from './context.ts';
import { multipart, type FilePart } from './context.ts';

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
  const body = await multipart({ name, title: JSON.stringify(INSTRUCTOR_TITLE) }, avatar ? [avatar] : []);
  const response = await ctx.inject({
    method: 'POST',
    url: '/api/instructors',
    headers: { ...ctx.auth, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 201) throw new Error(`instructor not created: ${response.body}`);
  return response.json() as { _id: string; name: string; imageUrl?: string };
}

export async function createCourse(
  ctx: TestContext,
  instructorId: string,
  overrides: Record<string, unknown> = {},
  image?: FilePart,
) {
  const body = await multipart(courseFields(instructorId, overrides), image ? [image] : []);
  const response = await ctx.inject({
    method: 'POST',
    url: '/api/courses',
    headers: { ...ctx.auth, ...body.headers },
    payload: body.payload,
  });
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
