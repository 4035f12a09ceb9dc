import { expect } from 'vitest';

/**
 * Opens a live-event stream on the server at `baseUrl`; answers how long after `act` the server
 * closed it (Infinity: still open 3 s after).
 */
export async function streamEndsAfter(
  baseUrl: string,
  headers: Record<string, string>,
  act: () => Promise<void>,
): Promise<number> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  await reader.read();
  try {
    const started = performance.now();
    await act();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return performance.now() - started;
    })();
    return await Promise.race([ended, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 3000))]);
  } finally {
    controller.abort();
  }
}
