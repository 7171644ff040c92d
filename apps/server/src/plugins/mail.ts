import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailProvider, type MailProvider } from '../lib/mail/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends e-mail through the provider MAIL_PROVIDER names (lib/mail/). */
    mail: MailProvider;
  }
}

/**
 * One provider for the whole app, made at start: a production start without MAIL_PROVIDER says
 * once that e-mail is off, and every module sends through the same settings.
 */
async function mailPlugin(app: FastifyInstance) {
  app.decorate('mail', createMailProvider(app.config, app.log));
}

export default fp(mailPlugin, { name: 'mail' });
