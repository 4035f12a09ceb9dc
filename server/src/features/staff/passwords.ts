import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes), as OWASP advises. */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 /* Argon2id */ });

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);
