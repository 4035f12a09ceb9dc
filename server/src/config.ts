/** The environment, read and validated once at start. See the README for every setting. */
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
  /** Where the built public site lives (web/dist). */
  webDistDir: string;
}

export class ConfigError extends Error {}

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
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
  };
}
