/**
 * The first page (the home, its layout and cards) loads without zod: the domain modules that
 * build schemas as they load (schemas.ts, sessions.ts, entities.ts…) are read there for their
 * types only. A value imported from one of them once took the shell from 64 kB to 165 kB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SITE = import.meta.dirname;
/** Domain modules with no schema inside, fine to load on the first page. */
const LIGHT_DOMAIN_MODULES = ['constants', 'localize', 'images', 'calendar', 'identity', 'page-forms'];

const sources = (folder: string): string[] =>
  fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? [] : [path.join(folder, entry.name)]))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

const FIRST_PAGE = [
  ...sources(SITE),
  ...['home', 'components', 'layout'].flatMap((folder) => sources(path.join(SITE, folder))),
];

describe('the first page', () => {
  it.each(FIRST_PAGE.map((file) => [path.relative(SITE, file), file]))(
    '%s imports from the schema modules of shared/domain only types',
    (_, file) => {
      const imports = [
        ...fs.readFileSync(file, 'utf8').matchAll(/^import\s+(type\s+)?[^;]*?from\s+'[./]*\/domain\/([\w-]+)\.ts';/gms),
      ];
      const heavy = imports
        .filter(([, typeOnly, module]) => !typeOnly && !LIGHT_DOMAIN_MODULES.includes(module!))
        .map(([statement]) => statement);
      expect(heavy).toEqual([]);
    },
  );
});
