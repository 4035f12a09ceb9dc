// `npm run dev`: the API (restarting on change) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
