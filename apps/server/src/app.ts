import cookie from '@fastify/cookie';
import { installTurkishZodMessages, REQUEST_MESSAGES } from '@aidat/shared';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { AnswerCache } from './lib/answer-cache/answer-cache.js';
import { frontPathServerFactory, requestIdOf } from './lib/answer-cache/front-path.js';
import type { CacheStore } from './lib/cache/cache-store.js';
import { MemoryCacheStore } from './lib/cache/memory-cache-store.js';
import { RedisCacheStore } from './lib/cache/redis-cache-store.js';
import { failure } from './lib/envelope.js';
import { withPhoneMasking } from './lib/log-masking.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';
import { routeModules } from './modules/index.js';
import answerCachePlugin from './plugins/answer-cache.js';
import apiDocs from './plugins/api-docs.js';
import authPlugin from './plugins/auth.js';
import { routeAccess } from './plugins/route-access.js';
import cachePlugin from './plugins/cache.js';
import dbPlugin from './plugins/db.js';
import errorHandler from './plugins/error-handler.js';
import mailPlugin from './plugins/mail.js';
import paymentsPlugin from './plugins/payments.js';
import maintenancePlugin from './plugins/maintenance.js';
import metricsPlugin from './plugins/metrics.js';
import securityHeaders from './plugins/security-headers.js';
import webPlugin from './plugins/web.js';

installTurkishZodMessages();

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database. */
  database: Database;
  /** Close the database with the app (the server does; tests keep theirs). */
  ownsDatabase?: boolean;
  /** A cache to use instead of the one REDIS_URL selects (tests). */
  cache?: CacheStore;
  /** Prefix for Redis keys, so tests sharing one Redis stay apart. */
  cachePrefix?: string;
  logger?: boolean | object;
}

/** Builds the whole application without listening: the server and the tests share it. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  // The resident's home answers kept in memory and the server that serves them before Fastify
  // (docs/resident-cache.md).
  const answerCache = new AnswerCache();
  const app = Fastify({
    logger: withPhoneMasking(opts.logger ?? { level: config.logLevel }),
    serverFactory: frontPathServerFactory(answerCache),
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Off unless TRUST_PROXY names the proxies: otherwise any client could choose its own address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A route with a trailing slash is the same route.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router refuses a broken %-escape or an over-long path parameter before any hook or the
    // error handler runs; without this its answer would be neither the envelope nor carry the
    // headers every response has.
    frameworkErrors: (err, _request, reply) => {
      const send = (maintenance: boolean) =>
        (reply as FastifyReply)
          .header('X-Maintenance-Mode', String(maintenance))
          .header('X-Content-Type-Options', 'nosniff')
          .status(err.statusCode ?? 400)
          .send(failure('ValidationError', REQUEST_MESSAGES.invalidUrl));
      app.settings.bool('MaintenanceMode').then(send, () => send(false));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Tests verify every answer against zod as well (lib/response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler({ verify: config.env === 'test' }));
  app.decorate('config', config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    // Balances, phones and histories must not linger in shared or browser caches.
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });

  const cache =
    opts.cache ??
    (config.redisUrl
      ? await RedisCacheStore.connect(config.redisUrl, { prefix: opts.cachePrefix })
      : new MemoryCacheStore());

  await app.register(errorHandler);
  await app.register(securityHeaders, {
    helmet: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'"],
          // react-bootstrap positions overlays with style attributes.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          // The installable app (PRODUCT.md §15): its service worker and web manifest, same origin only.
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
      hsts: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    },
  });
  await app.register(cookie);
  await app.register(dbPlugin, {
    database: opts.database,
    dataDir: config.dataDir,
    closeOnShutdown: opts.ownsDatabase ?? false,
  });
  await app.register(cachePlugin, { cache, closeOnShutdown: !opts.cache });
  await app.register(metricsPlugin);
  await app.register(mailPlugin);
  await app.register(paymentsPlugin);
  await app.register(authPlugin);
  // Before the route modules: each route's declared access is checked, and required (plugins/route-access.ts).
  await app.register(routeAccess);
  await app.register(maintenancePlugin);
  await app.register(answerCachePlugin, { cache: answerCache });
  await app.register(apiDocs);
  for (const routes of routeModules) await app.register(routes);
  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
