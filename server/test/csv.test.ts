/** The CSV writer alone: quoting, and every start of a cell that a spreadsheet would run. */
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../src/infra/export/csv.ts';

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1+cmd', "'+1+cmd"],
    ['+216 20 000 000;', `"'+216 20 000 000;"`],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('shows %j as text, never as a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves a phone number as typed: a + followed by digits and spaces runs nothing', () => {
    expect(csvCell('+216 20 202 202')).toBe('+216 20 202 202');
    expect(csvCell('+21620202202')).toBe('+21620202202');
    expect(csvCell('20 202 202')).toBe('20 202 202');
  });

  it('quotes a cell holding the separator, a quote or a line break, and leaves the rest alone', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('il a dit "oui"')).toBe('"il a dit ""oui"""');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvCell('تطوير الويب')).toBe('تطوير الويب');
    // A number is a number: a negative amount is not a formula.
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes a byte-order mark, then CRLF-ended lines', () => {
    expect(toCsv(['a', 'b'], [['1', 2]])).toBe('\uFEFFa;b\r\n1;2\r\n');
  });
});
