import type { Kysely, Selectable } from 'kysely';
import type { Candidature, CandidatureInput } from '../../../../shared/domain/index.ts';
import type { CandidatureTable, Database } from '../../infra/db/schema.ts';
import { inTransaction } from '../../infra/db/unit-of-work.ts';
import { consentFields } from './consent-columns.ts';
import { arrivalColumns, createSpamOperations, spamField } from './inbox-repository.ts';
import {
  createPipelineOperations,
  deleteTrails,
  pipelineArrivalColumns,
  pipelineFields,
} from './pipeline-repository.ts';

export interface StoredCv {
  file: string;
  originalName: string;
  mimeType: string;
}

const toCandidature = (row: Selectable<CandidatureTable> & { note_count?: number | string }): Candidature => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  ...(row.phone ? { phone: row.phone } : {}),
  ...(row.message ? { message: row.message } : {}),
  cvOriginalName: row.cv_original_name,
  cvPath: `/api/candidatures/${row.id}/cv`,
  createdAt: row.created_at,
  ...pipelineFields<Candidature['status']>(row),
  ...spamField(row),
  ...consentFields(row),
});

export function createCandidaturesRepository(db: Kysely<Database>) {
  const { markNotSpam } = createSpamOperations(db, 'candidatures');
  return {
    markNotSpam,
    ...createPipelineOperations(db, 'candidature', toCandidature),

    async create(input: CandidatureInput, cv: StoredCv, options: { spam: boolean }): Promise<Candidature> {
      const row = {
        ...arrivalColumns(options.spam, input.consent),
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        message: input.message ?? null,
        cv_file: cv.file,
        cv_original_name: cv.originalName,
        cv_mime_type: cv.mimeType,
        ...pipelineArrivalColumns([input.name, input.email, input.phone, input.message]),
      };
      await db.insertInto('candidatures').values(row).execute();
      return toCandidature(row);
    },

    /** Deletes the spam received before `before` (ISO date); answers the CV files it leaves behind. */
    async purgeSpamBefore(before: string): Promise<string[]> {
      return inTransaction(db, async (trx) => {
        const rows = await trx
          .selectFrom('candidatures')
          .select(['id', 'cv_file'])
          .where('is_spam', '=', 1)
          .where('created_at', '<', before)
          .execute();
        await deleteTrails(
          trx,
          'candidature',
          rows.map((row) => row.id),
        );
        await trx.deleteFrom('candidatures').where('is_spam', '=', 1).where('created_at', '<', before).execute();
        return rows.map((row) => row.cv_file);
      });
    },

    async findCv(id: string): Promise<StoredCv | undefined> {
      const row = await db
        .selectFrom('candidatures')
        .select(['cv_file', 'cv_original_name', 'cv_mime_type'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { file: row.cv_file, originalName: row.cv_original_name, mimeType: row.cv_mime_type } : undefined;
    },

    /** Deletes the candidature; answers the CV file it leaves behind, or undefined when unknown. */
    async delete(id: string): Promise<{ cvFile: string } | undefined> {
      return inTransaction(db, async (trx) => {
        const row = await trx.selectFrom('candidatures').select('cv_file').where('id', '=', id).executeTakeFirst();
        if (!row) return undefined;
        await deleteTrails(trx, 'candidature', [id]);
        await trx.deleteFrom('candidatures').where('id', '=', id).execute();
        return { cvFile: row.cv_file };
      });
    },

    async cvFiles(): Promise<string[]> {
      const rows = await db.selectFrom('candidatures').select('cv_file').execute();
      return rows.map((row) => row.cv_file);
    },
  };
}

export type CandidaturesRepository = ReturnType<typeof createCandidaturesRepository>;
