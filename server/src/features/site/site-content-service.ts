/**
 * The centre's own words on the public pages (rewritten texts, testimonials) and the removal of
 * the demo content. Every page that shows them reads them, so the public part is held in memory
 * like the centre's details (features/settings/service.ts): replaced when staff save here, read
 * again after a few seconds or when another server says it saved (cluster/bus.ts). A change is
 * written with its audit row, then the rendered pages are cleared everywhere (onSaved).
 */
import {
  type DemoContent,
  type SiteContent,
  type SiteTexts,
  type Testimonial,
  type TestimonialInput,
} from '../../../../shared/domain/index.ts';
import { HeldValue } from '../../infra/cache/held-value.ts';
import type { SiteContentRepository } from './site-content-repository.ts';
import type { ActorSource, AuditRecord, AuditTrail } from '../audit/audit-trail.ts';
import type { CatalogueService } from '../catalogue/service.ts';

export interface SiteContentOptions {
  repository: SiteContentRepository;
  audit: AuditTrail;
  /** The demo courses and instructors are the catalogue's: removed through its write path. */
  catalogue: CatalogueService;
  /** Removes a stored picture once its row is gone. */
  removeImage: (file: string) => Promise<void>;
  /** Called once a change is committed: app.ts clears the rendered pages, everywhere. */
  onSaved?: () => void;
  lifetimeMs?: number;
}

/** A short name for the trail: the testimonial's author. */
const labelOf = (testimonial: Pick<Testimonial, 'name'>) => testimonial.name;

/** A testimonial's visibility as its audit row says it. */
const visibilitySummary = (isVisible: boolean): Pick<AuditRecord, 'summary' | 'detail'> =>
  isVisible ? { summary: 'visible', detail: { code: 'visible' } } : { summary: 'hidden', detail: { code: 'hidden' } };

export class SiteContentService {
  private readonly held: HeldValue<SiteContent>;

  constructor(private readonly options: SiteContentOptions) {
    this.held = new HeldValue(() => this.read(), options.lifetimeMs ?? 10_000);
  }

  /** The rewritten texts and the visible testimonials, in order: what the public pages show. */
  getPublic(): Promise<SiteContent> {
    return this.held.get();
  }

  private async read(): Promise<SiteContent> {
    const [texts, testimonials] = await Promise.all([
      this.options.repository.findTexts(),
      this.options.repository.listTestimonials(),
    ]);
    return {
      texts,
      testimonials: testimonials
        .filter((testimonial) => testimonial.isVisible)
        .map(({ _id, name, role, quote }) => ({ _id, name, role, quote })),
    };
  }

  /** Another server saved (cluster/bus.ts), or this one did: the next read asks the database. */
  forget(): void {
    this.held.forget();
  }

  private saved(): void {
    this.forget();
    this.options.onSaved?.();
  }

  listTestimonials(): Promise<Testimonial[]> {
    return this.options.repository.listTestimonials();
  }

  async saveTexts(actor: ActorSource, texts: SiteTexts): Promise<SiteTexts> {
    await this.options.audit.change(actor, async ({ repos, record }) => {
      await repos.siteContent.saveTexts(texts);
      const count = Object.keys(texts).length;
      await record({
        action: 'site-texts.update',
        summary: `${count} texts`,
        detail: { code: 'texts_changed', params: { count } },
      });
    });
    this.saved();
    return this.options.repository.findTexts();
  }

  async createTestimonial(actor: ActorSource, input: TestimonialInput): Promise<Testimonial> {
    const created = await this.options.audit.change(actor, async ({ repos, record }) => {
      const testimonial = await repos.siteContent.createTestimonial(input);
      await record({
        action: 'testimonial.create',
        target: { kind: 'testimonial', _id: testimonial._id, label: labelOf(testimonial) },
        ...visibilitySummary(input.isVisible),
      });
      return testimonial;
    });
    this.saved();
    return created;
  }

  /** undefined when there is none by that id (nothing recorded). */
  async updateTestimonial(actor: ActorSource, id: string, input: TestimonialInput): Promise<Testimonial | undefined> {
    const updated = await this.options.audit.change(actor, async ({ repos, record }) => {
      const before = await repos.siteContent.findTestimonial(id);
      if (!before) return undefined;
      const testimonial = await repos.siteContent.updateTestimonial(id, input);
      const visibility = before.isVisible === input.isVisible ? { summary: '' } : visibilitySummary(input.isVisible);
      await record({
        action: 'testimonial.update',
        target: { kind: 'testimonial', _id: id, label: labelOf(input) },
        ...visibility,
      });
      return testimonial;
    });
    if (updated) this.saved();
    return updated;
  }

  async deleteTestimonial(actor: ActorSource, id: string): Promise<boolean> {
    const deleted = await this.options.audit.change(actor, async ({ repos, record }) => {
      const before = await repos.siteContent.findTestimonial(id);
      if (!before || !(await repos.siteContent.deleteTestimonial(id))) return false;
      await record({
        action: 'testimonial.delete',
        target: { kind: 'testimonial', _id: id, label: labelOf(before) },
        summary: '',
      });
      return true;
    });
    if (deleted) this.saved();
    return deleted;
  }

  /** false when `ids` is not every testimonial once (another staff member added or deleted one meanwhile). */
  async reorderTestimonials(actor: ActorSource, ids: string[]): Promise<boolean> {
    const done = await this.options.audit.change(actor, async ({ repos, record }) => {
      const current = (await repos.siteContent.listTestimonials()).map((testimonial) => testimonial._id);
      if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id)))
        return false;
      await repos.siteContent.reorderTestimonials(ids);
      await record({
        action: 'testimonial.reorder',
        summary: `${ids.length} testimonials`,
        detail: { code: 'testimonials_reordered', params: { count: ids.length } },
      });
      return true;
    });
    if (done) this.saved();
    return done;
  }

  /**
   * Removes everything the demo seed added (courses with their sessions, instructors,
   * testimonials) in one transaction with its audit row, then their pictures; the catalogue and
   * the rendered pages are cleared everywhere.
   */
  async removeDemo(actor: ActorSource): Promise<DemoContent> {
    const { removed, imageFiles } = await this.options.catalogue.change(actor, async ({ repos, record }) => {
      const result = await repos.demoContent.remove();
      const { courses, sessions, instructors, testimonials } = result.removed;
      await record({
        action: 'demo.remove',
        summary: `${courses} courses, ${sessions} sessions, ${instructors} instructors, ${testimonials} testimonials`,
        detail: { code: 'demo_removed', params: { courses, sessions, instructors, testimonials } },
      });
      return result;
    });
    this.saved();
    for (const file of imageFiles) await this.options.removeImage(file);
    return removed;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's own words and the demo content (features/site/site-content-service.ts). */
    siteContent: SiteContentService;
  }
}
