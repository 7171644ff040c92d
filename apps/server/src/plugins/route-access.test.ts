import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { routeAccess } from './route-access.js';

// Every /api route declares who may call it; the app does not start with one that does not
// (what each kind answers to each caller is test/security/authorization-matrix.test.ts's).

async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  // What plugins/auth.ts gives every request: here, nobody is signed in.
  app.decorateRequest('user', null);
  app.decorateRequest('pendingSessionToken', null);
  await app.register(routeAccess);
  await app.register(async (child) => register(child));
  return app;
}

describe('route access declarations', () => {
  it('refuses to start with an /api route that declares no access', async () => {
    const app = await appWith((child) => {
      child.get('/api/forgotten', async () => 'x');
    }).catch((err: Error) => err);
    const started =
      app instanceof Error
        ? app
        : await app.ready().then(
            () => null,
            (err: Error) => err,
          );
    expect(started).toBeInstanceOf(Error);
    expect((started as Error).message).toBe('GET /api/forgotten declares no access (plugins/route-access.ts)');
  });

  it('keeps each declared route with its kind, every method on its own, and asks nothing of other paths', async () => {
    const app = await appWith((child) => {
      child.get('/api/open', { config: { access: 'public' } }, async () => 'x');
      child.route({
        method: ['PUT', 'DELETE'],
        url: '/api/things/:id',
        config: { access: 'system' },
        handler: async () => 'x',
      });
      child.get('/healthz', async () => 'ok');
    });
    await app.ready();
    expect(Object.fromEntries(app.routeAccess)).toEqual({
      'GET /api/open': 'public',
      'PUT /api/things/:id': 'system',
      'DELETE /api/things/:id': 'system',
    });
    // A public route answers without a session; a system one is refused before its handler.
    expect((await app.inject({ url: '/api/open' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/api/things/1' })).statusCode).toBe(401);
    await app.close();
  });
});
