/**
 * The write paths of applications (candidatures) and their CVs: a visitor's application received
 * with its CV, a recruiter's audited download of that CV, and an application deleted with it. A CV
 * is stored before its row (re-reading it is slow; on SQLite the transaction holds the one
 * connection) and removed again when the application is not kept.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import {
  type AuditActor,
  type Candidature,
  type CandidatureInput,
  CandidatureInputSchema,
  type Language,
  type StaffRef,
} from '../../../../shared/domain/index.ts';
import type { Database } from '../../infra/db/schema.ts';
import { HttpError, notFound } from '../../infra/http/http-errors.ts';
import { parseInput } from '../../infra/http/validation.ts';
import type { OpenedFile } from '../../infra/storage/storage.ts';
import type { ReceivedFile, UploadStore } from '../../infra/storage/uploads.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import { requestTarget } from '../audit/targets-repository.ts';
import type { Repositories } from '../repositories.ts';
import { isBot } from './public-forms.ts';
import type { RequestService } from './service.ts';

const MAX_FILE_NAME = 150;

/**
 * The name an admin's download gets: the applicant's own name for the file, stripped of folders,
 * control characters and the bidirectional controls that make a name display in another order
 * than it reads ("cv\u202Efdp.exe"), with the extension of what the file really is.
 */
export function downloadFileName(originalName: string, extension: string): string {
  const base = path.posix.basename(originalName.replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>:|?*\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const stem = cleaned.replace(/\.[^.]*$/, '').slice(0, MAX_FILE_NAME) || 'cv';
  return `${stem}${extension}`;
}

export interface CandidatureServiceOptions {
  db: Kysely<Database>;
  repos: Repositories;
  requests: RequestService;
  audit: AuditTrail;
  cvs: Pick<UploadStore, 'saveCv' | 'discard' | 'removeCv' | 'openCv'>;
}

export type CandidatureService = ReturnType<typeof createCandidatureService>;

export function createCandidatureService({ db, repos, requests, audit, cvs }: CandidatureServiceOptions) {
  return {
    /**
     * A visitor's application, from its form as read (fields and the CV file): checked, its CV
     * stored, then received with its mails (RequestService.receive). Refused or failed, nothing of
     * it is kept: neither the upload nor the stored CV.
     */
    async receive(
      form: { fields: Record<string, unknown>; file?: ReceivedFile },
      language: Language,
    ): Promise<Candidature & { spam?: true }> {
      let input: CandidatureInput;
      try {
        input = parseInput(CandidatureInputSchema, form.fields);
      } catch (error) {
        await cvs.discard(form.file);
        throw error;
      }
      if (!form.file) {
        throw new HttpError(400, 'Please attach your CV (PDF, DOC or DOCX, 5 MB at most).', {
          code: 'cv_required',
          errors: [{ path: 'cv', message: 'Required.' }],
        });
      }
      // Stored (the upload it came from gone, refused or not), then removed again if its row is not written.
      const stored = await cvs.saveCv(form.file);
      const cv = {
        file: stored.file,
        mimeType: stored.mimeType,
        originalName: downloadFileName(form.file.originalName, stored.extension),
      };
      return requests.receive(
        'candidature',
        language,
        (transactional) => transactional.candidatures.create(input, cv, { spam: isBot(input) }),
        () => cvs.removeCv(stored.file),
      );
    },

    /**
     * An application's CV opened for a staff member, its download recorded before the file goes
     * out (no CV leaves without its row); a missing file is a 404, not a recorded download.
     */
    async downloadCv(
      id: string,
      actor: AuditActor,
    ): Promise<{ mimeType: string; originalName: string; file: OpenedFile }> {
      const cv = await repos.candidatures.findCv(id);
      if (!cv) throw notFound('Application');
      const file = await cvs.openCv(cv.file);
      if (!file) throw notFound('CV file');
      try {
        const target = await requestTarget(db, 'candidature', id);
        await audit.record(actor, { action: 'cv.download', ...(target ? { target } : {}), summary: cv.originalName });
      } catch (error) {
        file.body.destroy();
        throw error;
      }
      return { mimeType: cv.mimeType, originalName: cv.originalName, file };
    },

    /** Deletes an application with its audit row, then its CV; false when there is no such application. */
    async delete(id: string, staff: StaffRef): Promise<boolean> {
      const deleted = await requests.change(
        'candidature',
        id,
        (transactional) => transactional.candidatures.delete(id),
        { action: 'request.delete', by: staff },
      );
      if (!deleted) return false;
      await cvs.removeCv(deleted.cvFile);
      return true;
    },
  };
}
