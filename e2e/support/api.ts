import type { APIRequestContext } from '@playwright/test';

export const ADMIN = { email: 'admin@takwin.tn', password: 'e2e-admin-password' };

/** An admin token for checking, through the API, what a journey left behind. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: ADMIN });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

export async function adminGet<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url, { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  if (!response.ok()) throw new Error(`${url}: ${response.status()}`);
  return (await response.json()) as T;
}

/** A PDF a reader opens, padded to `size` bytes. */
export function pdf(size = 2048): Buffer {
  const body = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return size > body.length ? Buffer.concat([body, Buffer.alloc(size - body.length, 0x20)]) : body;
}

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
