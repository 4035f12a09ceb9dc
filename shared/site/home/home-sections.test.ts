import { describe, expect, it } from 'vitest';
import type { CourseSummary } from '../../domain/entities.ts';
import { courseCard } from '../../test-utils.tsx';
import { homeSections } from './home-sections.ts';

const ids = (courses: CourseSummary[]) => courses.map((item) => item._id);

/** `length` published courses c0, c1…, those at the `onSale` positions with a sale price. */
const catalogue = (length: number, onSale: number[]) =>
  Array.from({ length }, (_, index) => courseCard(`c${index}`, onSale.includes(index) ? { salePrice: 500 } : {}));

describe('homeSections', () => {
  it('shows up to 6 popular and 3 sale courses when the centre has enough', () => {
    const courses = catalogue(8, [0, 1, 2, 3]);
    const { popular, sale } = homeSections(courses, false);
    expect(ids(popular)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5']);
    expect(ids(sale)).toEqual(['c0', 'c1', 'c2']);
  });

  it('prefers sale courses the popular section does not already show', () => {
    const courses = catalogue(9, [1, 6, 8]);
    const { popular, sale } = homeSections(courses, false);
    expect(ids(popular)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5']);
    expect(ids(sale)).toEqual(['c6', 'c8', 'c1']);
  });

  it('repeats a popular course on sale only when there are not enough others', () => {
    const courses = catalogue(7, [0, 2, 6]);
    expect(ids(homeSections(courses, false).sale)).toEqual(['c6', 'c0', 'c2']);
  });

  it('keeps published courses only', () => {
    const { popular, sale } = homeSections(
      [courseCard('draft', { isPublished: false, salePrice: 100 }), courseCard('live')],
      false,
    );
    expect(ids(popular)).toEqual(['live']);
    expect(sale).toEqual([]);
  });

  it('never invents a course: a centre with few shows few, one whose list failed shows none', () => {
    expect(homeSections([courseCard('a'), courseCard('b')], false)).toEqual({
      popular: [courseCard('a'), courseCard('b')],
      sale: [],
    });
    expect(homeSections([], false)).toEqual({ popular: [], sale: [] });
    expect(homeSections(undefined, true)).toEqual({ popular: [], sale: [] });
  });
});
