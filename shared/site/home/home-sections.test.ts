import { describe, expect, it } from 'vitest';
import type { CourseSummary } from '../../domain/entities.ts';
import { courseCard } from '../../test-utils.tsx';
import { homeSections } from './home-sections.ts';

const ids = (courses: CourseSummary[]) => courses.map((item) => item._id);

describe('homeSections', () => {
  it('shows up to 6 popular and 3 sale courses when the centre has enough', () => {
    const courses = Array.from({ length: 8 }, (_, index) =>
      courseCard(`c${index}`, index < 4 ? { salePrice: 500 } : {}),
    );
    const { popular, sale } = homeSections(courses, false);
    expect(ids(popular)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5']);
    expect(ids(sale)).toEqual(['c0', 'c1', 'c2']);
  });

  it('prefers sale courses the popular section does not already show', () => {
    const courses = Array.from({ length: 9 }, (_, index) =>
      courseCard(`c${index}`, [1, 6, 8].includes(index) ? { salePrice: 500 } : {}),
    );
    const { popular, sale } = homeSections(courses, false);
    expect(ids(popular)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5']);
    expect(ids(sale)).toEqual(['c6', 'c8', 'c1']);
  });

  it('repeats a popular course on sale only when there are not enough others', () => {
    const courses = Array.from({ length: 7 }, (_, index) =>
      courseCard(`c${index}`, [0, 2, 6].includes(index) ? { salePrice: 500 } : {}),
    );
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
