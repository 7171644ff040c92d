import { expect, test } from './support/test';

test('the server serves the app and the API from one address', async ({ page, request }) => {
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
  const config = await request.get('/api/auth/frontend-config');
  expect(config.headers()['x-maintenance-mode']).toBe('false');
  await page.goto('/');
  await expect(page).toHaveTitle(/Aidat/);
});
