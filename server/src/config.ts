/** The environment, read and validated once at start. See the README for every setting. */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CV_RETENTION_DAYS, DEFAULT_REQUEST_RETENTION_DAYS } from '../../shared/domain/index.ts';
import type { S3Settings } from './infra/storage/s3-storage.ts';

const optional = (schema: z.ZodType) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

/** A whole number of days, from one day to a hundred years. */
const retentionDays = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of days such as 365' })
    .int({ error: 'must be a whole number of days such as 365' })
    .min(1, { error: 'must be at least 1 day' })
    .max(36_500, { error: 'must be at most 36500 days (100 years)' })
    .default(fallback);

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
  FORM_RATE_LIMIT: optional(z.coerce.number().int().min(1).max(1_000_000).default(20)),
  API_DOCS: optional(z.enum(['staff', 'public']).default('staff')),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  TRUST_PROXY: optional(z.string().default('false')),
  SMTP_URL: optional(
    z
      .string()
      .refine(isSmtpUrl, { error: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example:465' })
      .optional(),
  ),
  MAIL_FROM: optional(
    z
      .string()
      .refine(isMailbox, {
        error: 'must be an e-mail address, or a name and one, such as Centre Nour <no-reply@centre-nour.tn>',
      })
      .default('no-reply@localhost'),
  ),
  NOTIFY_EMAILS: optional(z.string().default('')),
  PUBLIC_URL: optional(z.string().optional()),
  CV_RETENTION_DAYS: optional(retentionDays(DEFAULT_CV_RETENTION_DAYS)),
  REQUEST_RETENTION_DAYS: optional(retentionDays(DEFAULT_REQUEST_RETENTION_DAYS)),
  STORAGE: optional(z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk')),
  S3_ENDPOINT: optional(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http:// or https:// URL such as https://<account>.r2.cloudflarestorage.com',
      })
      .optional(),
  ),
  S3_REGION: optional(z.string().min(1).default('us-east-1')),
  S3_BUCKET: optional(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name such as takwin-files' })
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optional(z.string().optional()),
  S3_SECRET_ACCESS_KEY: optional(z.string().optional()),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'], { error: 'must be true or false' }).default('false')),
  PUBLIC_UPLOADS_URL: optional(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as https://cdn.takwin.tn/uploads' })
      .optional(),
  ),
});

/** Where uploaded files live: DATA_DIR (default) or an S3-compatible bucket. */
export type StorageConfig = { driver: 'disk' } | { driver: 's3'; s3: S3Settings };

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
  /** Public form submissions accepted per address and minute. */
  formRateLimit: number;
  /** Who may read the API's description at /api/docs: signed-in staff, or anyone. */
  apiDocs: 'staff' | 'public';
  logLevel: string;
  /**
   * Fastify's trustProxy: which proxies in front may name the visitor's address (X-Forwarded-For)
   * and protocol. false: none, the connection's address is the visitor's.
   */
  trustProxy: TrustProxy;
  /** Where the built public site lives (web/dist). */
  webDistDir: string;
  /** Where the built renderer of the public pages lives (web/dist-server). */
  webRendererDir: string;
  /** The SMTP server mail goes through (smtp:// or smtps://); unset, no mail is sent. */
  smtpUrl?: string;
  /** The sender of every mail: an address, or `Name <address>`. */
  mailFrom: string;
  /** The staff addresses told of each new request. */
  notifyEmails: string[];
  /** The site's address as visitors and staff reach it, without a trailing slash (links in mails, the sitemap, robots.txt). */
  publicUrl: string;
  /** Days an application and its CV are kept after it was sent. */
  cvRetentionDays: number;
  /** Days pre-registrations, quote requests and contact messages are kept after they were sent. */
  requestRetentionDays: number;
  /** Where uploads are kept (STORAGE and the S3_* settings). */
  storage: StorageConfig;
  /** Where visitors fetch public pictures from, without a trailing slash, when not from this server's /uploads (a public bucket or CDN). */
  publicUploadsUrl?: string;
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
    FORM_RATE_LIMIT: number;
    API_DOCS: 'staff' | 'public';
    LOG_LEVEL: string;
    TRUST_PROXY: string;
    SMTP_URL?: string;
    MAIL_FROM: string;
    NOTIFY_EMAILS: string;
    PUBLIC_URL?: string;
    CV_RETENTION_DAYS: number;
    REQUEST_RETENTION_DAYS: number;
    PUBLIC_UPLOADS_URL?: string;
  } & StorageValues;
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
    formRateLimit: values.FORM_RATE_LIMIT,
    apiDocs: values.API_DOCS,
    logLevel: values.LOG_LEVEL,
    trustProxy: readTrustProxy(values.TRUST_PROXY),
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    webRendererDir: path.resolve(import.meta.dirname, '../../web/dist-server'),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM.trim(),
    notifyEmails: readNotifyEmails(values.NOTIFY_EMAILS),
    publicUrl: readPublicUrl(values.PUBLIC_URL, values.PORT),
    cvRetentionDays: values.CV_RETENTION_DAYS,
    requestRetentionDays: values.REQUEST_RETENTION_DAYS,
    storage: readStorage(values),
    ...(values.PUBLIC_UPLOADS_URL ? { publicUploadsUrl: values.PUBLIC_UPLOADS_URL.replace(/\/+$/, '') } : {}),
  };
}

/** The storage settings as the environment gives them. */
interface StorageValues {
  STORAGE: 'disk' | 's3';
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: 'true' | 'false';
}

function readStorage(values: StorageValues): StorageConfig {
  if (values.STORAGE === 'disk') return { driver: 'disk' };
  if (!values.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: is required with STORAGE=s3');
  if (!values.S3_ACCESS_KEY_ID !== !values.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither (the SDK then reads its usual environment and files)',
    );
  }
  return {
    driver: 's3',
    s3: {
      ...(values.S3_ENDPOINT ? { endpoint: values.S3_ENDPOINT } : {}),
      region: values.S3_REGION,
      bucket: values.S3_BUCKET,
      ...(values.S3_ACCESS_KEY_ID
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : {}),
      forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
    },
  };
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Loose on purpose: the SMTP server is the judge of an address; this catches typos and lists. */
function isAddress(value: string): boolean {
  return /^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(value);
}

function isMailbox(value: string): boolean {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value.trim());
  return isAddress(named ? named[1]!.trim() : value.trim());
}

function readNotifyEmails(raw: string): string[] {
  const emails = raw
    .split(',')
    .map((email) => email.trim())
    .filter(Boolean);
  for (const email of emails) {
    if (!isAddress(email)) {
      throw new ConfigError(
        `Invalid configuration:\n  NOTIFY_EMAILS: "${email}" is not an e-mail address (give addresses comma-separated)`,
      );
    }
  }
  // Each address once, however it is spelt: one mail per address and request.
  return emails.filter(
    (email, index) => emails.findIndex((other) => other.toLowerCase() === email.toLowerCase()) === index,
  );
}

function readPublicUrl(raw: string | undefined, port: number): string {
  if (raw === undefined) return `http://localhost:${port}`;
  let url: URL | undefined;
  try {
    url = new URL(raw.trim());
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new ConfigError(
      `Invalid configuration:\n  PUBLIC_URL: "${raw}" is not the site's address such as https://www.takwin.tn`,
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
