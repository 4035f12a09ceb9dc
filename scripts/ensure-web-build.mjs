// Builds the web app when web/dist is missing or older than its sources, so `npm start` always
// serves the code in the tree.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'web', 'dist', 'index.html');
const builtRenderer = path.join(root, 'web', 'dist-server', 'entry-server.js');
const sources = ['web/index.html', 'web/src', 'web/public', 'web/vite.config.ts', 'shared', 'package-lock.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-server') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

// The older of the two builds: both come from the same sources.
const builtAt = Math.min(
  ...[builtIndex, builtRenderer].map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)),
);
const sourcesAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));

if (builtAt >= sourcesAt) {
  console.log('Web app build is up to date.');
} else {
  console.log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
