import { expect, type Page, test } from '@playwright/test';
import { PHONE_VIEWPORT, screenshot } from './support/browser';

const MAINTENANCE_TEXT = 'Size daha iyi hizmet sunabilmek için bakımdayız. Anlayışınız için teşekkür ederiz.';

/**
 * Opens /login and waits for the app's start-up configuration call: its answer says maintenance
 * is off and clears a stored flag, so a flag set before it arrives could be wiped by it.
 */
async function openLoginAndSettle(page: Page) {
  const startupCall = page.waitForResponse((res) => res.url().endsWith('/api/auth/frontend-config'));
  await page.goto('/login');
  await startupCall;
}

test.describe('maintenance page', () => {
  test('replaces the app while the maintenanceMode flag is set', async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await openLoginAndSettle(page);
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
    await page.evaluate(() => window.localStorage.setItem('maintenanceMode', 'true'));

    for (const path of ['/', '/login', '/sysadmin']) {
      await page.goto(path);
      await expect(page.getByText(MAINTENANCE_TEXT)).toBeVisible();
      await expect(page.getByTestId('login-page')).toHaveCount(0);
      await expect(page.getByRole('img', { name: 'Aidat' })).toBeVisible();
    }
    await screenshot(page, 'maintenance-360');
  });

  test('?skipMaintenance=true shows the app again and keeps doing so', async ({ page }) => {
    await openLoginAndSettle(page);
    await page.evaluate(() => window.localStorage.setItem('maintenanceMode', 'true'));
    await page.reload();
    await expect(page.getByText(MAINTENANCE_TEXT)).toBeVisible();

    await page.goto('/?skipMaintenance=true');
    await expect(page.getByText(MAINTENANCE_TEXT)).toHaveCount(0);
    // Not signed in: the app itself takes over and asks for a sign-in.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('skipMaintenance'))).toBe('true');

    // The skip flag is persistent: a later visit without the parameter still sees the app.
    await page.evaluate(() => window.localStorage.setItem('maintenanceMode', 'true'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  });

  test('the localStorage skipMaintenance flag works as well', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      window.localStorage.setItem('maintenanceMode', 'true');
      window.localStorage.setItem('skipMaintenance', 'true');
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
    await expect(page.getByText(MAINTENANCE_TEXT)).toHaveCount(0);
  });

  test('the app clears a stale flag when the server says maintenance is off', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      window.localStorage.setItem('maintenanceMode', 'true');
      window.localStorage.setItem('skipMaintenance', 'true');
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
    // The start-up configuration call answers X-Maintenance-Mode: false.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('maintenanceMode'))).toBeNull();
  });
});
