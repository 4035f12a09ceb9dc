/**
 * The installers' configuration, read and validated by electron-builder's own code (building the
 * installers needs Electron itself, which these machines cannot download).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
  getConfig(projectDir: string, configPath: string | null, configFromOptions: null): Promise<Record<string, unknown>>;
  validateConfiguration(config: Record<string, unknown>, logger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };

const root = path.resolve(import.meta.dirname, '..');
const config = (await getConfig(root, null, null)) as {
  electronFuses: Record<string, boolean>;
  linux: { target: string[]; icon: string };
  win: { target: string[]; icon: string };
  mac: { target: string[]; icon: string };
  files: { filter: string[] }[];
  npmRebuild: boolean;
};

describe('electron-builder.yml', () => {
  it('passes electron-builder’s validation', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    // Compiling electron-builder's schema takes a few seconds on a busy machine.
  }, 30_000);

  it('burns the fuses Electron’s security guide advises', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('builds AppImage and deb, NSIS and dmg, with the icons of build/', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    for (const icon of [config.linux.icon, config.win.icon, config.mac.icon]) expect(icon).toMatch(/^build\//);
  });

  it('packs the built app only: no node_modules, nothing to rebuild', () => {
    expect(config.files.flatMap((set) => set.filter)).toEqual(
      expect.arrayContaining(['out/**/*', '!node_modules/**/*']),
    );
    expect(config.npmRebuild).toBe(false);
  });
});
