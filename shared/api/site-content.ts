/**
 * The site's own words as staff edit them in /admin/content (visitors' pages read them with
 * shared/api/site.ts), and the demo content. Each call is silent: the screens show their own states.
 */
import type { DemoContent, SiteContent, SiteTexts, Testimonial, TestimonialInput } from '../domain/site-content.ts';
import { api } from './client.ts';

export const ADMIN_SITE_TEXTS_KEY = ['admin', 'site-texts'] as const;
/** The product's own wording of every editable text (read from the locale files, not the API), beside each field of the content screen. */
export const DEFAULT_SITE_TEXTS_KEY = ['admin', 'default-site-texts'] as const;
export const ADMIN_TESTIMONIALS_KEY = ['admin', 'testimonials'] as const;
export const ADMIN_DEMO_CONTENT_KEY = ['admin', 'demo-content'] as const;

/** The rewritten texts, as visitors' pages read them. */
export const fetchSiteTexts = async (signal?: AbortSignal): Promise<SiteTexts> =>
  (await api.get<SiteContent>('/site-content', { silent: true, signal })).texts as SiteTexts;

export const saveSiteTexts = (texts: SiteTexts): Promise<SiteTexts> =>
  api.put<SiteTexts>('/site-content/texts', texts, { silent: true });

export const fetchTestimonials = (signal?: AbortSignal): Promise<Testimonial[]> =>
  api.get<Testimonial[]>('/testimonials', { silent: true, signal });
export const createTestimonial = (input: TestimonialInput): Promise<Testimonial> =>
  api.post<Testimonial>('/testimonials', input, { silent: true });
export const updateTestimonial = (id: string, input: TestimonialInput): Promise<Testimonial> =>
  api.put<Testimonial>(`/testimonials/${encodeURIComponent(id)}`, input, { silent: true });
export const deleteTestimonial = (id: string): Promise<unknown> =>
  api.delete(`/testimonials/${encodeURIComponent(id)}`, { silent: true });
export const orderTestimonials = (ids: string[]): Promise<Testimonial[]> =>
  api.put<Testimonial[]>('/testimonials/order', { ids }, { silent: true });

export const fetchDemoContent = (signal?: AbortSignal): Promise<DemoContent> =>
  api.get<DemoContent>('/demo-content', { silent: true, signal });
/** Removes everything the demo seed added; answers what was removed. */
export const removeDemoContent = (): Promise<DemoContent> => api.delete<DemoContent>('/demo-content', { silent: true });
