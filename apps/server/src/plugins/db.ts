import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';
import { type FileStore, fileStoreFor } from '../lib/files/file-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    /** Where uploaded files are kept: the database's rows, or DATA_DIR with the embedded one. */
    fileStore: FileStore;
  }
}

/** Exposes the opened database; it is closed with the app unless the caller owns it. */
async function dbPlugin(app: FastifyInstance, opts: { database: Database; dataDir: string; closeOnShutdown: boolean }) {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('fileStore', fileStoreFor(opts.database.kind, opts.dataDir));
  if (opts.closeOnShutdown) app.addHook('onClose', () => opts.database.close());
}

export default fp(dbPlugin, { name: 'db' });
