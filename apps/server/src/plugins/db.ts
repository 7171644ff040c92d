import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Exposes the opened database; it is closed with the app unless the caller owns it. */
async function dbPlugin(app: FastifyInstance, opts: { database: Database; closeOnShutdown: boolean }) {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  if (opts.closeOnShutdown) app.addHook('onClose', () => opts.database.close());
}

export default fp(dbPlugin, { name: 'db' });
