/** What start-up makes sure of before serving: a token secret that survives restarts, and an admin. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Repositories } from '../repositories.ts';
import { hashPassword } from './passwords.ts';
import { generatePassword } from './staff-accounts-service.ts';

/** JWT_SECRET, or one generated once and kept (owner-only) in DATA_DIR so tokens survive restarts. */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const secretPath = path.join(config.dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(secretPath, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: made below.
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(secretPath, secret, { mode: 0o600 });
  return secret;
}

/**
 * Creates the first admin when there is no staff user at all. Without ADMIN_PASSWORD a strong one
 * is generated and printed this once: it is stored only as an argon2id hash, and is provisional
 * (printed to a console others may read: the admin chooses their own at first sign-in).
 * ADMIN_PASSWORD is the operator's own choice: kept as it is.
 */
export async function ensureAdmin(
  repos: Repositories,
  config: Config,
  print: (message: string) => void,
): Promise<void> {
  if ((await repos.staffUsers.count()) > 0) return;
  const password = config.adminPassword ?? generatePassword();
  await repos.staffUsers.create({
    name: config.adminName,
    email: config.adminEmail,
    role: 'admin',
    passwordHash: await hashPassword(password),
    provisional: !config.adminPassword,
  });
  if (config.adminPassword) {
    print(`Created the first administrator: ${config.adminEmail} (password from ADMIN_PASSWORD).`);
  } else {
    print(
      [
        '',
        '  First administrator created. Keep this password now: it is not shown again.',
        '  It is provisional: the first sign-in asks for a new one.',
        `    email:    ${config.adminEmail}`,
        `    password: ${password}`,
        '',
      ].join('\n'),
    );
  }
}
