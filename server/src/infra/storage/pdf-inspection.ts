/**
 * Is this a PDF, and not just something that starts like one? `%PDF-` followed by HTML would pass
 * a signature check and land on a staff member's machine as "cv.pdf". A reader finds a PDF's
 * objects from its end: `startxref` gives the offset of the last cross-reference section (an
 * `xref` table and its `trailer`, or a cross-reference stream object), whose dictionary names
 * the document's `/Root`. That skeleton is checked here, the way readers find it.
 *
 * Real files are not all tidy, so: incremental updates (several sections chained by `/Prev`,
 * `/Root` found along the chain), linearized files (the last `startxref` points near the start),
 * offsets a few bytes off, any whitespace between tokens, comments inside dictionaries, and a
 * little junk after the final `%%EOF` are all accepted, as common readers accept them.
 */

/** Readers look for the final `%%EOF` within the last 1,024 bytes (Acrobat's tolerance). */
const EOF_SEARCH_BYTES = 1024;
/** How far a `startxref` or `/Prev` offset may be off and still find its section. */
const OFFSET_SLACK_BYTES = 32;
/** A trailer dictionary is a few hundred bytes; one that does not close within this is not one. */
const MAX_DICTIONARY_CHARS = 64 * 1024;
/** Incremental updates chained by `/Prev`: a CV edited a hundred times is already unusual. */
const MAX_SECTIONS = 256;

const HEADER = /^%PDF-[12]\.\d/;
const WHITESPACE = new Set(['\0', '\t', '\n', '\f', '\r', ' ']);
const DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);

interface Section {
  /** The trailer dictionary, or the cross-reference stream's dictionary, without its `<<` `>>`. */
  dictionary: string;
}

/** Answers why `bytes` is not a well-formed PDF, or undefined when it is one. */
export function pdfProblem(bytes: Buffer): string | undefined {
  // latin1 maps each byte to one character, so string offsets are byte offsets.
  const text = bytes.toString('latin1');
  if (!HEADER.test(text)) return 'no %PDF-1.x header at the start';

  const eof = text.lastIndexOf('%%EOF');
  if (eof < 0 || text.length - (eof + 5) > EOF_SEARCH_BYTES) return 'no %%EOF at the end';
  const tail = text.slice(Math.max(0, eof - EOF_SEARCH_BYTES), eof);
  const startxref = /(?:^|[^A-Za-z])startxref\s+(\d{1,10})\s*$/.exec(tail);
  if (!startxref) return 'no startxref before the final %%EOF';

  let offset = Number(startxref[1]);
  const visited = new Set<number>([offset]);
  for (let hops = 0; hops < MAX_SECTIONS; hops++) {
    const section = sectionNear(text, offset);
    if (!section)
      return hops === 0
        ? 'startxref does not point at a cross-reference section'
        : '/Prev does not point at a cross-reference section';
    if (/\/Root\s+\d+\s+\d+\s+R(?![A-Za-z0-9])/.test(section.dictionary)) return undefined;
    // An update's trailer should repeat /Root; some writers leave it to the previous section.
    const previous = /\/Prev\s+(\d{1,10})(?![0-9.])/.exec(section.dictionary);
    if (!previous) return 'no /Root in the trailer';
    offset = Number(previous[1]);
    if (visited.has(offset)) return 'the /Prev chain loops';
    visited.add(offset);
  }
  return 'too many cross-reference sections';
}

/** The section at `offset`, or within a few bytes of it, nearest first. */
function sectionNear(text: string, offset: number): Section | undefined {
  for (let distance = 0; distance <= OFFSET_SLACK_BYTES; distance++) {
    for (const at of distance === 0 ? [offset] : [offset - distance, offset + distance]) {
      if (at < 0 || at >= text.length) continue;
      const section = xrefTableAt(text, at) ?? xrefStreamAt(text, at);
      if (section) return section;
    }
  }
  return undefined;
}

/** `xref`, then subsections (`first count` and `count` 20-byte entries), then `trailer << … >>`. */
function xrefTableAt(text: string, at: number): Section | undefined {
  if (!startsToken(text, at) || !text.startsWith('xref', at)) return undefined;
  let position = at + 4;
  if (!WHITESPACE.has(text[position] ?? '')) return undefined;
  let subsections = 0;
  for (;;) {
    position = skipWhitespace(text, position);
    if (text.startsWith('trailer', position)) break;
    const header = /(\d{1,10})[ \t]+(\d{1,10})[ \t]*(?:\r\n|\r|\n)/y;
    header.lastIndex = position;
    const subsection = header.exec(text);
    if (!subsection) return undefined;
    position = header.lastIndex;
    // Entries are 20 bytes by the book; a single-byte end of line (19) is common and harmless.
    const entry = /\s*\d{10}[ \t]\d{5}[ \t][nf]/y;
    for (let index = Number(subsection[2]); index > 0; index--) {
      entry.lastIndex = position;
      if (!entry.test(text)) return undefined;
      position = entry.lastIndex;
    }
    subsections += 1;
  }
  if (subsections === 0) return undefined;
  const dictionary = dictionaryAt(text, skipWhitespace(text, position + 'trailer'.length));
  return dictionary ? { dictionary: dictionary.body } : undefined;
}

/** `n g obj << /Type /XRef … >> stream`: a cross-reference stream (PDF 1.5 and later). */
function xrefStreamAt(text: string, at: number): Section | undefined {
  if (!startsToken(text, at)) return undefined;
  const header = /\d{1,10}\s+\d{1,5}\s+obj\s*/y;
  header.lastIndex = at;
  if (!header.test(text)) return undefined;
  const dictionary = dictionaryAt(text, header.lastIndex);
  if (!dictionary || !/\/Type\s*\/XRef(?![A-Za-z0-9])/.test(dictionary.body)) return undefined;
  const stream = /\s*stream(?:\r\n|\n)/y;
  stream.lastIndex = dictionary.end;
  return stream.test(text) ? { dictionary: dictionary.body } : undefined;
}

/**
 * The dictionary that opens at `at`: nested dictionaries are followed, and strings, hex strings
 * and comments skipped, so that a `>>` inside them does not end it.
 */
function dictionaryAt(text: string, at: number): { body: string; end: number } | undefined {
  if (!text.startsWith('<<', at)) return undefined;
  const limit = Math.min(text.length, at + MAX_DICTIONARY_CHARS);
  let depth = 0;
  let position = at;
  while (position < limit) {
    const char = text[position];
    if (char === '<' && text[position + 1] === '<') {
      depth += 1;
      position += 2;
    } else if (char === '>' && text[position + 1] === '>') {
      depth -= 1;
      position += 2;
      if (depth === 0) return { body: text.slice(at + 2, position - 2), end: position };
    } else if (char === '<') {
      const close = text.indexOf('>', position);
      if (close < 0 || close >= limit) return undefined;
      position = close + 1;
    } else if (char === '(') {
      position = afterLiteralString(text, position, limit);
    } else if (char === '%') {
      while (position < limit && text[position] !== '\n' && text[position] !== '\r') position += 1;
    } else if (char === '>') {
      return undefined;
    } else {
      position += 1;
    }
  }
  return undefined;
}

/** Past a `( … )` string: parentheses nest, and a backslash escapes the next character. */
function afterLiteralString(text: string, at: number, limit: number): number {
  let depth = 0;
  for (let position = at; position < limit; position++) {
    const char = text[position];
    if (char === '\\') position += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return position + 1;
  }
  return limit;
}

function skipWhitespace(text: string, at: number): number {
  let position = at;
  while (position < text.length && WHITESPACE.has(text[position]!)) position += 1;
  return position;
}

/** True when `at` starts a token: the file's start, or after whitespace or a delimiter. */
function startsToken(text: string, at: number): boolean {
  if (at === 0) return true;
  const before = text[at - 1]!;
  return WHITESPACE.has(before) || DELIMITERS.has(before);
}
