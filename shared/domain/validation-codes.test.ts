import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CourseInputSchema, LeadInputSchema } from './schemas.ts';
import { issueCode, WITH_INPUT } from './validation-codes.ts';

const codesOf = (schema: z.ZodType, input: unknown, options?: typeof WITH_INPUT) =>
  Object.fromEntries(
    (schema.safeParse(input, options).error?.issues ?? []).map((issue) => [issue.path.join('.'), issueCode(issue)]),
  );

describe('issueCode', () => {
  it("reads zod's own problems as the vocabulary's codes", () => {
    expect(
      codesOf(LeadInputSchema, { email: 'x', learningPaceInterest: 'Slow', message: 'y'.repeat(20_000) }, WITH_INPUT),
    ).toMatchObject({
      name: 'required',
      email: 'email',
      learningPaceInterest: 'choice',
      message: 'too_long',
    });
    expect(
      codesOf(z.object({ n: z.number().min(1).max(3), list: z.array(z.string()).min(1) }).strict(), {
        n: 9,
        list: [],
        extra: 1,
      }),
    ).toEqual({
      n: 'too_large',
      list: 'too_few',
      '': 'unknown_field',
    });
  });

  it('tells a missing value from one of the wrong type, with or without the input kept', () => {
    const schema = z.object({ count: z.number() });
    expect(codesOf(schema, {}, WITH_INPUT)).toEqual({ count: 'required' });
    expect(codesOf(schema, { count: 'three' }, WITH_INPUT)).toEqual({ count: 'number' });
    // Without the input, the schemas' own wording of a missing value tells it.
    expect(codesOf(LeadInputSchema.pick({ name: true }), {})).toEqual({ name: 'required' });
  });

  it('takes the code a rule of ours names', () => {
    const course = {
      title: { fr: 'a', en: 'b', ar: 'c' },
      description: { fr: 'a', en: 'b', ar: 'c' },
      learnings: { fr: ['a'], en: ['b'], ar: ['c'] },
      syllabus: [{ title: { fr: 'a', en: 'b', ar: 'c' }, content: { fr: 'a', en: 'b', ar: 'c' } }],
      category: 'Langues',
      duration: '1',
      price: 100,
      salePrice: 150,
      instructor: 'i1',
    };
    expect(codesOf(CourseInputSchema, course)).toEqual({ salePrice: 'sale_price_not_below' });
    expect(codesOf(LeadInputSchema, { name: 'Sami\tT', email: 'a@b.tn', phone: 'call me' })).toEqual({
      name: 'one_line',
      phone: 'phone',
    });
  });
});
