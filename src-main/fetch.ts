/**
 * The fetch main uses: Electron's net.fetch in the app (Chromium's network stack, so the system's
 * proxy and certificate settings apply), Node's fetch in tests.
 */
export type Fetch = (input: string | URL, init?: RequestInit & { duplex?: 'half' }) => Promise<Response>;

export const isTimeout = (error: unknown): boolean => error instanceof Error && error.name === 'TimeoutError';
