import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, it } from 'vitest';
import type { PageRenderer } from '../../shared/domain/page-render.ts';
import { createCourse, createInstructor } from './support/builders.ts';
import { createTestContext, type TestContext } from './support/context.ts';

let ctx: TestContext;
let webDist: string;
const ENTRY: string = '../../web/src/entry-server.tsx';
beforeAll(async () => {
  const { render } = (await import(/* @vite-ignore */ ENTRY)) as { render: PageRenderer };
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'takwin-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), fs.readFileSync('web/index.html', 'utf8'));
  ctx = await createTestContext({ env: { CURRENCY: 'EUR', DEMO_COURSES: 'off', PUBLIC_URL: 'https://www.takwin.example' }, config: { webDistDir: webDist }, renderPage: render });
});
afterAll(async () => { await ctx.close(); });
it('x', async () => {
  const i = await createInstructor(ctx);
  const c = await createCourse(ctx, i._id, { salePrice: '700' });
  await ctx.inject({ method: 'PUT', url: `/api/courses/${c._id}/publish`, headers: ctx.auth });
  for (const p of ['/', '/courses', `/course/${c._id}`, '/entreprises', '/instructors', '/careers', '/about', '/contact', '/login', '/nope', '/course/zzz', '/admin/courses'])
    for (const l of ['fr', 'en', 'ar']) {
      const r = await ctx.inject({ method: 'GET', url: `${p}?lng=${l}` });
      const t = /<title>(.*?)<\/title>/.exec(r.body)?.[1];
      const d = /<meta name="description" content="(.*?)"/.exec(r.body)?.[1];
      const ld = [...r.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)['@type']);
      console.log(r.statusCode, p, l, '|', t, '|', d?.slice(0, 60), '|', ld.join(','), r.body.includes('<meta name="robots"'), r.body.includes('rel="canonical"'));
    }
});
