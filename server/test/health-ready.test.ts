/** GET /api/health/ready: what a load balancer asks before it sends an instance visitors. */
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_CACHE_MS } from '../src/features/health/routes.ts';
import { useTestContext } from './support/context.ts';

const ctx = useTestContext();

describe('GET /api/health/ready', () => {
  // Each test asks afresh: the answer of the test before is no longer given again.
  beforeEach(() => sleep(READY_CACHE_MS + 50));

  it('checks the database and the storage at most once a second, however often it is asked', async () => {
    const ping = vi.spyOn(ctx.app.repos.system, 'ping');
    const ready = vi.spyOn(ctx.app.storage, 'ready');
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => ctx.inject({ method: 'GET', url: '/api/health/ready' })),
      );
      for (const answer of await Promise.all(
        Array.from({ length: 20 }, () => ctx.inject({ method: 'GET', url: '/api/health/ready' })),
      ))
        answers.push(answer);
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(ping).toHaveBeenCalledTimes(1);
      expect(ready).toHaveBeenCalledTimes(1);
      await sleep(READY_CACHE_MS + 50);
      expect((await ctx.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      expect(ping).toHaveBeenCalledTimes(2);
    } finally {
      ping.mockRestore();
      ready.mockRestore();
    }
  });

  it('answers 200 when the database and the storage answer, never cached, without a sign-in', async () => {
    const response = await ctx.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the database when it fails or does not answer in time', async () => {
    const ping = vi.spyOn(ctx.app.repos.system, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    try {
      const response = await ctx.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not_ready', database: 'down', storage: 'ok' });
      await sleep(READY_CACHE_MS + 50);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      ping.mockReturnValueOnce(new Promise(() => {}));
      const pending = ctx.inject({ method: 'GET', url: '/api/health/ready' });
      await vi.advanceTimersByTimeAsync(2_500);
      vi.useRealTimers();
      const late = await pending;
      expect(late.statusCode).toBe(503);
      expect(late.json()).toMatchObject({ database: 'down' });
    } finally {
      vi.useRealTimers();
      ping.mockRestore();
    }
    // The liveness check stays as it was.
    expect((await ctx.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 naming the storage when its driver does not answer (an S3 bucket out of reach)', async () => {
    const ready = vi.spyOn(ctx.app.storage, 'ready').mockRejectedValueOnce(new Error('connect ETIMEDOUT'));
    try {
      const response = await ctx.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not_ready', database: 'ok', storage: 'down' });
    } finally {
      ready.mockRestore();
    }
  });

  it('answers 503 naming the storage when its folder is gone', async () => {
    const away = `${ctx.dataDir}-away`;
    fs.renameSync(ctx.dataDir, away);
    try {
      const response = await ctx.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not_ready', database: 'ok', storage: 'down' });
    } finally {
      fs.renameSync(away, ctx.dataDir);
    }
  });
});
