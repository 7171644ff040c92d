import { AppError } from '@aidat/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { settlePendingSession } from '../lib/session-joined.js';

export const MAINTENANCE_HEADER = 'X-Maintenance-Mode';

/**
 * Every response says whether maintenance is on. While it is, API calls other than sign-in
 * (/api/auth/*) and a SystemAdmin's calls answer 503, so a SystemAdmin can switch it off.
 */
async function maintenancePlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    let active = false;
    try {
      active = await app.settings.bool('MaintenanceMode');
    } catch (err) {
      // The database may be down; health checks and the error handler answer for that.
      request.log.warn({ err }, 'could not read MaintenanceMode');
    }
    reply.header(MAINTENANCE_HEADER, active ? 'true' : 'false');
    if (!active || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/auth/')) return;
    await settlePendingSession(app.db, request);
    if (request.user?.role === 'SystemAdmin') return;
    throw new AppError('MaintenanceMode');
  });

  // Replies that ended before the hook above ran (a refused origin, a blocked session) still
  // carry the header.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader(MAINTENANCE_HEADER)) {
      const active = await app.settings.bool('MaintenanceMode').catch(() => false);
      reply.header(MAINTENANCE_HEADER, active ? 'true' : 'false');
    }
    return payload;
  });
}

export default fp(maintenancePlugin, { name: 'maintenance', dependencies: ['auth', 'cache'] });
