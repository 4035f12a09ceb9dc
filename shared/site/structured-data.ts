/**
 * schema.org descriptions of the centre and of a course, for search engines (JSON-LD in the page's
 * <head>, written by the server's renderer). URLs are absolute: `url` turns a site path into one.
 */
import { SITE_IMAGE_PATH } from '../domain/constants.ts';
import type { Course, PublicCentreSettings } from '../domain/entities.ts';
import { localize } from '../domain/localize.ts';
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
  const sameAs = [centre.facebookUrl, centre.instagramUrl, centre.linkedinUrl].filter((link): link is string => Boolean(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': url('/#organization'),
    name: centre.name,
    url: url('/'),
    logo: url(SITE_IMAGE_PATH),
    image: url(SITE_IMAGE_PATH),
    telephone: centre.phone,
    email: centre.email,
    ...(address.length > 0 && { address: { '@type': 'PostalAddress', streetAddress: address.join(', '), addressCountry: 'TN' } }),
    ...(centre.latitude !== undefined && centre.longitude !== undefined && { geo: { '@type': 'GeoCoordinates', latitude: centre.latitude, longitude: centre.longitude } }),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

/** A course page: the course, what it costs (the sale price when on sale) and who gives it. */
export function courseData(course: Course, language: Language, currency: string, providerName: string, url: AbsoluteUrl): object {
  const pageUrl = url(`/course/${encodeURIComponent(course._id)}`);
  const onSale = course.salePrice !== undefined && course.salePrice < course.price;
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
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: onSale ? course.salePrice : course.price,
      priceCurrency: currency,
      url: pageUrl,
      ...(onSale && {
        priceSpecification: [
          { '@type': 'UnitPriceSpecification', price: course.salePrice, priceCurrency: currency },
          { '@type': 'UnitPriceSpecification', priceType: 'https://schema.org/StrikethroughPrice', price: course.price, priceCurrency: currency },
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
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: url(step.path) })),
  };
}
