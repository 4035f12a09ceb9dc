import type { Kysely, Selectable } from 'kysely';
import type { SiteTexts, Testimonial, TestimonialInput } from '../../../../shared/domain/index.ts';
import type { Database, TestimonialTable } from '../../infra/db/schema.ts';
import { newId } from '../../infra/db/ids.ts';
import { readSettingsRow, writeSettingsRow } from '../settings/settings-rows.ts';

/** The rewritten page texts: one JSON row beside the centre's details. */
const SITE_TEXTS = 'site-texts';

const toTestimonial = (row: Selectable<TestimonialTable>): Testimonial => ({
  _id: row.id,
  name: row.name,
  role: JSON.parse(row.role) as Testimonial['role'],
  quote: JSON.parse(row.quote) as Testimonial['quote'],
  isVisible: row.is_visible === 1,
  isDemo: row.is_demo === 1,
  updatedAt: row.updated_at,
});

/** A per-language text as stored: the languages given, no empty ones. */
const stored = (text: Record<string, string | undefined>) =>
  JSON.stringify(Object.fromEntries(Object.entries(text).filter(([, value]) => value)));

export function createSiteContentRepository(db: Kysely<Database>) {
  return {
    /** The texts staff rewrote; none before they first save. */
    async findTexts(): Promise<SiteTexts> {
      const row = await readSettingsRow(db, SITE_TEXTS);
      return row ? (row.value as SiteTexts) : {};
    },

    async saveTexts(texts: SiteTexts): Promise<void> {
      // Only what was written is kept: a text blank in every language goes back to the default wording.
      const kept = Object.fromEntries(
        Object.entries(texts)
          .map(([key, text]) => [key, JSON.parse(stored(text ?? {})) as Record<string, string>] as const)
          .filter(([, text]) => Object.keys(text).length > 0),
      );
      await writeSettingsRow(db, SITE_TEXTS, kept);
    },

    /** Every testimonial, in the home page's order. */
    async listTestimonials(): Promise<Testimonial[]> {
      const rows = await db.selectFrom('testimonials').selectAll().orderBy('position').orderBy('id').execute();
      return rows.map(toTestimonial);
    },

    async findTestimonial(id: string): Promise<Testimonial | undefined> {
      const row = await db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toTestimonial(row) : undefined;
    },

    /** Adds a testimonial last; `isDemo` only from the demo seed. */
    async createTestimonial(input: TestimonialInput, { isDemo = false } = {}): Promise<Testimonial> {
      const last = await db
        .selectFrom('testimonials')
        .select((eb) => eb.fn.max<number | null>('position').as('position'))
        .executeTakeFirst();
      const now = new Date().toISOString();
      const row: Selectable<TestimonialTable> = {
        id: newId(),
        name: input.name,
        role: stored(input.role),
        quote: stored(input.quote),
        position: Number(last?.position ?? 0) + 1,
        is_visible: input.isVisible ? 1 : 0,
        is_demo: isDemo ? 1 : 0,
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('testimonials').values(row).execute();
      return toTestimonial(row);
    },

    async updateTestimonial(id: string, input: TestimonialInput): Promise<Testimonial | undefined> {
      const changed = {
        name: input.name,
        role: stored(input.role),
        quote: stored(input.quote),
        is_visible: input.isVisible ? 1 : 0,
        updated_at: new Date().toISOString(),
      };
      const result = await db.updateTable('testimonials').set(changed).where('id', '=', id).executeTakeFirst();
      return result.numUpdatedRows > 0n ? this.findTestimonial(id) : undefined;
    },

    async deleteTestimonial(id: string): Promise<boolean> {
      const result = await db.deleteFrom('testimonials').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Puts the testimonials in the order of `ids`, which must name each of them once. */
    async reorderTestimonials(ids: string[]): Promise<void> {
      for (const [index, id] of ids.entries())
        await db
          .updateTable('testimonials')
          .set({ position: index + 1 })
          .where('id', '=', id)
          .execute();
    },
  };
}

export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>;
