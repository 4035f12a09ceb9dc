import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition, safeFileName, withExtension } from './file-names.ts';

describe('safeFileName', () => {
  it.each([
    ['CV Amira Ben Salah.pdf', 'CV Amira Ben Salah.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\x\\Desktop\\cv.DOCX', 'cv.docx'],
    ['cv<>:"|?*.pdf', 'cv.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['trailing dots...', 'trailing dots'],
    ['CON.pdf', 'CON_.pdf'],
    ['\u0000\u001f.pdf', 'cv.pdf'],
    ['', 'cv'],
    ['سيرة ذاتية.pdf', 'سيرة ذاتية.pdf'],
  ])('%j becomes %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it('keeps long names within what file systems accept', () => {
    const name = safeFileName(`${'a'.repeat(400)}.pdf`);
    expect(name).toHaveLength(154);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('withExtension', () => {
  it.each([
    ['leads-2025-05-01.csv', 'leads-2025-05-01.csv'],
    ['leads.CSV', 'leads.CSV'],
    ['leads', 'leads.csv'],
    ['leads.exe', 'leads.csv'],
    ['run.bat', 'run.csv'],
    ['v1.2 export', 'v1.2 export.csv'],
  ])('%j becomes %j', (input, expected) => {
    expect(withExtension(input, '.csv')).toBe(expected);
  });
});

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 name', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="CV_Sonia.pdf"; filename*=UTF-8''CV%20Sonia%20%C3%A9t%C3%A9.pdf`,
      ),
    ).toBe('CV Sonia été.pdf');
  });

  it('falls back to the plain name, quoted or not', () => {
    expect(fileNameFromContentDisposition('attachment; filename="cv.pdf"')).toBe('cv.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=cv.doc')).toBe('cv.doc');
    expect(fileNameFromContentDisposition(`attachment; filename="ok.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe(
      'ok.pdf',
    );
  });

  it('answers undefined without a name', () => {
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
  });
});
