/**
 * Is this a Word 97-2003 document? A .doc is an OLE compound file, but so are installers (.msi),
 * workbooks with macros (.xls), Outlook messages and more: the signature says only "container".
 * A Word document is the container holding a `WordDocument` stream at its root, and that stream
 * opens with the File Information Block's magic number ([MS-DOC] 2.5.2, FibBase.wIdent). The
 * container is read with SheetJS's `cfb` rather than by hand, once its skeleton is known to cost
 * cfb a bounded amount of work (compound-file-shape.ts).
 */
import CFB, { type CFB$Container } from 'cfb';
import { compoundFileShapeProblem } from './compound-file-shape.ts';

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** FibBase.wIdent: 0xA5EC for Word 97 and later, 0xA5DC for Word 6 and Word 95. */
const WORD_FIB_IDENTS = new Set([0xa5ec, 0xa5dc]);
/** FibBase alone is 32 bytes; a WordDocument stream shorter than that holds no document. */
const MIN_WORD_DOCUMENT_BYTES = 32;
/** [MS-CFB] 2.6.1: an object of type 2 is a stream (1 a storage, 5 the root). */
const STREAM = 2;

export const isOleContainer = (bytes: Buffer): boolean => bytes.subarray(0, OLE_SIGNATURE.length).equals(OLE_SIGNATURE);

/** Answers why `bytes` is not a Word 97-2003 document, or undefined when it is one. */
export function wordDocumentProblem(bytes: Buffer): string | undefined {
  if (!isOleContainer(bytes)) return 'no OLE compound file signature';
  const shape = compoundFileShapeProblem(bytes);
  if (shape) return shape;
  let container: CFB$Container;
  try {
    container = CFB.parse(bytes, { type: 'buffer' });
  } catch {
    return 'the OLE compound file cannot be read';
  }
  const root = container.FullPaths[0];
  const index = container.FullPaths.findIndex((fullPath) => fullPath === `${root}WordDocument`);
  const stream = index < 0 ? undefined : container.FileIndex[index];
  if (!stream || stream.type !== STREAM) return 'no WordDocument stream';
  const content = stream.content;
  if (!content || content.length < MIN_WORD_DOCUMENT_BYTES) return 'the WordDocument stream is too short';
  const ident = (content[0] ?? 0) | ((content[1] ?? 0) << 8);
  if (!WORD_FIB_IDENTS.has(ident)) return 'the WordDocument stream does not open with a Word file information block';
  return undefined;
}
