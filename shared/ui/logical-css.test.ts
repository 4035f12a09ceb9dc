/**
 * Arabic reads right to left: layout must use logical utilities (ms-, pe-, start-, text-start...)
 * so that one stylesheet serves both directions. This guards every screen's source.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOTS = ['shared/site', 'shared/ui', 'shared/admin'].map((dir) =>
  path.resolve(import.meta.dirname, '../..', dir),
);
const PHYSICAL =
  /(?<![\w-])(?:-?(?:ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|scroll-ml|scroll-mr)-[\w./[\]-]+|text-left|text-right|float-left|float-right)(?![\w-])/g;

const sources = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(full);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
      })
    : [];

it('uses logical, not physical, left/right utilities in every screen', () => {
  const offenders = ROOTS.flatMap(sources).flatMap((file) => {
    const classNames = fs.readFileSync(file, 'utf8').match(/className=(?:"[^"]*"|\{`[^`]*`\}|\{[^}]*\})/g) ?? [];
    return classNames.flatMap((className) =>
      (className.match(PHYSICAL) ?? []).map((hit) => `${path.relative(process.cwd(), file)}: ${hit}`),
    );
  });
  expect(offenders).toEqual([]);
});
