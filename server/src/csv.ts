/**
 * CSV for a spreadsheet: UTF-8 with a byte-order mark (so that Excel reads Arabic and accents
 * right), `;` between cells (what Excel expects on the French and Arabic Windows of the centre's
 * staff), CRLF line ends and RFC 4180 quoting. A cell that a spreadsheet would run as a formula
 * is neutralised.
 */

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';
/** What makes a spreadsheet read a cell as a formula (or run DDE): it is then shown as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | undefined | null): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\r\n,]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | undefined | null)[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}
