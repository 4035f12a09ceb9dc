// `npm test`: every check, stage after stage, stopping after the first stage where one fails, then
// how long each step took.
//
// Two cores, filled: the server's tests keep about one and a half busy (a file often waits on
// timers and child servers; a third file at a time made the stage no shorter); the browser tests
// less than one (each page mostly waits for the network, timers and animations). So lint and
// typecheck run beside the server's tests at a low priority (nice 15: they take what those
// leave, and never slow them down), and the UI's unit tests beside the browser tests, at the same
// priority (their tests have time limits a starved step would pass; the browser tests' are
// generous). Each line a step prints is passed on as it comes, after the step's name, so that steps
// never interleave within a line.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const step = (script, nice = 0) => ({ script, nice });
const STAGES = [
  [step('test:unit:server'), step('lint', 15), step('typecheck', 15)],
  // Apart: server tests start real servers that load the renderer (web/dist-server) a build rewrites.
  [step('build'), step('desktop:build')],
  [step('test:e2e'), step('test:unit:ui')],
];

/** Runs `npm run <script>`; answers its exit code and how long it took. */
function run({ script, nice }, { prefixed }) {
  const started = performance.now();
  const command = ['npm', 'run', '--silent', script];
  return new Promise((resolve) => {
    const child = spawn(nice ? 'nice' : command[0], nice ? ['-n', String(nice), ...command] : command.slice(1), {
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefixed)
      for (const stream of [child.stdout, child.stderr])
        readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${script}] ${line}`));
    child.once('exit', (code, signal) =>
      resolve({ script, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const started = performance.now();
const timings = [];
let failed;
for (const stage of STAGES) {
  const name = stage.map(({ script }) => script).join(' + ');
  console.log(`\n== ${name}`);
  const stageStarted = performance.now();
  const results = await Promise.all(stage.map((step) => run(step, { prefixed: stage.length > 1 })));
  timings.push({ name, seconds: (performance.now() - stageStarted) / 1000, steps: results });
  failed = results.find((result) => result.code !== 0);
  if (failed) break;
}

const total = (performance.now() - started) / 1000;
const line = (name, seconds, share = true) =>
  console.log(
    `${name.padEnd(44)} ${seconds.toFixed(0).padStart(5)} s${share ? `  ${((100 * seconds) / total).toFixed(0).padStart(3)} %` : ''}`,
  );
console.log('\n== time per stage, and per step (the steps of a stage run side by side)');
for (const { name, seconds, steps } of timings) {
  line(name, seconds);
  if (steps.length > 1) for (const { script, seconds } of steps) line(`  ${script}`, seconds, false);
}
line('total', total, false);
if (failed) {
  console.error(`\nnpm run ${failed.script} failed (exit code ${failed.code})`);
  process.exit(failed.code || 1);
}
