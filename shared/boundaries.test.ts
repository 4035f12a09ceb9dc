/**
 * The import boundaries of eslint.config.js (DESIGN.md) hold for lazy imports as for static ones:
 * the public site must never load admin code, and an `import()` is how it once did.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The boundary rules `code` breaks, as a file at `file`. */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((message) => /no-restricted-(imports|syntax)/.test(message.ruleId ?? ''))
    .map((message) => message.message);
}

describe('the import boundaries', () => {
  it('keep the admin out of the public site, imported or loaded lazily', async () => {
    expect(
      await broken('shared/site/Probe.tsx', "import AdminApp from '../admin/AdminApp.tsx';\nexport { AdminApp };\n"),
    ).toHaveLength(1);
    const lazy = await broken(
      'shared/site/course/Probe.tsx',
      "export const load = () => import('../../admin/AdminApp.tsx');\n",
    );
    expect(lazy).toEqual([expect.stringMatching(/never imports the admin/)]);
  });

  it('keep the site out of the admin, and both out of what they share', async () => {
    expect(
      await broken('shared/admin/Probe.tsx', "export const load = () => import('../site/NotFoundPage.tsx');\n"),
    ).toEqual([expect.stringMatching(/never imports the public site/)]);
    for (const file of [
      'shared/ui/Probe.tsx',
      'shared/auth/Probe.tsx',
      'shared/api/probe.ts',
      'shared/platform/probe.ts',
    ]) {
      expect(await broken(file, "export const load = () => import('../admin/AdminApp.tsx');\n"), file).toHaveLength(1);
      expect(
        await broken(file, "import { useSiteText } from '../site/site-content.ts';\nexport { useSiteText };\n"),
        file,
      ).toHaveLength(1);
    }
  });

  it('keep query keys beside their API module: a screen imports its key, never spells one', async () => {
    const spelled =
      "export const options = { queryKey: ['admin', 'things'], queryFn: () => 1 };\nexport const THINGS_KEY = ['admin', 'things'] as const;\n";
    expect(await broken('shared/admin/Probe.tsx', spelled)).toEqual([
      expect.stringMatching(/shared\/api/),
      expect.stringMatching(/shared\/api/),
    ]);
    expect(await broken('shared/site/Probe.tsx', spelled)).toHaveLength(2);
    expect(await broken('shared/api/probe.ts', spelled)).toEqual([]);
  });

  it('let each part load what it may', async () => {
    expect(
      await broken(
        'shared/site/Probe.tsx',
        "export const load = () => import('../ui/Field.tsx');\nimport { api } from '../api/client.ts';\nexport { api };\n",
      ),
    ).toEqual([]);
    expect(
      await broken(
        'web/src/probe.tsx',
        "export const site = () => import('../../shar../site/NotFoundPage.tsx');\nexport const admin = () => import('../../shared/admin/AdminApp.tsx');\n",
      ),
    ).toEqual([]);
  });
});
