/**
 * What an upload really is, decided by its content alone (never its name or Content-Type).
 * Images: file-type's signature check, then sharp re-encodes them (uploads.ts), which
 * reads every pixel. CVs are kept as they were sent and opened later on a staff member's machine,
 * so a signature is not enough: each kind is read as its readers read it: a PDF's cross-reference
 * skeleton, a DOCX's whole ZIP (inflated under caps), a DOC's OLE container and WordDocument stream.
 * Anything else, or anything that fails its check, is refused.
 */
import fsp from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { CV_MAX_BYTES } from '../../../../shared/domain/index.ts';
import { isOleContainer, wordDocumentProblem } from './ole-inspection.ts';
import { pdfProblem } from './pdf-inspection.ts';
import { docxProblem } from './zip-inspection.ts';

export interface CvType {
  mimeType: string;
  extension: string;
}

export const CV_TYPES = {
  pdf: { mimeType: 'application/pdf', extension: '.pdf' },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx' },
  doc: { mimeType: 'application/msword', extension: '.doc' },
} as const satisfies Record<string, CvType>;

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The image's MIME type when it is a JPEG, PNG or WebP; undefined otherwise. */
export async function imageTypeOf(filePath: string): Promise<string | undefined> {
  const type = await fileTypeFromFile(filePath);
  return type && IMAGE_TYPES.has(type.mime) ? type.mime : undefined;
}

export type CvInspection = { type: CvType } | { refused: string };

/** Reads a CV upload whole (it is at most CV_MAX_BYTES) and says what it is, or why it is refused. */
export async function inspectCv(filePath: string): Promise<CvInspection> {
  const { size } = await fsp.stat(filePath);
  if (size > CV_MAX_BYTES) return { refused: 'larger than a CV may be' };
  const bytes = await fsp.readFile(filePath);
  const answer = (type: CvType, problem: string | undefined): CvInspection =>
    problem ? { refused: problem } : { type };
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return answer(CV_TYPES.pdf, pdfProblem(bytes));
  if (bytes.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return answer(CV_TYPES.docx, await docxProblem(bytes));
  if (isOleContainer(bytes)) return answer(CV_TYPES.doc, wordDocumentProblem(bytes));
  return { refused: 'not a PDF, DOC or DOCX file' };
}
