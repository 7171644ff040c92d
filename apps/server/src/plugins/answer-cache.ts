import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Listening } from '../db/client.js';
import { ALL, type AnswerCache, answerKey, storedAnswer } from '../lib/answer-cache/answer-cache.js';
import { Fences } from '../lib/answer-cache/fences.js';
import { markReadVersion, readVersionOf } from '../lib/answer-cache/front-path.js';
import { observeFence } from '../lib/metrics.js';
import { residentReadFactsOf } from '../lib/session-joined.js';
import { findSessionByHash, hashToken } from '../lib/sessions.js';
import { STATE_CHANGING } from './auth.js';
import { MAINTENANCE_HEADER } from './maintenance.js';

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
  interface FastifyContextConfig {
    /** A resident's home answer the front path may serve from memory (docs/resident-cache.md). */
    answerCache?: boolean;
    /** The kept answer also changes with the time of day, not only with rows (TIMED_ANSWER_TTL_MS). */
    answerDependsOnTime?: boolean;
    /**
     * The route ends sessions (logout, blocking): a successful answer leaves only once every
     * listening instance has applied the invalidation, or FENCE_TIMEOUT_MS has passed.
     */
    endsSessions?: boolean;
  }
}

/** The NOTIFY channel of the invalidation triggers (migration resident-cache-invalidation). */
export const INVALIDATION_CHANNEL = 'aidat_invalidate';
/** Wait before listening again after the listening connection was lost. */
const RELISTEN_MS = 1000;
/** The listening connection's application_name begins with this, then the instance's id. */
export const LISTENER_NAME = 'aidat-answer-cache ';
/**
 * Longest a write's answer waits for its fence. A listener that takes longer is in trouble (an
 * event loop stalled for a second, a connection going away); past it the writer's own instance
 * forgets everything, and other instances are logged and counted as unconfirmed.
 */
export const FENCE_TIMEOUT_MS = 1000;

/**
 * The in-process answer cache (docs/resident-cache.md): listens for the database's invalidations,
 * keeps the resident's home answers Fastify sent, keeps a copy of MaintenanceMode for the front
 * path, and applies this instance's own writes before they answer (docs/resident-cache.md).
 */
async function answerCachePlugin(app: FastifyInstance, opts: { cache: AnswerCache }) {
  const { cache } = opts;
  app.decorate('answerCache', cache);
  // The front path reads a session past its TTL again on its own (lib/answer-cache/front-path.ts).
  cache.readSessionsWith((tokenHash) => findSessionByHash(app.db, tokenHash));

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

  let listening: Listening | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;
  const fences = new Fences(randomBytes(6).toString('hex'), async (payload, peers) => {
    if (listening) return listening.notify(INVALIDATION_CHANNEL, payload, peers ? LISTENER_NAME : undefined);
    if (peers) throw new Error('not listening for invalidations');
    // An answer to a fence that came in while the listening connection was named but not yet
    // handed over (others count it from its name on): answered through the pool.
    await app.db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${payload})`);
    return [];
  });
  const onNotice = (payload: string) => {
    // Notices arrive in commit order and are handled here one by one, so a fence is answered
    // only after every invalidation before it was applied.
    if (fences.receive(payload)) return;
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
    listening = null;
    fences.abandon();
    app.log.warn({ err }, 'invalidation listener lost; answers are not kept until it is back');
    relistenLater();
  };
  const listen = async () => {
    retry = null;
    try {
      const opened = await app.database.listen(
        INVALIDATION_CHANNEL,
        onNotice,
        onLost,
        LISTENER_NAME + fences.instanceId,
      );
      if (closed) return void (await opened.stop());
      listening = opened;
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
    cache.readSessionsWith(null);
    if (retry) clearTimeout(retry);
    cache.setLive(false);
    fences.abandon();
    const stopping = listening;
    listening = null;
    await stopping?.stop();
  });

  /**
   * After a write this instance handled, before its answer leaves: this instance applies the
   * write's own invalidations (its fence comes back through the listener after them), so it never
   * answers from before its own writes; a route that ends sessions also waits until every other
   * listening instance has confirmed the fence, so the session is refused everywhere once the
   * client hears back. A fence that does not come back in time makes this instance forget
   * everything, as every write did before fences.
   */
  const afterWrite = async (request: FastifyRequest, reply: FastifyReply) => {
    const everywhere = request.routeOptions.config.endsSessions === true && reply.statusCode < 400;
    // Not listening: nothing is kept or served here, and no other instance can be asked.
    if (!listening) {
      if (everywhere) app.log.warn('session ended while not listening: other instances are not confirmed');
      return;
    }
    const started = performance.now();
    const { applied, unconfirmed } = await fences.fence(everywhere, FENCE_TIMEOUT_MS);
    const confirmed = applied && (!everywhere || unconfirmed?.length === 0);
    observeFence(
      everywhere ? 'everywhere' : 'local',
      confirmed ? 'applied' : 'unconfirmed',
      (performance.now() - started) / 1000,
    );
    if (!applied) {
      cache.invalidate(ALL);
      void readMaintenance(false);
    }
    if (everywhere && !confirmed) {
      app.log.warn(
        { unconfirmed, waitedMs: Math.round(performance.now() - started) },
        'instances did not confirm an ended session in time; they refuse it once its notice arrives',
      );
    }
  };

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
      await afterWrite(request, reply);
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
    const timed = request.routeOptions.config.answerDependsOnTime === true;
    cache.keepAnswer(answerKey(user.id, 'GET', url), answer, user.id, facts.siteIds, version, timed);
    const token = request.sessionToken;
    if (token && facts.sessionExpiresAt) cache.keepSession(hashToken(token), user, facts.sessionExpiresAt, version);
    return payload;
  });
}

export default fp(answerCachePlugin, { name: 'answer-cache', dependencies: ['db', 'cache', 'maintenance'] });
