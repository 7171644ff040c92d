import {
  CONFIGURATION_MESSAGES,
  ConfigKeyParam,
  ConfigurationDto,
  ConfigurationHistoryDto,
  CreateConfigurationRequest,
  PageQuery,
  paged,
  UpdateConfigurationRequest,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmptyEnvelope, envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import {
  changeConfiguration,
  createConfiguration,
  getConfigurationHistory,
  getConfigurations,
  removeConfiguration,
} from './configurations.service.js';

const HistoryEnvelope = envelope(paged(ConfigurationHistoryDto));

/** Configuration entries and their history: SystemAdmin only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/system/configurations',
    { config: { access: 'system' }, schema: { response: { 200: envelope(z.array(ConfigurationDto)) } } },
    async () => ok(await getConfigurations(app)),
  );

  app.post(
    '/api/system/configurations',
    {
      config: { access: 'system' },
      schema: { body: CreateConfigurationRequest, response: { 201: envelope(ConfigurationDto) } },
    },
    async (request, reply) => {
      const created = await createConfiguration(app, currentUser(request), request.body);
      reply.status(201);
      return ok(created, CONFIGURATION_MESSAGES.created);
    },
  );

  // Declared before '/:key' routes; the router prefers the static segment anyway.
  app.get(
    '/api/system/configurations/history',
    { config: { access: 'system' }, schema: { querystring: PageQuery, response: { 200: HistoryEnvelope } } },
    async (request) => ok(await getConfigurationHistory(app, request.query)),
  );

  app.get(
    '/api/system/configurations/:key/history',
    {
      config: { access: 'system' },
      schema: { params: ConfigKeyParam, querystring: PageQuery, response: { 200: HistoryEnvelope } },
    },
    async (request) => ok(await getConfigurationHistory(app, { ...request.query, key: request.params.key })),
  );

  app.put(
    '/api/system/configurations/:key',
    {
      config: { access: 'system' },
      schema: {
        params: ConfigKeyParam,
        body: UpdateConfigurationRequest,
        response: { 200: envelope(ConfigurationDto) },
      },
    },
    async (request) =>
      ok(
        await changeConfiguration(app, currentUser(request), request.params.key, request.body),
        CONFIGURATION_MESSAGES.updated,
      ),
  );

  app.delete(
    '/api/system/configurations/:key',
    { config: { access: 'system' }, schema: { params: ConfigKeyParam, response: { 200: EmptyEnvelope } } },
    async (request) => {
      await removeConfiguration(app, currentUser(request), request.params.key);
      return ok(null, CONFIGURATION_MESSAGES.deleted);
    },
  );
};

export default routes;
