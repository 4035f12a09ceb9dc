import { describe, expect, it } from 'vitest';
import type { Course } from '../domain/entities.ts';
import type { CourseSession } from '../domain/sessions.ts';
import { courseData } from './structured-data.ts';

const text = (fr: string, en: string, ar: string) => ({ fr, en, ar });
const url = (path: string) => new URL(path, 'https://takwin.example/').toString();

const COURSE: Course = {
  _id: 'c42',
  title: text('Marketing digital', 'Digital marketing', 'التسويق الرقمي'),
  description: text('Des campagnes.', 'Campaigns.', 'حملات.'),
  learnings: { fr: [], en: [], ar: [] },
  syllabus: [],
  category: 'Marketing',
  duration: text('2 mois', '2 months', 'شهران'),
  price: 900,
  instructor: { _id: 'i1', name: 'Karim', title: text('Consultant', 'Consultant', 'مستشار') },
  skillLevel: 'Débutant',
  learningPace: 'Classique',
  isPublished: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const session = (id: string, overrides: Partial<CourseSession>): CourseSession => ({
  _id: id,
  courseId: 'c42',
  startDate: '2027-01-12',
  endDate: '2027-01-16',
  schedule: text('Lundi–vendredi, 9h–12h', 'Monday–Friday, 9 am–12 pm', 'من الاثنين إلى الجمعة، 9:00–12:00'),
  mode: 'onsite',
  location: text('Takwin Sousse\nSalle 2', 'Takwin Sousse\nRoom 2', 'تكوين سوسة\nالقاعة 2'),
  seats: 12,
  status: 'open',
  seatsTaken: 9,
  seatsLeft: 3,
  ...overrides,
});

type Data = Record<string, unknown> & { hasCourseInstance?: Record<string, unknown>[] };

describe('courseData', () => {
  it('describes each upcoming session as a CourseInstance: mode, days, place, timetable, seats', () => {
    const sessions = [
      session('s1', {}),
      session('s2', {
        mode: 'online',
        location: undefined,
        startDate: '2027-02-01',
        endDate: '2027-02-01',
        seatsLeft: 0,
        seatsTaken: 12,
      }),
      session('s3', { mode: 'hybrid', startDate: '2027-03-01', endDate: '2027-03-20' }),
    ];
    const data = courseData({ ...COURSE, sessions }, 'fr', 'TND', 'Takwin', url) as Data;
    const [onsite, online, hybrid] = data.hasCourseInstance!;
    expect(onsite).toEqual({
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      startDate: '2027-01-12',
      endDate: '2027-01-16',
      location: { '@type': 'Place', name: 'Takwin Sousse, Salle 2', address: 'Takwin Sousse, Salle 2' },
      courseSchedule: {
        '@type': 'Schedule',
        startDate: '2027-01-12',
        endDate: '2027-01-16',
        scheduleTimezone: 'Africa/Tunis',
        description: 'Lundi–vendredi, 9h–12h',
      },
      maximumAttendeeCapacity: 12,
      remainingAttendeeCapacity: 3,
    });
    expect(online).toMatchObject({
      courseMode: 'Online',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://takwin.example/course/c42' },
      remainingAttendeeCapacity: 0,
    });
    expect(hybrid).toMatchObject({
      courseMode: 'Blended',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: [
        { '@type': 'Place', name: 'Takwin Sousse, Salle 2' },
        { '@type': 'VirtualLocation', url: 'https://takwin.example/course/c42' },
      ],
    });
  });

  it('writes the place and the timetable in the page’s language', () => {
    const data = courseData({ ...COURSE, sessions: [session('s1', {})] }, 'ar', 'TND', 'Takwin', url) as Data;
    expect(data.hasCourseInstance![0]).toMatchObject({
      location: { name: 'تكوين سوسة، القاعة 2' },
      courseSchedule: { description: 'من الاثنين إلى الجمعة، 9:00–12:00' },
    });
    expect(data.inLanguage).toBe('ar');
  });

  it('has no hasCourseInstance without upcoming sessions (or none sent)', () => {
    expect(courseData({ ...COURSE, sessions: [] }, 'fr', 'TND', 'Takwin', url)).not.toHaveProperty('hasCourseInstance');
    expect(courseData(COURSE, 'fr', 'TND', 'Takwin', url)).not.toHaveProperty('hasCourseInstance');
  });
});
