/**
 * schema.org descriptions of the centre and of a course, for search engines (JSON-LD in the page's
 * <head>, written by the server's renderer). URLs are absolute: `url` turns a site path into one.
 */
import { SITE_IMAGE_PATH, SITE_LOGO_PATH } from '../domain/constants.ts';
import type { Course, PublicCentreSettings } from '../domain/entities.ts';
import { CENTRE_TIME_ZONE } from '../domain/calendar.ts';
import { centreName } from '../domain/identity.ts';
import type { CourseSession, SessionMode } from '../domain/sessions.ts';
import { coursePath, localize } from '../domain/localize.ts';
import type { Language } from '../i18n/languages.ts';

export type AbsoluteUrl = (path: string) => string;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The centre (home, about and contact pages). */
export function organizationData(centre: PublicCentreSettings, language: Language, url: AbsoluteUrl): object {
  const address = lines(localize(centre.address, language));
  const sameAs = [centre.facebookUrl, centre.instagramUrl, centre.linkedinUrl].filter((link): link is string =>
    Boolean(link),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': url('/#organization'),
    name: centreName(centre, language),
    url: url('/'),
    logo: url(centre.logoUrl ?? SITE_LOGO_PATH),
    image: url(SITE_IMAGE_PATH),
    ...(centre.phone && { telephone: centre.phone }),
    ...(centre.email && { email: centre.email }),
    ...(address.length > 0 && {
      address: { '@type': 'PostalAddress', streetAddress: address.join(', '), addressCountry: 'TN' },
    }),
    ...(centre.latitude !== undefined &&
      centre.longitude !== undefined && {
        geo: { '@type': 'GeoCoordinates', latitude: centre.latitude, longitude: centre.longitude },
      }),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

/** schema.org's courseMode words, as Google's course info reads them. */
const COURSE_MODES: Record<SessionMode, string> = { onsite: 'Onsite', online: 'Online', hybrid: 'Blended' };
const ATTENDANCE_MODES: Record<SessionMode, string> = {
  onsite: 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
};

/**
 * An upcoming session as a CourseInstance (an Event): its days, its mode, where it is held (the
 * place, or the course's page for online), its timetable in words and its seats.
 */
function courseInstance(session: CourseSession, language: Language, pageUrl: string): object {
  const place = session.location && lines(localize(session.location, language)).join(language === 'ar' ? '، ' : ', ');
  const placed = place ? [{ '@type': 'Place', name: place, address: place }] : [];
  const virtual = session.mode === 'onsite' ? [] : [{ '@type': 'VirtualLocation', url: pageUrl }];
  const locations = [...placed, ...virtual];
  const schedule = localize(session.schedule, language);
  return {
    '@type': 'CourseInstance',
    courseMode: COURSE_MODES[session.mode],
    eventAttendanceMode: ATTENDANCE_MODES[session.mode],
    eventStatus: 'https://schema.org/EventScheduled',
    startDate: session.startDate,
    endDate: session.endDate,
    ...(locations.length > 0 && { location: locations.length === 1 ? locations[0] : locations }),
    courseSchedule: {
      '@type': 'Schedule',
      startDate: session.startDate,
      endDate: session.endDate,
      scheduleTimezone: CENTRE_TIME_ZONE,
      ...(schedule && { description: schedule }),
    },
    maximumAttendeeCapacity: session.seats,
    remainingAttendeeCapacity: Math.max(0, session.seatsLeft),
  };
}

/**
 * A course page: the course, what it costs (the sale price when on sale), who gives it and, from
 * GET /courses/:id, its upcoming sessions.
 */
export function courseData(
  course: Course & { sessions?: readonly CourseSession[] },
  language: Language,
  currency: string,
  providerName: string,
  url: AbsoluteUrl,
): object {
  const pageUrl = url(coursePath(course, language));
  const onSale = course.salePrice !== undefined && course.salePrice < course.price;
  const sessions = course.sessions ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${pageUrl}#course`,
    name: localize(course.title, language),
    description: localize(course.description, language),
    inLanguage: language,
    url: pageUrl,
    ...(course.imageUrl && { image: url(course.imageUrl) }),
    provider: { '@type': 'EducationalOrganization', name: providerName, sameAs: url('/') },
    ...(sessions.length > 0 && {
      hasCourseInstance: sessions.map((session) => courseInstance(session, language, pageUrl)),
    }),
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: onSale ? course.salePrice : course.price,
      priceCurrency: currency,
      url: pageUrl,
      ...(onSale && {
        priceSpecification: [
          { '@type': 'UnitPriceSpecification', price: course.salePrice, priceCurrency: currency },
          {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: course.price,
            priceCurrency: currency,
          },
        ],
      }),
    },
  };
}

/** Home › courses › this course, as the page's breadcrumb shows it. */
export function breadcrumbData(trail: { name: string; path: string }[], url: AbsoluteUrl): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: url(step.path),
    })),
  };
}
