/**
 * Mail (`app.mail`, `app.mailOutbox`): the transport's settings and the outbox worker, which sends
 * what was queued, the mail queued while the server (or SMTP) was down included, once it is ready.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type MailConfig, mailConfigFrom } from './mailer.ts';
import { MailOutbox, type MailOutboxOptions } from './outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailConfig;
    mailOutbox: MailOutbox;
  }
}

export interface MailPluginOptions {
  /** The sender's name on every mail (the centre's), read when a mail goes. */
  senderName: () => Promise<string | undefined>;
  /** Tests shorten the outbox's waits. */
  outbox?: MailOutboxOptions;
}

async function mailPlugin(app: FastifyInstance, { senderName, outbox }: MailPluginOptions) {
  app.decorate('mail', mailConfigFrom(app.config));
  app.decorate('mailOutbox', new MailOutbox(app.db, app.mail, { logger: app.log, senderName, ...outbox }));
  app.addHook('onReady', async () => {
    if (app.mail.enabled) app.mailOutbox.start();
  });
  app.addHook('onClose', async () => app.mailOutbox.stop());
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['db', 'cluster'] });
