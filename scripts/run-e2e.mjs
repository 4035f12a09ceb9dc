// The end-to-end suite against the real server: a fresh DATA_DIR, seeded, one server process,
// then Playwright in Chromium. Extra arguments go to `playwright test`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startMailCatcher } from '../e2e/support/mail-catcher.mjs';
import { findChromiumOrPlaywrights, NO_CHROMIUM_MESSAGE } from './find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromium = await findChromiumOrPlaywrights();
if (!chromium) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
if (!fs.existsSync(path.join(root, 'web', 'dist', 'index.html'))) {
  console.error('The web app is not built: run `npm run build` first.');
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-e2e-'));
// The mails the server sends land as .eml files in here (see e2e/support/mail-catcher.mjs).
const mailDir = path.join(dataDir, 'received-mail');
const mailCatcher = await startMailCatcher(mailDir);
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  ADMIN_EMAIL: 'admin@takwin.tn',
  ADMIN_PASSWORD: 'e2e-admin-password',
  FORM_RATE_LIMIT: '10000',
  LOG_LEVEL: 'warn',
  SMTP_URL: mailCatcher.url,
  MAIL_FROM: 'Takwin <contact@takwin.tn>',
  NOTIFY_EMAILS: 'accueil@takwin.tn',
};
delete env.DATABASE_URL;

const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli/seed.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });
const baseUrl = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 30_000;
for (;;) {
  try {
    if ((await fetch(`${baseUrl}/api/health`)).ok) break;
  } catch {
    // Not up yet.
  }
  if (Date.now() > deadline || server.exitCode !== null) {
    console.error('The server did not start for the end-to-end tests.');
    server.kill();
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

// Not spawnSync: the mail catcher answers the server's SMTP from this process's event loop.
const tests = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  env: { ...env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, E2E_MAIL_DIR: mailDir, CHROMIUM_PATH: chromium },
  stdio: 'inherit',
});
const testsStatus = await new Promise((resolve) => tests.once('exit', (code) => resolve(code)));
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await mailCatcher.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(testsStatus ?? 1);
