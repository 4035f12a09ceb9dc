import { describe, expect, it } from 'vitest';
import type { CourseSummary } from '../../domain/entities.ts';
import { courseCard } from '../../test-utils.tsx';
import * as demo from '../demo/demo-courses.ts';
import { homeSections, needsDemo } from './home-sections.ts';

const ids = (courses: CourseSummary[]) => courses.map((item) => item._id);
const demoOnSale = ids(demo.DEMO_COURSES.filter((item) => item.salePrice !== undefined));

describe('homeSections', () => {
  it('shows up to 6 popular and 3 sale courses when the centre has enough', () => {
    const courses = Array.from({ length: 8 }, (_, index) => courseCard(`c${index}`, index < 4 ? { salePrice: 500 } : {}));
    const { popular, sale } = homeSections(courses, false, demo.DEMO_COURSES);
    expect(ids(popular)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5']);
    expect(ids(sale)).toEqual(['c0', 'c1', 'c2']);
    expect(needsDemo(courses, false)).toBe(false);
  });

  it('prefers sale courses the popular section does not already show', () => {
    const courses = Array.from({ length: 9 }, (_, index) => courseCard(`c${index}`, [1, 6, 8].includes(index) ? { salePrice: 500 } : {}));
    const { popular, sale } = homeSections(courses, false, demo.DEMO_COURSES);
    expect(ids(popular)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5']);
    expect(ids(sale)).toEqual(['c6', 'c8', 'c1']);
    expect(homeSections(courses, false, undefined).sale).toEqual(sale);
  });

  it('repeats a popular course on sale only when there are not enough others, and before any demo course', () => {
    const courses = Array.from({ length: 7 }, (_, index) => courseCard(`c${index}`, [0, 2, 6].includes(index) ? { salePrice: 500 } : {}));
    expect(ids(homeSections(courses, false, demo.DEMO_COURSES).sale)).toEqual(['c6', 'c0', 'c2']);

    // Five of the centre's courses, one on sale: demo-1 completes the popular six, so the sale pads with the other demo courses on sale.
    const five = Array.from({ length: 5 }, (_, index) => courseCard(`r${index}`, index === 0 ? { salePrice: 700 } : {}));
    const padded = homeSections(five, false, demo.DEMO_COURSES);
    expect(ids(padded.popular)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'demo-1']);
    expect(demoOnSale).toEqual(['demo-1', 'demo-2', 'demo-3']);
    expect(ids(padded.sale)).toEqual(['r0', 'demo-2', 'demo-3']);
  });

  it('keeps published courses only', () => {
    const { popular, sale } = homeSections([courseCard('draft', { isPublished: false, salePrice: 100 }), courseCard('live')], false, undefined);
    expect(ids(popular)).toEqual(['live']);
    expect(sale).toEqual([]);
  });

  it('pads the popular section to 6 and the sale section to 3 with demo courses, real ones first', () => {
    const { popular, sale } = homeSections([courseCard('a'), courseCard('b', { salePrice: 700 })], false, demo.DEMO_COURSES);
    expect(ids(popular)).toEqual(['a', 'b', 'demo-1', 'demo-2', 'demo-3', 'demo-4']);
    expect(ids(sale)).toEqual(['b', ...demoOnSale.slice(0, 2)]);
    expect(sale.every((item) => item.salePrice !== undefined)).toBe(true);
  });

  it('shows demo courses when the list failed to load', () => {
    const { popular, sale } = homeSections(undefined, true, demo.DEMO_COURSES);
    expect(ids(popular)).toEqual(ids(demo.DEMO_COURSES).slice(0, 6));
    expect(ids(sale)).toEqual(demoOnSale.slice(0, 3));
    expect(needsDemo(undefined, true)).toBe(true);
  });

  it('pads nothing when demo padding is off: the sections hold the real courses only, maybe none', () => {
    expect(homeSections([courseCard('a'), courseCard('b')], false, undefined)).toEqual({ popular: [courseCard('a'), courseCard('b')], sale: [] });
    expect(homeSections(undefined, true, undefined)).toEqual({ popular: [], sale: [] });
  });

  it('needs the demo courses as soon as one section falls short', () => {
    const sixWithoutSale = Array.from({ length: 6 }, (_, index) => courseCard(`c${index}`));
    expect(needsDemo(sixWithoutSale, false)).toBe(true);
    expect(needsDemo([], false)).toBe(true);
  });
});
