// `npm test`: every check, in order, stopping at the first that fails, then how long each took.
// Steps of one stage run side by side (each of them keeps to one core); their output is printed
// whole as each ends, so that it never interleaves.
import { spawn } from 'node:child_process';

const STAGES = [['lint', 'typecheck'], ['test:unit'], ['build', 'desktop:build'], ['test:e2e']];

/** Runs `npm run <script>`; answers its exit code and how long it took. */
function run(script, { buffered }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.once('exit', (code, signal) => {
      if (buffered) process.stdout.write(Buffer.concat(output));
      resolve({ script, code: code ?? (signal ? 1 : 0), seconds: (performance.now() - started) / 1000 });
    });
  });
}

const started = performance.now();
const timings = [];
let failed;
for (const stage of STAGES) {
  console.log(`\n== ${stage.join(' + ')}`);
  const stageStarted = performance.now();
  const results = await Promise.all(stage.map((script) => run(script, { buffered: stage.length > 1 })));
  timings.push({ name: stage.join(' + '), seconds: (performance.now() - stageStarted) / 1000 });
  failed = results.find((result) => result.code !== 0);
  if (failed) break;
}

const total = (performance.now() - started) / 1000;
console.log('\n== time per stage');
for (const { name, seconds } of timings)
  console.log(
    `${name.padEnd(28)} ${seconds.toFixed(0).padStart(5)} s  ${((100 * seconds) / total).toFixed(0).padStart(3)} %`,
  );
console.log(`${'total'.padEnd(28)} ${total.toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`\nnpm run ${failed.script} failed (exit code ${failed.code})`);
  process.exit(failed.code || 1);
}
