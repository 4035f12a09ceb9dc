/**
 * CSV for a spreadsheet: UTF-8 with a byte-order mark (so that Excel reads Arabic and accents
 * right), `;` between cells (what Excel expects on the French and Arabic Windows of the centre's
 * staff), CRLF line ends and RFC 4180 quoting. A cell that a spreadsheet would run as a formula
 * is neutralised.
 */

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
/** What makes a spreadsheet read a cell as a formula (or run DDE): it is then shown as text. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number as people type it (`+216 20 202 202`): a spreadsheet runs nothing in it, so it is left as typed. */
const PHONE_NUMBER = /^\+[\d ]+$/;

export function csvCell(value: string | number | undefined | null): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PHONE_NUMBER.test(text)) text = `'${text}`;
  return /[";\r\n,]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, CRLF-ended. */
export const csvLine = (cells: (string | number | undefined | null)[]): string =>
  cells.map(csvCell).join(CSV_SEPARATOR) + '\r\n';

export function toCsv(header: string[], rows: (string | number | undefined | null)[][]): string {
  return CSV_BOM + [header, ...rows].map(csvLine).join('');
}
