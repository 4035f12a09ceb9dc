// `npm run bench`: the numbers of issue 6, reproducible on any machine, written to BENCHMARKS.md.
//
// 1. API: the real server (fresh DATA_DIR, 30 published courses) against a bare node:http server
//    answering the same bodies, with autocannon on loopback: 50 connections, no pipelining, one
//    warm-up run then 3 measured runs per target, medians.
// 2. Scale: a second fresh DATA_DIR with 100,000 leads and 1,000 published courses: the times of the
//    admin and public lists through the API, and in Chromium the time until the first row shows,
//    against the targets of issue 13 where it sets one.
// 3. Storage: GET /api/courses on two servers on twin data, STORAGE=disk and STORAGE=s3 (a local
//    s3rver bucket), runs alternating: issue 17's "within 10 % of the disk driver".
// 4. Exports: 16 staff members download the CSV of 100,000 leads at once (each retrying when told
//    429) while probes time GET /api/health and a public page; the server's peak RSS.
//
// Options (all optional): --duration=SEC (10) --warmup=SEC (3) --runs=N (3) --connections=N (50)
// --out=FILE (BENCHMARKS.md) --skip-api --skip-storage --skip-scale --skip-browser --skip-exports
// --only-exports (runs the exports part alone and rewrites only its section of the file)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { PLAYWRIGHT_CHROMIUM_FLAGS, findChromiumOrPlaywrights } from './find-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    out: { type: 'string', default: 'BENCHMARKS.md' },
    'skip-api': { type: 'boolean', default: false },
    'skip-scale': { type: 'boolean', default: false },
    'skip-storage': { type: 'boolean', default: false },
    'skip-browser': { type: 'boolean', default: false },
    'skip-exports': { type: 'boolean', default: false },
    'only-exports': { type: 'boolean', default: false },
  },
});

const positiveInt = (name) => {
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1 (got ${args[name]})`);
    process.exit(2);
  }
  return value;
};

const SETTINGS = {
  duration: positiveInt('duration'),
  warmup: positiveInt('warmup'),
  runs: positiveInt('runs'),
  connections: positiveInt('connections'),
  pipelining: 1,
};
const OUT_FILE = path.resolve(root, args.out);
const ADMIN = { email: 'bench@takwin.tn', password: 'bench-admin-password' };
// FORM_RATE_LIMIT is capped at 1,000,000 a minute by server/src/config.ts: far above what one
// minute of POSTs reaches here, and any 429 would show up as non-2xx anyway.
const FORM_RATE_LIMIT = '1000000';
const SCALE_SAMPLES = 5;
const BROWSER_RUNS = 3;
const STARTUP_TIMEOUT_MS = 60_000;

const LEAD_BODY = JSON.stringify({
  name: 'Visiteur Bench',
  email: 'visiteur.bench@example.tn',
  phone: '+216 20 123 456',
  courseOfInterest: 'Développement web full-stack avec JavaScript',
  learningPaceInterest: 'Intensif',
  message: 'Bonjour, je voudrais connaître les dates de la prochaine session.',
});

const log = (message) => process.stderr.write(`[bench] ${message}\n`);

// ---------------------------------------------------------------------------------------------
// Everything this script starts is tracked here, so that an error, an exit or Ctrl-C never leaves
// a server running or a temp dir behind.

const children = new Set();
const tempDirs = new Set();
let browser;
let currentCannon;

function makeTempDir(label) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `takwin-bench-${label}-`));
  tempDirs.add(dir);
  return dir;
}

function removeTempDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

const isRunning = (child) => child.exitCode === null && child.signalCode === null;

/** SIGTERM, then SIGKILL if it is still there after `graceMs`. */
async function stopChild(child, graceMs = 5000) {
  if (isRunning(child)) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => isRunning(child) && child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  children.delete(child);
}

// Last resort, synchronous: runs on every exit, whatever the path that led there.
process.on('exit', () => {
  for (const child of children) if (isRunning(child)) child.kill('SIGKILL');
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping and cleaning up`);
    currentCannon?.stop();
    const closeBrowser = browser ? Promise.race([browser.close(), sleep(3000)]) : Promise.resolve();
    void closeBrowser
      .catch(() => {})
      .then(() => Promise.all([...children].map((child) => stopChild(child, 2000))))
      .finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Small helpers.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const formatInt = (value) => Math.round(value).toLocaleString('en-US');
const formatMs = (value) => (value >= 100 ? formatInt(value) : value.toFixed(1));
const formatBytes = (value) =>
  value >= 1024 * 1024
    ? `${(value / 1024 / 1024).toFixed(2)} MiB`
    : value >= 1024
      ? `${(value / 1024).toFixed(1)} KiB`
      : `${value} B`;
const percent = (ratio) => `${(ratio * 100).toFixed(0)}%`;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A child whose output is kept (the last 64 KiB) to explain a failure. */
function spawnTracked(command, commandArgs, options) {
  const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  child.output = '';
  const keep = (chunk) => {
    child.output = (child.output + chunk.toString()).slice(-65536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}

/** The environment of every server-side child: SQLite in `dataDir`, never a DATABASE_URL from the shell. */
function serverEnv(dataDir, extra = {}) {
  const env = { ...process.env, DATA_DIR: dataDir, ...extra };
  delete env.DATABASE_URL;
  return env;
}

async function runDataHelper(mode, dataDir) {
  const child = spawnTracked(process.execPath, ['--import', 'tsx', 'scripts/bench-data.ts', mode], {
    env: serverEnv(dataDir),
  });
  const code = await new Promise((resolve) => child.once('exit', (exitCode, signal) => resolve(exitCode ?? signal)));
  children.delete(child);
  if (code !== 0) throw new Error(`scripts/bench-data.ts ${mode} failed (${code}):\n${child.output}`);
  const lastLine = child.output.trim().split('\n').at(-1);
  return JSON.parse(lastLine);
}

/** One request with node:http: status, headers (raw, to count their bytes), body, time to the last byte. `agent: false`: a connection of its own. */
function request(url, { method = 'GET', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const req = http.request(
      url,
      {
        method,
        ...(agent === undefined ? {} : { agent }),
        headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          // Each header travels as "name: value\r\n": 4 bytes on top of its name and value.
          const rawHeaderBytes =
            res.rawHeaders.reduce((sum, item) => sum + Buffer.byteLength(item), 0) + 2 * res.rawHeaders.length;
          resolve({
            status: res.statusCode,
            headers: res.headers,
            rawHeaderBytes,
            body: Buffer.concat(chunks),
            ms: performance.now() - startedAt,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${url}: no answer in 60 s`)));
    req.end(body);
  });
}

async function startServer(label, dataDir, extraEnv = {}) {
  const port = await freePort();
  const env = serverEnv(dataDir, {
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    FORM_RATE_LIMIT,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });
  const child = spawnTracked(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { env });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (!isRunning(child))
      throw new Error(
        `The ${label} server exited during start-up (${child.exitCode ?? child.signalCode}):\n${child.output}`,
      );
    try {
      if ((await request(`${url}/api/health`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline)
      throw new Error(
        `The ${label} server did not answer /api/health within ${STARTUP_TIMEOUT_MS / 1000} s:\n${child.output}`,
      );
    await sleep(200);
  }
  log(`${label} server up at ${url} (pid ${child.pid})`);
  return { child, url, port };
}

async function startBaseline(fixturesPath) {
  const child = spawnTracked(process.execPath, ['scripts/bench-baseline.mjs', fixturesPath], { env: process.env });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The baseline server did not start within 10 s:\n${child.output}`)),
      10_000,
    );
    child.stdout.on('data', () => {
      const match = /listening (\d+)/.exec(child.output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The baseline server exited during start-up (${code}):\n${child.output}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  log(`baseline server up at ${url} (pid ${child.pid})`);
  return { child, url, port };
}

// ---------------------------------------------------------------------------------------------
// What else the machine did: CPU time of every process from /proc, so a run made on a busy machine
// says so. Linux only; elsewhere the report just lacks that line.

const TICKS_PER_SECOND = 100; // USER_HZ, which Linux fixes at 100 for /proc.

function cpuSnapshot() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
    const processes = new Map();
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const close = stat.lastIndexOf(')');
        const rest = stat.slice(close + 2).split(' ');
        // proc(5) fields counted from field 3 after the name: 4 is ppid, 14 and 15 utime and stime.
        processes.set(Number(pid), {
          name: stat.slice(stat.indexOf('(') + 1, close),
          // Kernel threads (children of kthreadd) mostly carry the bench's own loopback traffic here.
          kernel: Number(pid) === 2 || rest[1] === '2',
          ticks: Number(rest[11]) + Number(rest[12]),
        });
      } catch {
        // Gone between the listing and the read.
      }
    }
    return { at: performance.now(), total: fields.reduce((a, b) => a + b, 0), idle: fields[3] + fields[4], processes };
  } catch {
    return undefined;
  }
}

/** CPU shares over the interval, in cores: all busy time, and what processes other than ours used. */
function cpuUsage(before, after, ourPids) {
  if (!before || !after) return undefined;
  const seconds = (after.at - before.at) / 1000;
  const totalTicks = after.total - before.total;
  const cores = os.cpus().length;
  const busyCores = totalTicks > 0 ? ((totalTicks - (after.idle - before.idle)) / totalTicks) * cores : 0;
  const others = [];
  for (const [pid, now] of after.processes) {
    if (ourPids.has(pid) || now.kernel) continue;
    const ticks = now.ticks - (before.processes.get(pid)?.ticks ?? 0);
    if (ticks > 0) others.push({ pid, name: now.name, cores: ticks / TICKS_PER_SECOND / seconds });
  }
  others.sort((a, b) => b.cores - a.cores);
  return { seconds, busyCores, otherCores: others.reduce((sum, item) => sum + item.cores, 0), others };
}

// ---------------------------------------------------------------------------------------------
// API bench.

function cannon(options) {
  return new Promise((resolve, reject) => {
    currentCannon = autocannon(options, (error, result) => {
      currentCannon = undefined;
      if (error) reject(error);
      else resolve(result);
    });
  });
}

async function loadRun(target, route, duration) {
  const result = await cannon({
    url: `${target.url}${route.path}`,
    method: route.method,
    ...(route.headers ? { headers: route.headers } : {}),
    ...(route.body ? { body: route.body } : {}),
    connections: SETTINGS.connections,
    pipelining: SETTINGS.pipelining,
    duration,
  });
  if (interrupted) throw new Error('interrupted');
  return {
    reqPerSec: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
  };
}

async function benchApi(report) {
  const dataDir = makeTempDir('api');
  const seeded = await runDataHelper('api', dataDir);
  log(`api data: ${seeded.courses} published courses, ${seeded.instructors} instructors (${seeded.ms} ms)`);
  const server = await startServer('api', dataDir);

  const list = await request(`${server.url}/api/courses`);
  if (list.status !== 200) throw new Error(`GET /api/courses answered ${list.status}: ${list.body}`);
  const courses = JSON.parse(list.body.toString());
  if (courses.length !== seeded.courses)
    throw new Error(`GET /api/courses lists ${courses.length} courses, ${seeded.courses} expected`);
  const courseId = courses[0]._id;
  // A course's page is at its slug (its id answers 301 to it).
  const coursePage = `/course/${encodeURIComponent(courses[0].slug.fr)}`;

  const routes = [
    { name: 'GET /api/courses', method: 'GET', path: '/api/courses', target: { ratio: 0.7, p99: 10 } },
    // Issue 32: the cached detail at 90 % of the bare server (answered before Fastify, infra/cache/cached-reads.ts).
    { name: 'GET /api/courses/:id', method: 'GET', path: `/api/courses/${courseId}`, target: { ratio: 0.9 } },
    // Issue 14: a server-rendered page, from the page cache, against the same bytes from node:http.
    {
      name: 'GET /course/:id (rendered page, cached)',
      method: 'GET',
      path: `${coursePage}?lng=fr`,
      target: { ratio: 0.7 },
    },
    {
      name: 'POST /api/leads',
      method: 'POST',
      path: '/api/leads',
      headers: { 'content-type': 'application/json' },
      body: LEAD_BODY,
      target: {},
    },
  ];

  // The baseline's bytes: one real answer per route, served as is from then on.
  const fixtures = {};
  for (const route of routes) {
    const answer = await request(`${server.url}${route.path}`, {
      method: route.method,
      headers: route.headers,
      body: route.body,
    });
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`${route.name} answered ${answer.status}: ${answer.body}`);
    route.status = answer.status;
    route.bodyBytes = answer.body.length;
    route.realHeaderBytes = answer.rawHeaderBytes;
    route.etag = answer.headers.etag;
    fixtures[`${route.method} ${route.path}`] = {
      status: answer.status,
      contentType: answer.headers['content-type'],
      body: answer.body.toString('base64'),
    };
  }
  const fixturesPath = path.join(makeTempDir('baseline'), 'fixtures.json');
  fs.writeFileSync(fixturesPath, JSON.stringify(fixtures));
  const baseline = await startBaseline(fixturesPath);
  for (const route of routes) {
    const answer = await request(`${baseline.url}${route.path}`, {
      method: route.method,
      headers: route.headers,
      body: route.body,
    });
    const expected = Buffer.from(fixtures[`${route.method} ${route.path}`].body, 'base64');
    if (answer.status !== route.status || !answer.body.equals(expected))
      throw new Error(`The baseline does not answer ${route.name} with the captured bytes`);
    route.baselineHeaderBytes = answer.rawHeaderBytes;
  }

  const ourPids = new Set([process.pid, server.child.pid, baseline.child.pid]);
  // Measured per run rather than over the whole section: other sessions' test runs come and go
  // within minutes, and a process that ended before the last snapshot would be missed.
  const runCpu = [];
  const otherSecondsByName = new Map();
  let measuredSeconds = 0;
  for (const route of routes) {
    const runs = { real: [], baseline: [] };
    const warmups = [];
    log(`${route.name}: warm-up ${SETTINGS.warmup} s on each server`);
    warmups.push(await loadRun(server, route, SETTINGS.warmup));
    warmups.push(await loadRun(baseline, route, SETTINGS.warmup));
    // Real and baseline runs alternate, so a slow patch of the machine weighs on both sides of the ratio.
    for (let run = 1; run <= SETTINGS.runs; run += 1) {
      for (const [side, target] of [
        ['real', server],
        ['baseline', baseline],
      ]) {
        const before = cpuSnapshot();
        const result = await loadRun(target, route, SETTINGS.duration);
        const usage = cpuUsage(before, cpuSnapshot(), ourPids);
        if (usage) {
          runCpu.push(usage.otherCores);
          measuredSeconds += usage.seconds;
          for (const other of usage.others)
            otherSecondsByName.set(other.name, (otherSecondsByName.get(other.name) ?? 0) + other.cores * usage.seconds);
        }
        result.otherCores = usage?.otherCores;
        runs[side].push(result);
        log(
          `${route.name} ${side} run ${run}: ${formatInt(result.reqPerSec)} req/s, p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
        );
        await sleep(300);
      }
    }
    const sum = (items, key) => items.reduce((total, item) => total + item[key], 0);
    route.result = {
      runs,
      reqPerSec: median(runs.real.map((run) => run.reqPerSec)),
      baselineReqPerSec: median(runs.baseline.map((run) => run.reqPerSec)),
      p99: median(runs.real.map((run) => run.p99)),
      baselineP99: median(runs.baseline.map((run) => run.p99)),
      // Every request counts here, warm-up included: one failed answer is one too many.
      non2xx: sum(runs.real, 'non2xx') + warmups[0].non2xx,
      errors: sum(runs.real, 'errors') + warmups[0].errors,
      baselineNon2xx: sum(runs.baseline, 'non2xx') + warmups[1].non2xx,
      statusCodes: runs.real.map((run) => run.statusCodes),
    };
    route.result.ratio = route.result.reqPerSec / route.result.baselineReqPerSec;
    const checks = [route.result.non2xx === 0 && route.result.errors === 0];
    if (route.target.ratio !== undefined) checks.push(route.result.ratio >= route.target.ratio);
    if (route.target.p99 !== undefined) checks.push(route.result.p99 <= route.target.p99);
    route.result.met = checks.every(Boolean);
  }
  const otherCpu = runCpu.length
    ? {
        meanCores: runCpu.reduce((sum, value) => sum + value, 0) / runCpu.length,
        medianCores: median(runCpu),
        top: [...otherSecondsByName]
          .map(([name, seconds]) => ({ name, cores: seconds / measuredSeconds }))
          .sort((a, b) => b.cores - a.cores)
          .slice(0, 4),
      }
    : undefined;

  const leadsStored = await countLeads(server.url);
  await stopChild(server.child);
  await stopChild(baseline.child);
  removeTempDir(dataDir);
  removeTempDir(path.dirname(fixturesPath));

  report.api = { seeded, courseId, routes, otherCpu, leadsStored };
}

/**
 * Issue 17: the cached public API on the S3 driver against the disk driver. Two servers on twin
 * data (the same seed), one with STORAGE=disk, one with STORAGE=s3 on a local s3rver bucket;
 * their runs alternate so that a slow patch of the machine weighs on both.
 */
async function benchStorage(report) {
  const { default: S3rver } = await import('s3rver');
  const { CreateBucketCommand, S3Client } = await import('@aws-sdk/client-s3');
  const bucketDir = makeTempDir('s3rver');
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: bucketDir });
  const { port: s3Port } = await s3.run();
  const endpoint = `http://127.0.0.1:${s3Port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: 'takwin-bench' }));
  client.destroy();

  const servers = {};
  const dirs = [];
  try {
    for (const [driver, env] of [
      ['disk', { STORAGE: 'disk' }],
      [
        's3',
        {
          STORAGE: 's3',
          S3_ENDPOINT: endpoint,
          S3_REGION: 'us-east-1',
          S3_BUCKET: 'takwin-bench',
          S3_ACCESS_KEY_ID: credentials.accessKeyId,
          S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
          S3_FORCE_PATH_STYLE: 'true',
        },
      ],
    ]) {
      const dataDir = makeTempDir(`storage-${driver}`);
      dirs.push(dataDir);
      await runDataHelper('api', dataDir);
      servers[driver] = await startServer(`${driver} storage`, dataDir, env);
    }
    const route = { name: 'GET /api/courses', method: 'GET', path: '/api/courses' };
    const runs = { disk: [], s3: [] };
    for (const driver of ['disk', 's3']) await loadRun(servers[driver], route, SETTINGS.warmup);
    for (let run = 1; run <= SETTINGS.runs; run += 1) {
      for (const driver of ['disk', 's3']) {
        const result = await loadRun(servers[driver], route, SETTINGS.duration);
        runs[driver].push(result);
        log(
          `${route.name} on ${driver} storage, run ${run}: ${formatInt(result.reqPerSec)} req/s, p99 ${result.p99} ms, non-2xx ${result.non2xx}`,
        );
        await sleep(300);
      }
    }
    const disk = median(runs.disk.map((run) => run.reqPerSec));
    const onS3 = median(runs.s3.map((run) => run.reqPerSec));
    const failures = [...runs.disk, ...runs.s3].reduce((sum, run) => sum + run.non2xx + run.errors, 0);
    report.storage = {
      route,
      runs,
      disk,
      onS3,
      ratio: onS3 / disk,
      failures,
      met: failures === 0 && onS3 / disk >= 0.9,
    };
  } finally {
    for (const server of Object.values(servers)) await stopChild(server.child);
    for (const dir of dirs) removeTempDir(dir);
    await s3.close();
    removeTempDir(bucketDir);
  }
}

/** The leads the POST runs stored, read back through the admin API: a 201 must mean a row. */
async function countLeads(url) {
  const session = await login(url);
  const answer = await request(`${url}/api/leads`, { headers: { authorization: `Bearer ${session.token}` } });
  // Without limit the list answers its first page; the header counts them all.
  return answer.status === 200 ? Number(answer.headers['x-total-count']) : undefined;
}

async function login(url) {
  const answer = await request(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (answer.status !== 200) throw new Error(`POST /api/users/login answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body.toString());
}

// ---------------------------------------------------------------------------------------------
// Scale.

/** The server reads web/dist/index.html once at start, so the build has to exist before it starts. */
async function ensureWebBuild() {
  if (fs.existsSync(path.join(root, 'web', 'dist', 'index.html'))) return { built: true };
  log('web/dist/index.html is missing: running npm run build');
  const child = spawnTracked('npm', ['run', 'build'], { env: process.env });
  const code = await new Promise((resolve) => child.once('exit', (exitCode, signal) => resolve(exitCode ?? signal)));
  children.delete(child);
  if (code === 0) return { built: true, ranBuild: true };
  return { built: false, reason: `npm run build failed (${code}); last output:\n${child.output.slice(-2000)}` };
}

async function benchScale(report) {
  const web = args['skip-browser'] ? { built: false, reason: 'skipped (--skip-browser)' } : await ensureWebBuild();
  const dataDir = makeTempDir('scale');
  const seeded = await runDataHelper('scale', dataDir);
  log(`scale data: ${seeded.leads} leads, ${seeded.courses} published courses (${seeded.ms} ms)`);
  const server = await startServer('scale', dataDir);
  const session = await login(server.url);
  const auth = { authorization: `Bearer ${session.token}` };

  // Targets of issue 13: a status filter ≤ 100 ms, the summary ≤ 50 ms (medians).
  const apiRoutes = [
    { name: 'GET /api/leads?status=new (admin)', path: '/api/leads?status=new', headers: auth, targetMs: 100 },
    {
      name: 'GET /api/leads?status=new&limit=25 (admin, one page)',
      path: '/api/leads?status=new&limit=25',
      headers: auth,
    },
    {
      name: 'GET /api/leads?q=…&limit=25 (admin, search: one person)',
      path: `/api/leads?q=${encodeURIComponent('lead4242@')}&limit=25`,
      headers: auth,
    },
    {
      name: 'GET /api/leads?q=…&limit=25 (admin, search: a term in every request)',
      path: `/api/leads?q=${encodeURIComponent('example.tn')}&limit=25`,
      headers: auth,
    },
    { name: 'GET /api/inbox/summary (admin)', path: '/api/inbox/summary', headers: auth, targetMs: 50, rows: () => 1 },
    {
      name: 'GET /api/leads (admin, no limit: the newest 500, the total in X-Total-Count)',
      path: '/api/leads',
      headers: auth,
    },
    { name: 'GET /api/courses/all (admin)', path: '/api/courses/all', headers: auth },
    { name: 'GET /api/courses (public)', path: '/api/courses', headers: {} },
    // Target of issue 14: the catalogue page rendered afresh (each sample after an admin write has
    // cleared the rendered pages; the catalogue's own cache, which only course writes clear, stays).
    {
      name: 'GET /courses (rendered page, uncached)',
      path: '/courses?lng=fr',
      headers: {},
      targetMs: 50,
      clearCaches: true,
      rows: (body) => (body.toString().match(/<article/g) ?? []).length,
    },
  ];
  // The same settings saved again: an admin write that clears the rendered pages and changes nothing.
  const settingsAnswer = await request(`${server.url}/api/settings/all`, { headers: auth });
  const { updatedAt: _updatedAt, ...settingsBody } = JSON.parse(settingsAnswer.body.toString());
  const clearCaches = async () => {
    const saved = await request(`${server.url}/api/settings`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(settingsBody),
    });
    if (saved.status !== 200) throw new Error(`PUT /api/settings answered ${saved.status}: ${saved.body}`);
  };
  for (const route of apiRoutes) {
    const first = await request(`${server.url}${route.path}`, { headers: route.headers });
    if (first.status !== 200)
      throw new Error(
        `${route.name} answered ${first.status} with ${seeded.leads} leads and ${seeded.courses} courses`,
      );
    const times = [];
    for (let sample = 0; sample < SCALE_SAMPLES; sample += 1) {
      if (route.clearCaches) await clearCaches();
      const answer = await request(`${server.url}${route.path}`, { headers: route.headers });
      if (answer.status !== 200) throw new Error(`${route.name} answered ${answer.status}`);
      times.push(answer.ms);
    }
    route.result = {
      status: first.status,
      rows: route.rows ? route.rows(first.body) : JSON.parse(first.body.toString()).length,
      bytes: first.body.length,
      gzipBytes: zlib.gzipSync(first.body).length,
      contentEncoding: first.headers['content-encoding'],
      firstMs: first.ms,
      medianMs: median(times),
      times,
    };
    log(
      `${route.name}: ${route.result.rows} rows, ${formatBytes(route.result.bytes)}, first ${formatMs(first.ms)} ms, median ${formatMs(route.result.medianMs)} ms`,
    );
  }

  const screens = [
    // Target of issue 13: the first page with a status filter visible in ≤ 1 s.
    {
      name: 'Admin leads, new ones',
      path: '/admin/leads?status=new',
      admin: true,
      selector: 'main table tbody tr',
      data: `${formatInt(seeded.leads)} leads`,
      targetMs: 1000,
    },
    {
      name: 'Admin leads',
      path: '/admin/leads',
      admin: true,
      selector: 'main table tbody tr',
      data: `${formatInt(seeded.leads)} leads`,
    },
    {
      name: 'Admin courses',
      path: '/admin/courses',
      admin: true,
      selector: 'main table tbody tr',
      data: `${formatInt(seeded.courses)} courses`,
    },
    {
      name: 'Public courses',
      path: '/courses',
      admin: false,
      selector: 'main ul > li > article',
      data: `${formatInt(seeded.courses)} published courses`,
    },
  ];
  let browserNote;
  const executablePath = web.built ? await findChromiumOrPlaywrights() : undefined;
  if (!web.built) browserNote = `not measured: ${web.reason}`;
  else if (!executablePath)
    browserNote = 'not measured: no Chromium found (set CHROMIUM_PATH, or install /usr/bin/chromium)';
  else {
    const { chromium } = await import('@playwright/test');
    browser = await chromium.launch({ executablePath, args: PLAYWRIGHT_CHROMIUM_FLAGS });
    const version = browser.version();
    for (const screen of screens) {
      screen.times = [];
      for (let run = 0; run < BROWSER_RUNS; run += 1) {
        // A fresh context each time: empty cache and storage, as on a first visit.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        if (screen.admin)
          await context.addInitScript(
            (value) => globalThis.localStorage.setItem('adminInfo', value),
            JSON.stringify(session),
          );
        // The page's own clock (ms since its navigation started) notes the first frame that has the
        // row: polling from outside would add up to its own interval to every figure.
        await context.addInitScript((selector) => {
          const noteFirstRow = () => {
            const row = globalThis.document.querySelector(selector);
            if (!row || row.getClientRects().length === 0) return globalThis.requestAnimationFrame(noteFirstRow);
            globalThis.__firstRowAt = performance.now();
          };
          globalThis.requestAnimationFrame(noteFirstRow);
        }, screen.selector);
        const page = await context.newPage();
        try {
          await page.goto(`${server.url}${screen.path}`, { waitUntil: 'commit' });
          await page.locator(screen.selector).first().waitFor({ state: 'visible', timeout: 60_000 });
          await page.waitForFunction(() => globalThis.__firstRowAt !== undefined);
          screen.times.push(await page.evaluate(() => globalThis.__firstRowAt));
          screen.rowsShown = await page.locator(screen.selector).count();
          screen.finalPath = new URL(page.url()).pathname;
        } catch (error) {
          screen.error = `${error instanceof Error ? error.message.split('\n')[0] : error} (page at ${page.url()})`;
        } finally {
          await context.close();
        }
        if (screen.error) break;
      }
      if (screen.times.length) screen.medianMs = median(screen.times);
      log(
        `${screen.name}: ${screen.error ?? `first row after ${formatMs(screen.medianMs)} ms (median of ${screen.times.length}), ${screen.rowsShown} rows in the DOM`}`,
      );
    }
    await browser.close();
    browser = undefined;
    browserNote = `Chromium ${version} (${executablePath}), headless, 1280×800, a fresh context per run`;
  }

  await stopChild(server.child);
  removeTempDir(dataDir);
  report.scale = { seeded, apiRoutes, screens, browserNote, web };
}

// ---------------------------------------------------------------------------------------------
// Exports under load.

const EXPORT_STAFF = 16;
/** What the site must keep while the exports run (issue 30). */
const EXPORT_TARGETS = { p99Ms: 100, rssMb: 400 };

/** The resident memory of a process, from /proc (Linux), in bytes; undefined elsewhere. */
function rssOf(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

const percentile = (values, fraction) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
};

/** Times `path` over and over, one request at a time, until `stop.done`; answers the times (ms). */
async function probe(url, path, stop) {
  const times = [];
  while (!stop.done) {
    const answer = await request(`${url}${path}`);
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status} during the exports`);
    times.push(answer.ms);
    await sleep(10);
  }
  return times;
}

/** The rows of a CSV (its lines but the heading), counted in the buffer: decoding 16 MB into strings would stall the probes that share this process. */
function countRows(body) {
  let lines = 0;
  for (let at = body.indexOf('\r\n'); at !== -1; at = body.indexOf('\r\n', at + 2)) lines += 1;
  return lines - 1;
}

/** One staff member's export: asked again a second later while the server says 429; answers its bytes and how many 429s. */
async function exportOnce(url, auth) {
  let refused = 0;
  const reasons = new Set();
  for (;;) {
    // Each export on a connection of its own, as each staff member's browser has.
    const answer = await request(`${url}/api/leads/export.csv?archived=false`, { headers: auth, agent: false });
    if (answer.status === 200)
      return {
        bytes: answer.body.length,
        lines: countRows(answer.body),
        refused,
        reasons: [...reasons],
        ms: answer.ms,
      };
    if (answer.status !== 429)
      return {
        failed: `${answer.status} ${answer.body.toString().slice(0, 200)}`,
        refused,
        reasons: [...reasons],
        ms: answer.ms,
        bytes: 0,
        lines: 0,
      };
    refused += 1;
    reasons.add(JSON.parse(answer.body.toString()).code);
    await sleep(1000);
  }
}

async function benchExports(report) {
  const dataDir = makeTempDir('exports');
  const seeded = await runDataHelper('scale', dataDir);
  log(`exports data: ${seeded.leads} leads (${seeded.ms} ms)`);
  const server = await startServer('exports', dataDir);
  const admin = { authorization: `Bearer ${(await login(server.url)).token}` };
  const staff = [];
  for (let index = 0; index < EXPORT_STAFF; index += 1) {
    const member = {
      name: `Export ${index}`,
      email: `export${index}@takwin.tn`,
      role: 'sales',
      password: `export password ${index} of the bench`,
    };
    const created = await request(`${server.url}/api/users`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify(member),
    });
    if (created.status !== 201) throw new Error(`POST /api/users answered ${created.status}: ${created.body}`);
    const session = await request(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(member),
    });
    // The password an admin typed is provisional: changed first, as staff routes ask.
    const changed = await request(`${server.url}/api/users/me/password`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${JSON.parse(session.body.toString()).token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ currentPassword: member.password, newPassword: `${member.password}, chosen` }),
    });
    if (changed.status !== 200)
      throw new Error(`POST /api/users/me/password answered ${changed.status}: ${changed.body}`);
    staff.push({ authorization: `Bearer ${JSON.parse(changed.body.toString()).token}` });
  }
  const page = '/courses?lng=fr';
  // Warm: the page rendered once, as visitors find it.
  await request(`${server.url}${page}`);

  const measure = async (withExports) => {
    const stop = { done: false };
    let peakRss = rssOf(server.child.pid) ?? 0;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(server.child.pid) ?? 0)), 50);
    const probes = Promise.all([
      probe(server.url, '/api/health', stop),
      probe(server.url, page, stop),
      probe(server.url, '/api/health', stop),
      probe(server.url, page, stop),
    ]);
    const started = performance.now();
    let exports = [];
    if (withExports) exports = await Promise.all(staff.map((auth) => exportOnce(server.url, auth)));
    else await sleep(5000);
    const ms = performance.now() - started;
    stop.done = true;
    const [health1, page1, health2, page2] = await probes;
    clearInterval(sampler);
    const health = [...health1, ...health2];
    const pages = [...page1, ...page2];
    return {
      ms,
      exports,
      peakRssMb: peakRss / 1024 ** 2,
      health: { count: health.length, median: median(health), p99: percentile(health, 0.99), max: Math.max(...health) },
      page: { count: pages.length, median: median(pages), p99: percentile(pages, 0.99), max: Math.max(...pages) },
    };
  };
  const idle = await measure(false);
  log(`exports: idle health p99 ${formatMs(idle.health.p99)} ms, page p99 ${formatMs(idle.page.p99)} ms`);
  const loaded = await measure(true);
  log(
    `exports: ${loaded.exports.length} exports of ${loaded.exports[0]?.lines} rows in ${formatInt(loaded.ms)} ms; health p99 ${formatMs(loaded.health.p99)} ms, page p99 ${formatMs(loaded.page.p99)} ms, peak RSS ${loaded.peakRssMb.toFixed(0)} MB`,
  );
  await stopChild(server.child);
  removeTempDir(dataDir);
  report.exports = { seeded, page, idle, loaded };
}

/** The exports section of BENCHMARKS.md, between its markers (kept as is by a run that skips it). */
function exportsSection(report) {
  const lines = [EXPORTS_START, '## Exports under load', ''];
  const ex = report.exports;
  if (!ex) {
    lines.push(`Not measured yet (\`node scripts/bench.mjs --only-exports\` measures it).`, EXPORTS_END);
    return lines.join('\n');
  }
  const { idle, loaded } = ex;
  const refused = loaded.exports.reduce((sum, item) => sum + item.refused, 0);
  const reasons = [...new Set(loaded.exports.flatMap((item) => item.reasons))];
  const met = (value, target) => (value <= target ? 'met' : '**not met**');
  lines.push(
    `Measured on ${report.finishedAt.toISOString()} at commit ${report.git.commit}, on this machine (${os.cpus().length} cores; load before: ${report.loadBefore.map((value) => value.toFixed(2)).join(', ')}). A fresh DATA_DIR (SQLite) with ${formatInt(ex.seeded.leads)} leads; ${EXPORT_STAFF} staff members (role sales) each ask for \`GET /api/leads/export.csv\` at the same moment and read it as fast as loopback allows; an export told 429 (one export per staff member, four per instance) asks again a second later, until all ${EXPORT_STAFF} have their file. Meanwhile four probes, one request at a time each with 10 ms between, time \`GET /api/health\` and the cached public page \`${ex.page}\` (time to the last byte, node:http on loopback), and /proc samples the server's resident memory every 50 ms. The same probes for 5 s without exports first, for comparison.`,
    '',
    '```sh',
    'node scripts/bench.mjs --only-exports   # this section alone; npm run bench runs it with the rest',
    '```',
    '',
    '| | Exports | Took (ms) | /api/health p99 (median, max) ms | Public page p99 (median, max) ms | Peak RSS (MB) | Target |',
    '|---|--:|--:|--:|--:|--:|---|',
    `| Without exports | 0 | ${formatInt(idle.ms)} | ${formatMs(idle.health.p99)} (${formatMs(idle.health.median)}, ${formatMs(idle.health.max)}) | ${formatMs(idle.page.p99)} (${formatMs(idle.page.median)}, ${formatMs(idle.page.max)}) | ${idle.peakRssMb.toFixed(0)} | |`,
    `| ${EXPORT_STAFF} exports at once | ${loaded.exports.length} × ${formatInt(loaded.exports[0]?.lines ?? 0)} rows, ${formatBytes(loaded.exports[0]?.bytes ?? 0)} each | ${formatInt(loaded.ms)} | ${formatMs(loaded.health.p99)} (${formatMs(loaded.health.median)}, ${formatMs(loaded.health.max)}) | ${formatMs(loaded.page.p99)} (${formatMs(loaded.page.median)}, ${formatMs(loaded.page.max)}) | ${loaded.peakRssMb.toFixed(0)} | p99 ≤ ${EXPORT_TARGETS.p99Ms} ms: health ${met(loaded.health.p99, EXPORT_TARGETS.p99Ms)}, page ${met(loaded.page.p99, EXPORT_TARGETS.p99Ms)}; RSS ≤ ${EXPORT_TARGETS.rssMb} MB: ${met(loaded.peakRssMb, EXPORT_TARGETS.rssMb)} |`,
    '',
    `${refused} answers 429 on the way (${reasons.join(', ') || 'none'}), each asked again; every file had all ${formatInt(ex.seeded.leads)} rows: ${loaded.exports.every((item) => item.lines === ex.seeded.leads) ? 'yes' : '**no**'}${
      loaded.exports.some((item) => item.failed)
        ? ` (**failed**: ${loaded.exports
            .filter((item) => item.failed)
            .map((item) => item.failed)
            .join('; ')})`
        : ''
    }. Each export took ${formatInt(Math.min(...loaded.exports.map((item) => item.ms)))}–${formatInt(Math.max(...loaded.exports.map((item) => item.ms)))} ms once admitted. Probes: ${loaded.health.count} health checks and ${loaded.page.count} pages during the exports.`,
    EXPORTS_END,
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// BENCHMARKS.md.

/** "≤ 100 ms: met" / "not met"; empty where no target is set. */
const verdict = (ms, targetMs) =>
  targetMs === undefined
    ? ''
    : `≤ ${formatInt(targetMs)} ms: ${ms !== undefined && ms <= targetMs ? 'met' : '**not met**'}`;

function gitState() {
  const run = (gitArgs) =>
    new Promise((resolve) => {
      const child = spawn('git', gitArgs, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.once('error', () => resolve(''));
      child.once('exit', () => resolve(output.trim()));
    });
  return Promise.all([
    run(['rev-parse', '--short', 'HEAD']),
    run(['status', '--porcelain', '--', 'server', 'shared', 'web']),
  ]).then(([commit, dirty]) => ({
    commit: commit || 'unknown',
    dirtyFiles: dirty ? dirty.split('\n').length : 0,
  }));
}

function targetText(route) {
  const parts = [];
  if (route.target.ratio !== undefined) parts.push(`≥ ${percent(route.target.ratio)} of baseline`);
  if (route.target.p99 !== undefined) parts.push(`p99 ≤ ${route.target.p99} ms`);
  parts.push('0 non-2xx');
  return parts.join(', ');
}

function apiNotes(api) {
  const notes = [];
  const [list, detail] = api.routes;
  for (const route of api.routes) {
    const result = route.result;
    if (result.met) continue;
    const misses = [];
    if (route.target.ratio !== undefined && result.ratio < route.target.ratio)
      misses.push(`${percent(result.ratio)} of the baseline where ${percent(route.target.ratio)} is asked`);
    if (route.target.p99 !== undefined && result.p99 > route.target.p99)
      misses.push(
        `p99 ${result.p99} ms where ${route.target.p99} ms is the limit (runs: ${result.runs.real.map((run) => run.p99).join(', ')} ms)`,
      );
    if (result.non2xx > 0 || result.errors > 0)
      misses.push(
        `${result.non2xx} non-2xx answers and ${result.errors} connection errors (status codes per run: ${JSON.stringify(result.statusCodes)})`,
      );
    notes.push(`- **${route.name} missed its target**: ${misses.join('; ')}.`);
  }
  // Facts that explain a miss, read from the answers rather than assumed.
  const cacheHint = (route) =>
    route.etag
      ? `${route.name} answered with an ETag (\`${route.etag}\`), so this run measured the server with its read cache in place`
      : `${route.name} answered without an ETag, so this run measured a server that reads the database on each request (the in-memory cache with ETag that issue 6 asks for was not in this build)`;
  if (!list.result.met || !detail.result.met) notes.push(`- ${cacheHint(list)}; ${cacheHint(detail)}.`);
  // With every connection always waiting on an answer, mean latency = connections / throughput
  // (Little's law): a p99 limit below what the bare server reaches cannot be met by any server here.
  for (const route of api.routes) {
    const r = route.result;
    if (route.target.p99 === undefined || r.p99 <= route.target.p99) continue;
    const bareMean = (SETTINGS.connections / r.baselineReqPerSec) * 1000;
    const needed = (SETTINGS.connections / route.target.p99) * 1000;
    const overBare = r.runs.real.map((run, index) => run.p99 - r.runs.baseline[index].p99);
    notes.push(
      `- On the p99 of ${route.name}: with ${SETTINGS.connections} connections each always waiting for an answer, mean latency is ${SETTINGS.connections} / req/s. The bare server's own mean is ${bareMean.toFixed(1)} ms and its p99 ${r.baselineP99} ms for this ${formatBytes(route.bodyBytes)} body; a p99 of ${route.target.p99} ms would take more than ${formatInt(needed)} req/s${r.baselineP99 > route.target.p99 ? ', more than the bare server sends on this machine, so this limit cannot be met here whatever the server does' : ''}. Run by run, the real server's p99 minus the bare server's: ${overBare.map((value) => `${value > 0 ? '+' : ''}${value}`).join(', ')} ms.`,
    );
  }
  notes.push(
    `- GET /api/courses answers one card per course (${formatBytes(Math.round(list.bodyBytes / api.seeded.courses))} each here): the description, learnings and programme come with GET /api/courses/:id.`,
    "- The load generator pays for every body too: autocannon appends each answer to a JavaScript string, and decoding UTF-8 with Arabic text costs it far more than ASCII, so the size of a body weighs on both servers' figures alike.",
  );
  notes.push(
    `- What the ratio compares: the baseline sends the same body bytes and content type, nothing else. The real server adds its own headers (the API's security headers, Vary, and ETag with Cache-Control on the cached reads): ${list.realHeaderBytes} header bytes against the baseline's ${list.baselineHeaderBytes} on GET /api/courses (body ${formatBytes(list.bodyBytes)}), ${detail.realHeaderBytes} against ${detail.baselineHeaderBytes} on GET /api/courses/:id (body ${formatBytes(detail.bodyBytes)}).`,
  );
  notes.push(
    `- POST /api/leads has no throughput target: each 201 is a row written to SQLite with \`synchronous = FULL\` (one fsync per lead, so an acknowledged lead survives a crash), while the baseline writes nothing. ${api.leadsStored !== undefined ? `${formatInt(api.leadsStored)} leads were in the database after the runs (every 201 of the bench plus the one captured for the baseline).` : ''}`,
  );
  return notes;
}

function loadNote(report) {
  const cores = os.cpus().length;
  const lines = [
    `- Load average before the bench: ${report.loadBefore.map((value) => value.toFixed(2)).join(', ')} (1, 5, 15 min) on ${cores} cores.`,
  ];
  const api = report.api;
  const otherCpu = api?.otherCpu;
  if (otherCpu) {
    const top = otherCpu.top
      .filter((item) => item.cores >= 0.02)
      .map((item) => `${item.name} ${(item.cores * 100).toFixed(0)}%`);
    lines.push(
      `- Other processes during the measured API runs (from /proc; the bench, the two servers and kernel threads excluded): ${(otherCpu.meanCores * 100).toFixed(0)}% of one core on average, median ${(otherCpu.medianCores * 100).toFixed(0)}% per run${top.length ? `; by name: ${top.join(', ')}` : ''}.`,
    );
    // Measured use beats the load average, which still carries whatever ran the minute before.
    report.busy = otherCpu.meanCores >= 0.1 || otherCpu.medianCores >= 0.1;
  } else {
    report.busy = report.loadBefore[0] >= cores * 0.5;
  }
  lines.push(
    report.busy
      ? '- **The machine was busy** with other work during this run (see the "Other CPU" column below): the absolute numbers are low and noisy; the ratios, taken from alternating runs, are the more trustworthy figures. Re-run on an idle machine for the record.'
      : '- The machine was otherwise idle during the runs.',
  );
  lines.push(
    `- autocannon, the server and the baseline share these ${cores} cores: on a small machine the load generator takes a good part of the CPU, which caps both sides.`,
  );
  return lines;
}

const LIGHTHOUSE_START = '<!-- lighthouse:start -->';
const LIGHTHOUSE_END = '<!-- lighthouse:end -->';
/** Notes written by hand at the end of the file: kept from one run to the next. */
const NOTES_START = '<!-- notes:start -->';
const NOTES_END = '<!-- notes:end -->';
/** The exports part: rewritten by a run that measures it, kept by one that skips it. */
const EXPORTS_START = '<!-- exports:start -->';
const EXPORTS_END = '<!-- exports:end -->';

/** What lies between two markers in the current file, the markers included. */
function existingSection(startMarker, endMarker) {
  if (!fs.existsSync(OUT_FILE)) return undefined;
  const text = fs.readFileSync(OUT_FILE, 'utf8');
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker, start);
  return start >= 0 && end > start ? text.slice(start, end + endMarker.length) : undefined;
}

function renderReport(report) {
  const cpus = os.cpus();
  const lines = [];
  const push = (...items) => lines.push(...items);
  /** A measured part's section: its heading, then what `write` makes of it, or why this run left it out. */
  const section = (title, key, write) => {
    push(`## ${title}`, '');
    if (report[key]) write(report[key]);
    else push(`Not measured in this run (${report[`${key}SkipReason`]}).`, '');
  };
  push(
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (scripts/bench.mjs) on ${report.finishedAt.toISOString()}. Issue 6, "Benchmarks": the API bench and the scale part. Re-run the same command to refresh this file.`,
    '',
    '## Machine',
    '',
    `- CPU: ${cpus[0]?.model ?? 'unknown'}, ${cpus.length} cores; ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB RAM; ${os.type()} ${os.release()} ${os.arch()}`,
    `- Node ${process.version}, autocannon ${report.versions.autocannon}, Playwright ${report.versions.playwright}`,
    `- Code: commit ${report.git.commit}${report.git.dirtyFiles ? `, with ${report.git.dirtyFiles} uncommitted change(s) under server/, shared/ or web/ at the time of the run` : ''}`,
    `- Date: ${report.startedAt.toISOString()} to ${report.finishedAt.toISOString()}`,
    ...loadNote(report),
    '',
    '## Commands',
    '',
    '```sh',
    'npm run bench                      # = node scripts/bench.mjs (writes this file)',
    `node scripts/bench.mjs --duration=${SETTINGS.duration} --warmup=${SETTINGS.warmup} --runs=${SETTINGS.runs} --connections=${SETTINGS.connections}   # the settings of this run`,
    '```',
    '',
    'What it runs, step by step (DATA_DIR is a fresh temp dir each time, DATABASE_URL is removed so it is the embedded SQLite, removed at the end):',
    '',
    '```sh',
    'DATA_DIR=$TMP/api node --import tsx scripts/bench-data.ts api          # 4 instructors, 30 published courses, no images',
    `DATA_DIR=$TMP/api PORT=<free> HOST=127.0.0.1 ADMIN_EMAIL=${ADMIN.email} ADMIN_PASSWORD=… FORM_RATE_LIMIT=${FORM_RATE_LIMIT} LOG_LEVEL=warn \\`,
    '  node --import tsx server/src/main.ts',
    'node scripts/bench-baseline.mjs fixtures.json                            # node:http, the captured bodies and content types',
    `# per route and per server: a ${SETTINGS.warmup} s warm-up, then ${SETTINGS.runs} runs of ${SETTINGS.duration} s, real and baseline alternating; the equivalent CLI:`,
    `npx autocannon -c ${SETTINGS.connections} -p ${SETTINGS.pipelining} -d ${SETTINGS.duration} http://127.0.0.1:<port>/api/courses`,
    `npx autocannon -c ${SETTINGS.connections} -p ${SETTINGS.pipelining} -d ${SETTINGS.duration} http://127.0.0.1:<port>/api/courses/<id>`,
    `npx autocannon -c ${SETTINGS.connections} -p ${SETTINGS.pipelining} -d ${SETTINGS.duration} -m POST -H content-type=application/json -b '<lead JSON>' http://127.0.0.1:<port>/api/leads`,
    'DATA_DIR=$TMP/scale node --import tsx scripts/bench-data.ts scale      # 4 instructors, 1,000 published courses, 10,000 leads',
    '# then the same server command on $TMP/scale, timed requests with node:http, and Chromium through Playwright',
    '```',
    '',
  );

  section('API', 'api', (api) => {
    push(
      `${api.seeded.courses} published courses, ${api.seeded.instructors} instructors; autocannon ${SETTINGS.connections} connections, pipelining ${SETTINGS.pipelining}, loopback. req/s is autocannon's mean of per-second samples; every figure is the median of the ${SETTINGS.runs} measured runs. non-2xx counts every answer of the real server, warm-up included.`,
      '',
      '| Route | req/s | Baseline req/s | Ratio | p99 (ms) | Baseline p99 (ms) | Non-2xx | Target | Met? |',
      '|---|--:|--:|--:|--:|--:|--:|---|---|',
    );
    for (const route of api.routes) {
      const r = route.result;
      push(
        `| ${route.name} | ${formatInt(r.reqPerSec)} | ${formatInt(r.baselineReqPerSec)} | ${percent(r.ratio)} | ${r.p99} | ${r.baselineP99} | ${r.non2xx}${r.errors ? ` (+${r.errors} errors)` : ''} | ${targetText(route)} | ${r.met ? 'yes' : '**no**'} |`,
      );
    }
    push(
      '',
      'Every run (req/s, p99 ms; "other CPU" is what processes other than ours used during the run, in cores):',
      '',
      '| Route | Run | Real req/s | Real p99 | Baseline req/s | Baseline p99 | Other CPU |',
      '|---|--:|--:|--:|--:|--:|--:|',
    );
    for (const route of api.routes) {
      route.result.runs.real.forEach((real, index) => {
        const base = route.result.runs.baseline[index];
        const other = [real.otherCores, base.otherCores].filter((value) => value !== undefined);
        push(
          `| ${route.name} | ${index + 1} | ${formatInt(real.reqPerSec)} | ${real.p99} | ${formatInt(base.reqPerSec)} | ${base.p99} | ${other.length ? other.map((value) => value.toFixed(2)).join(' / ') : 'n/a'} |`,
        );
      });
    }
    push('', '### Notes', '', ...apiNotes(api), '');
  });

  section('Storage drivers', 'storage', (storage) => {
    push(
      `Issue 17: the cached public API on the S3 driver stays within 10 % of the disk driver. Two servers on twin data (30 published courses), one with STORAGE=disk, one with STORAGE=s3 on a local s3rver bucket (loopback); a ${SETTINGS.warmup} s warm-up each, then ${SETTINGS.runs} runs of ${SETTINGS.duration} s alternating, autocannon ${SETTINGS.connections} connections. Medians of the runs.`,
      '',
      '| Route | Disk req/s | S3 req/s | S3 / disk | Non-2xx and errors | Target | Met? |',
      '|---|--:|--:|--:|--:|---|---|',
      `| ${storage.route.name} | ${formatInt(storage.disk)} | ${formatInt(storage.onS3)} | ${percent(storage.ratio)} | ${storage.failures} | ≥ 90 % | ${storage.met ? 'yes' : '**no**'} |`,
      '',
      `Runs (req/s, disk / S3): ${storage.runs.disk.map((run, index) => `${formatInt(run.reqPerSec)} / ${formatInt(storage.runs.s3[index].reqPerSec)}`).join('; ')}.`,
      '',
    );
  });

  // The Lighthouse section belongs to scripts/lighthouse.mjs, which rewrites only what lies between
  // these markers: an existing one is kept as is, otherwise a placeholder takes its place.
  push(
    report.lighthouseSection ??
      [
        LIGHTHOUSE_START,
        '## Web: Lighthouse',
        '',
        'Not measured yet: `npm run bench` leaves out the Lighthouse part of issue 6 (mobile preset, /, /courses and /course/:id in fr and ar).',
        LIGHTHOUSE_END,
      ].join('\n'),
    '',
  );

  section('Scale', 'scale', (scale) => {
    push(
      `A fresh DATA_DIR with ${formatInt(scale.seeded.leads)} leads (2 % new, the rest contacted, enrolled or lost) and ${formatInt(scale.seeded.courses)} published courses (${scale.seeded.instructors} instructors), filled in ${formatInt(scale.seeded.ms)} ms. Issue 13 sets three targets (a status filter through the API ≤ 100 ms, the summary ≤ 50 ms, the first page of /admin/leads with a status filter visible ≤ 1 s) and issue 14 one (/courses rendered afresh by the server with 1,000 courses ≤ 50 ms, each sample after an admin write that clears the rendered pages); they are judged in the Target column. The other rows are reported, not judged.`,
      '',
      `### API (node:http on loopback, time to the last byte; "first" is the first request after start-up, then the median of ${SCALE_SAMPLES})`,
      '',
      '| Route | Status | Rows | Body | Gzipped (for reference) | First (ms) | Median (ms) | Target |',
      '|---|--:|--:|--:|--:|--:|--:|---|',
    );
    for (const route of scale.apiRoutes) {
      const r = route.result;
      push(
        `| ${route.name} | ${r.status} | ${formatInt(r.rows)} | ${formatBytes(r.bytes)}${r.contentEncoding ? ` (${r.contentEncoding})` : ''} | ${formatBytes(r.gzipBytes)} | ${formatMs(r.firstMs)} | ${formatMs(r.medianMs)} | ${verdict(r.medianMs, route.targetMs)} |`,
      );
    }
    push(
      '',
      '### Screens (time from navigation to the first row visible)',
      '',
      `${scale.browserNote}. Median of ${BROWSER_RUNS} runs; adminInfo from a real login put in localStorage before the page loads. The time is the page's own (performance.now(), from the start of its navigation) at the first animation frame where the row is laid out.`,
      '',
    );
    if (scale.screens.some((screen) => screen.times)) {
      push(
        '| Screen | Data | Waits for | Median (ms) | Runs (ms) | Rows in the DOM | Target |',
        '|---|---|---|--:|---|--:|---|',
      );
      for (const screen of scale.screens) {
        if (!screen.times) continue;
        const runs = screen.times.map(formatMs).join(', ');
        push(
          `| ${screen.name} \`${screen.path}\` | ${screen.data} | \`${screen.selector}\` | ${screen.medianMs === undefined ? '—' : formatMs(screen.medianMs)} | ${runs || '—'}${screen.error ? ` **failed: ${screen.error.replace(/\|/g, '\\|')}**` : ''} | ${screen.rowsShown ?? '—'} | ${verdict(screen.medianMs, screen.targetMs)} |`,
        );
      }
      push('');
    }
  });
  push(report.exports ? exportsSection(report) : (report.exportsSection ?? exportsSection(report)), '');
  if (report.notesSection) push(report.notesSection);
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const report = { startedAt: new Date(), loadBefore: os.loadavg() };
  report.git = await gitState();
  report.versions = {
    autocannon: require('autocannon/package.json').version,
    playwright: require('@playwright/test/package.json').version,
  };
  log(
    `machine: ${os.cpus().length} cores, Node ${process.version}, load ${report.loadBefore.map((value) => value.toFixed(2)).join(' ')}`,
  );

  if (args['only-exports']) {
    // This part alone: the rest of the file stays as the last full run wrote it.
    await benchExports(report);
    report.finishedAt = new Date();
    const section = exportsSection(report);
    const text = fs.existsSync(OUT_FILE) ? fs.readFileSync(OUT_FILE, 'utf8') : '# Benchmarks\n';
    const kept = existingSection(EXPORTS_START, EXPORTS_END);
    const notesAt = text.indexOf(NOTES_START);
    const next = kept
      ? text.replace(kept, section)
      : notesAt >= 0
        ? `${text.slice(0, notesAt)}${section}\n\n${text.slice(notesAt)}`
        : `${text.trimEnd()}\n\n${section}\n`;
    fs.writeFileSync(OUT_FILE, next);
    log(`wrote the exports section of ${path.relative(process.cwd(), OUT_FILE) || OUT_FILE}`);
    return;
  }
  if (args['skip-api']) report.apiSkipReason = '--skip-api';
  else await benchApi(report);
  if (args['skip-storage']) report.storageSkipReason = '--skip-storage';
  else await benchStorage(report);
  if (args['skip-scale']) report.scaleSkipReason = '--skip-scale';
  else await benchScale(report);
  if (!args['skip-exports']) await benchExports(report);

  report.finishedAt = new Date();
  report.lighthouseSection = existingSection(LIGHTHOUSE_START, LIGHTHOUSE_END);
  report.notesSection = existingSection(NOTES_START, NOTES_END);
  report.exportsSection = existingSection(EXPORTS_START, EXPORTS_END);
  fs.writeFileSync(OUT_FILE, renderReport(report));
  log(`wrote ${path.relative(process.cwd(), OUT_FILE) || OUT_FILE}`);
  if (report.api) {
    for (const route of report.api.routes) {
      const r = route.result;
      log(
        `${route.name}: ${formatInt(r.reqPerSec)} req/s (${percent(r.ratio)} of ${formatInt(r.baselineReqPerSec)}), p99 ${r.p99} ms, non-2xx ${r.non2xx}: ${r.met ? 'met' : 'MISSED'}`,
      );
    }
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    // Interrupted: the signal handler is already stopping the children and exits with 130.
    if (interrupted) return;
    console.error(`[bench] failed: ${error instanceof Error ? error.message : error}`);
    // The exit handler kills what is left and removes the temp dirs.
    process.exit(1);
  },
);
