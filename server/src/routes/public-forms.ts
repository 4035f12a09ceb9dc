/** Shared settings of the forms anyone may send: a rate limit per address and the honeypot. */
import type { FastifyInstance } from 'fastify';
import { HONEYPOT_FIELD } from '../../../shared/domain/index.ts';

export const publicFormConfig = (app: FastifyInstance) => ({
  rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 },
});

/** A filled-in hidden field suggests a bot: the request is kept, flagged as spam (see HONEYPOT_FIELD). */
export const isBot = (input: Record<string, unknown>) => {
  const value = input[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
};

/** What the sender is answered: the same whether or not the request was taken for spam. */
export const senderAnswer = <T extends { spam?: true }>({ spam: _spam, ...request }: T): Omit<T, 'spam'> => request;
