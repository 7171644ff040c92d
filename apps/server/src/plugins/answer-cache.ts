import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ALL, type AnswerCache, answerKey, storedAnswer } from '../lib/answer-cache/answer-cache.js';
import { markReadVersion, readVersionOf } from '../lib/answer-cache/front-path.js';
import { residentReadFactsOf } from '../lib/session-joined.js';
import { hashToken } from '../lib/sessions.js';
import { MAINTENANCE_HEADER } from './maintenance.js';

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
  interface FastifyContextConfig {
    /** A resident's home answer the front path may serve from memory (docs/resident-cache.md). */
    answerCache?: boolean;
  }
}

/** The NOTIFY channel of the invalidation triggers (migration resident-cache-invalidation). */
export const INVALIDATION_CHANNEL = 'aidat_invalidate';
/** Wait before listening again after the listening connection was lost. */
const RELISTEN_MS = 1000;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The in-process answer cache (docs/resident-cache.md): listens for the database's invalidations,
 * keeps the resident's home answers Fastify sent, keeps a copy of MaintenanceMode for the front
 * path, and forgets everything the moment this instance has changed anything.
 */
async function answerCachePlugin(app: FastifyInstance, opts: { cache: AnswerCache }) {
  const { cache } = opts;
  app.decorate('answerCache', cache);

  // MaintenanceMode as the maintenance hook reads it. Unknown (no front path) from the moment it
  // may have changed until it has been read again; a newer read wins over an older one.
  let reads = 0;
  let reading = false;
  const readMaintenance = async (dropSettings: boolean) => {
    const mine = ++reads;
    cache.setMaintenance(null);
    reading = true;
    try {
      // Another instance changed the configuration: this one's copy of the settings may be old.
      if (dropSettings) await app.settings.invalidate();
      const active = await app.settings.bool('MaintenanceMode');
      if (mine === reads) cache.setMaintenance(active);
    } catch (err) {
      app.log.warn({ err }, 'could not read MaintenanceMode; answers are not served from memory');
    } finally {
      if (mine === reads) reading = false;
    }
  };

  let stopListening: (() => Promise<void>) | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  const onNotice = (payload: string) => {
    cache.invalidatePayload(payload);
    // '*' is what a configuration change sends (and any change too wide to list).
    if (payload === ALL) void readMaintenance(true);
  };
  const relistenLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => void listen(), RELISTEN_MS);
    retry.unref();
  };
  const onLost = (err: Error) => {
    // Invalidations may be missed from now on: keep and serve nothing until listening again.
    cache.setLive(false);
    stopListening = null;
    app.log.warn({ err }, 'invalidation listener lost; answers are not kept until it is back');
    relistenLater();
  };
  const listen = async () => {
    retry = null;
    try {
      const stop = await app.database.listen(INVALIDATION_CHANNEL, onNotice, onLost);
      if (closed) return void (await stop());
      stopListening = stop;
      // Whatever changed before listening began is unknown: setLive starts from nothing.
      cache.setLive(true);
      await readMaintenance(true);
    } catch (err) {
      app.log.warn({ err }, 'could not listen for invalidations; answers are not kept');
      relistenLater();
    }
  };
  await listen();
  app.addHook('onClose', async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    cache.setLive(false);
    await stopListening?.();
  });

  // Requests that did not come through the front path's server (app.inject) take the counter here,
  // still before the route's own read.
  app.addHook('onRequest', (request, _reply, done) => {
    markReadVersion(request.raw, cache.version());
    // A read of MaintenanceMode that failed is tried again by the next request.
    if (cache.isLive() && !reading && cache.maintenanceState() === null) void readMaintenance(false);
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (STATE_CHANGING.has(request.method)) {
      // This instance may just have changed what any kept answer says, or the maintenance switch:
      // forget everything before the client hears back (other instances learn it by NOTIFY).
      cache.invalidate(ALL);
      void readMaintenance(false);
      return payload;
    }
    if (request.method !== 'GET' || reply.statusCode !== 200 || !request.routeOptions.config.answerCache) {
      return payload;
    }
    const user = request.user;
    const version = readVersionOf(request.raw);
    const url = request.raw.url;
    if (!user || version === undefined || !url || typeof payload !== 'string' || !cache.isLive()) return payload;
    // A SystemAdmin's answer during maintenance is not one the front path may give.
    if (reply.getHeader(MAINTENANCE_HEADER) !== 'false' || reply.hasHeader('set-cookie')) return payload;
    // Read by the route's own statement (lib/session-joined.ts): no query of its own here.
    const facts = residentReadFactsOf(user);
    if (!facts) return payload;
    const answer = storedAnswer(payload, reply.getHeaders(), request.routeOptions.url ?? url);
    cache.keepAnswer(answerKey(user.id, 'GET', url), answer, user.id, facts.siteIds, version);
    const token = request.sessionToken;
    if (token && facts.sessionExpiresAt) cache.keepSession(hashToken(token), user, facts.sessionExpiresAt, version);
    return payload;
  });
}

export default fp(answerCachePlugin, { name: 'answer-cache', dependencies: ['db', 'cache', 'maintenance'] });
