import {
  CreateNotificationReq,
  IdParam,
  NOTIFICATION_SUCCESS_MESSAGES,
  NotificationDto,
  NotificationListQuery,
  ToggleNotificationReq,
  UpdateNotificationReq,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyEnvelope, envelope, ok } from '../../lib/envelope.js';
import { currentUser, requireRole } from '../../lib/guards.js';
import * as service from './notifications.service.js';

/** Notification management: an Admin for the sites they administer, a SystemAdmin for any site. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const _managers = requireRole('Admin', 'SystemAdmin');

  app.get(
    '/api/siteadmin/notifications',
    {
      config: { access: 'siteAdmin' },
      schema: {
        querystring: NotificationListQuery,
        response: { 200: envelope(z.array(NotificationDto)) },
      },
    },
    async (request) => ok(await service.listNotifications(app.db, currentUser(request), request.query)),
  );

  app.post(
    '/api/siteadmin/notifications',
    {
      config: { access: 'siteAdmin' },
      schema: {
        body: CreateNotificationReq,
        response: { 200: envelope(NotificationDto) },
      },
    },
    async (request) =>
      ok(
        await service.createNotification(app.db, currentUser(request), request.body),
        NOTIFICATION_SUCCESS_MESSAGES.sent,
      ),
  );

  app.put(
    '/api/siteadmin/notifications/:id',
    {
      config: { access: 'siteAdmin' },
      schema: {
        params: IdParam,
        body: UpdateNotificationReq,
        response: { 200: envelope(NotificationDto) },
      },
    },
    async (request) =>
      ok(
        await service.updateNotification(app.db, currentUser(request), request.params.id, request.body),
        NOTIFICATION_SUCCESS_MESSAGES.updated,
      ),
  );

  app.delete(
    '/api/siteadmin/notifications/:id',
    { config: { access: 'siteAdmin' }, schema: { params: IdParam, response: { 200: EmptyEnvelope } } },
    async (request) => {
      await service.deleteNotification(app.db, currentUser(request), request.params.id);
      return ok(null, NOTIFICATION_SUCCESS_MESSAGES.deleted);
    },
  );

  app.patch(
    '/api/notifications/:id/toggle',
    {
      config: { access: 'siteAdmin' },
      schema: {
        params: IdParam,
        body: ToggleNotificationReq,
        response: { 200: envelope(NotificationDto) },
      },
    },
    async (request) => {
      const { isActive } = request.body;
      const data = await service.setNotificationActive(app.db, currentUser(request), request.params.id, isActive);
      return ok(data, isActive ? NOTIFICATION_SUCCESS_MESSAGES.activated : NOTIFICATION_SUCCESS_MESSAGES.deactivated);
    },
  );
};

export default routes;
