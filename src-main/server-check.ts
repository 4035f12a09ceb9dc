import { HealthSchema } from '../shared/domain/entities.ts';
import { parseServerAddress, type ServerCheck } from '../shared/platform/bridge.ts';
import { type Fetch, isTimeout } from './fetch.ts';

export const SERVER_CHECK_TIMEOUT_MS = 8000;

/**
 * Whether a Takwin server answers at an address typed by the admin: its /api/health must say so.
 * A redirect counts as a wrong address rather than being followed, so that the address kept is
 * the one the API really answers at.
 */
export async function checkServer(
  address: string,
  fetch: Fetch,
  timeoutMs = SERVER_CHECK_TIMEOUT_MS,
): Promise<ServerCheck> {
  const origin = parseServerAddress(address);
  if (!origin) return { ok: false, problem: 'invalid_address' };
  let response: Response;
  try {
    response = await fetch(`${origin}/api/health`, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { ok: false, problem: isTimeout(error) ? 'timeout' : 'unreachable' };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !HealthSchema.safeParse(body).success) return { ok: false, problem: 'not_takwin' };
  return { ok: true, origin };
}
