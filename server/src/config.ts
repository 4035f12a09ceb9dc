/** The environment, read and validated once at start. See the README for every setting. */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optional = (schema: z.ZodType) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

const EnvSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: optional(z.string().min(1).default('127.0.0.1')),
  DATA_DIR: optional(z.string().min(1).default('./data')),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL (leave it unset for the embedded SQLite)' })
      .optional(),
  ),
  ADMIN_EMAIL: optional(z.email({ error: 'must be an email address' }).default('admin@takwin.tn')),
  ADMIN_PASSWORD: optional(z.string().min(10, { error: 'must have at least 10 characters' }).optional()),
  ADMIN_NAME: optional(z.string().min(1).max(120).default('Administrateur')),
  JWT_SECRET: optional(z.string().min(32, { error: 'must have at least 32 characters' }).optional()),
  CORS_ORIGINS: optional(z.string().default('')),
  CURRENCY: optional(
    z
      .string()
      .regex(/^[A-Z]{3}$/, { error: 'must be an ISO 4217 code such as TND' })
      .default('TND'),
  ),
  DEMO_COURSES: optional(z.enum(['on', 'off']).default('on')),
  FORM_RATE_LIMIT: optional(z.coerce.number().int().min(1).max(1_000_000).default(20)),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  TRUST_PROXY: optional(z.string().default('false')),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail: string;
  adminPassword?: string;
  adminName: string;
  jwtSecret?: string;
  corsOrigins: string[];
  currency: string;
  /** Whether the home page pads its sections with built-in demo courses (SPEC §4). */
  demoCourses: boolean;
  /** Public form submissions accepted per address and minute. */
  formRateLimit: number;
  logLevel: string;
  /**
   * Fastify's trustProxy: which proxies in front may name the visitor's address (X-Forwarded-For)
   * and protocol. false: none, the connection's address is the visitor's.
   */
  trustProxy: TrustProxy;
  /** Where the built public site lives (web/dist). */
  webDistDir: string;
}

export class ConfigError extends Error {}

/** true (every hop), a number of proxies in front, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | number | string[];

/** Names that @fastify/proxy-addr knows for ranges of addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

function readTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d{1,3}$/.test(value)) {
    const hops = Number(value);
    if (hops <= 100) return hops === 0 ? false : hops;
  } else {
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => entry !== '' && isProxyAddress(entry))) return entries;
  }
  throw new ConfigError(
    `Invalid configuration:\n  TRUST_PROXY: "${raw}" is not true, false, a number of proxies such as 1, or proxy addresses or ranges, comma-separated, such as 10.0.0.1,192.168.0.0/16`,
  );
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data as {
    PORT: number;
    HOST: string;
    DATA_DIR: string;
    DATABASE_URL?: string;
    ADMIN_EMAIL: string;
    ADMIN_PASSWORD?: string;
    ADMIN_NAME: string;
    JWT_SECRET?: string;
    CORS_ORIGINS: string;
    CURRENCY: string;
    DEMO_COURSES: 'on' | 'off';
    FORM_RATE_LIMIT: number;
    LOG_LEVEL: string;
    TRUST_PROXY: string;
  };
  const corsOrigins = values.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    let url: URL | undefined;
    try {
      url = new URL(origin);
    } catch {
      url = undefined;
    }
    if (!url || url.origin !== origin.replace(/\/$/, '')) {
      throw new ConfigError(
        `Invalid configuration:\n  CORS_ORIGINS: "${origin}" is not an origin such as https://site.example`,
      );
    }
  }
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    adminEmail: values.ADMIN_EMAIL.toLowerCase(),
    adminPassword: values.ADMIN_PASSWORD,
    adminName: values.ADMIN_NAME,
    jwtSecret: values.JWT_SECRET,
    corsOrigins: corsOrigins.map((origin) => origin.replace(/\/$/, '')),
    currency: values.CURRENCY,
    demoCourses: values.DEMO_COURSES === 'on',
    formRateLimit: values.FORM_RATE_LIMIT,
    logLevel: values.LOG_LEVEL,
    trustProxy: readTrustProxy(values.TRUST_PROXY),
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
