import type { APIRequestContext } from '@playwright/test';

export const ADMIN = { email: 'admin@takwin.tn', password: 'e2e-admin-password' };

/** The admin's sign-in, made once per worker: argon2 checks a password on purpose slowly. */
let adminSession: Promise<string> | undefined;

async function signInAdmin(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: ADMIN });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

/** An admin token for checking, through the API, what a journey left behind. */
export function adminToken(request: APIRequestContext): Promise<string> {
  adminSession ??= signInAdmin(request).catch((error: unknown) => {
    adminSession = undefined;
    throw error;
  });
  return adminSession;
}

export async function adminGet<T>(request: APIRequestContext, url: string): Promise<T> {
  let response = await request.get(url, { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  // A test that signed every admin session out (a password change, say) ended this one too: once more, anew.
  if (response.status() === 401) {
    adminSession = undefined;
    response = await request.get(url, { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  }
  if (!response.ok()) throw new Error(`${url}: ${response.status()}`);
  return (await response.json()) as T;
}

/**
 * A PDF a reader opens, padded to `size` bytes: its cross-reference table, trailer and startxref
 * stay right (the server checks them), the padding being a comment line before the table.
 */
export function pdf(size = 2048): Buffer {
  const build = (padding: number) => {
    const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];
    let text = '%PDF-1.4\n';
    const offsets = objects.map((object, index) => {
      const offset = text.length;
      text += `${index + 1} 0 obj\n${object}\nendobj\n`;
      return offset;
    });
    if (padding === 1) text += '\n';
    else if (padding > 1) text += `%${' '.repeat(padding - 2)}\n`;
    const xref = text.length;
    const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(text, 'latin1');
  };
  let padding = Math.max(0, size - build(0).length);
  let file = build(padding);
  // Padding moves the table, so the offset after startxref may gain a digit: take it back.
  while (padding > 0 && file.length !== size) {
    padding += size - file.length;
    file = build(padding);
  }
  return file;
}

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
