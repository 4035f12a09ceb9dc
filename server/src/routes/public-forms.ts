/** Shared settings of the forms anyone may send: a rate limit per address and the honeypot. */
import type { FastifyInstance } from 'fastify';
import { HONEYPOT_FIELD } from '../../../shared/domain/index.ts';

export const publicFormConfig = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 },
});

/** A filled-in hidden field means a bot: it gets the usual 201 and nothing is kept. */
export const isBot = (input: Record<string, unknown>) => {
  const value = input[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
};
