import { expect, type Page, test } from './support/test';
import { DEMO_PHONES, PHONE_VIEWPORT, screenshot } from './support/browser';
import { signInWithCode } from './support/login';

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

test.describe('turning maintenance on from the configuration screen', () => {
  test('asks first, and the SystemAdmin who did it keeps working with the skip flag', async ({ page, browser }) => {
    await signInWithCode(page, DEMO_PHONES.system);
    await page.goto('/configurations');
    await page.getByRole('button', { name: 'MaintenanceMode düzenle' }).click();
    const value = page.getByRole('textbox', { name: 'MaintenanceMode değeri' });
    await value.fill('true');
    const save = page.getByRole('button', { name: 'MaintenanceMode kaydet' });
    const confirm = page.getByRole('dialog', { name: 'Bakım Modunu Aç' });
    const maintenanceIs = async () =>
      (await page.request.get('/api/auth/frontend-config')).headers()['x-maintenance-mode'];

    // Cancelling sends nothing.
    await save.click();
    await expect(confirm).toContainText('sistem yöneticileri dışında kimse sistemi kullanamaz');
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(confirm).toHaveCount(0);
    expect(await maintenanceIs()).toBe('false');
    expect(await page.evaluate(() => window.localStorage.getItem('skipMaintenance'))).toBeNull();

    try {
      await save.click();
      await confirm.getByRole('button', { name: 'Bakım Modunu Aç' }).click();
      await expect(
        page.locator('.app-toast').filter({ hasText: 'Bakım modu açıldı. Bu tarayıcıda bakım atlaması açıldı' }),
      ).toBeVisible();
      expect(await maintenanceIs()).toBe('true');
      expect(await page.evaluate(() => window.localStorage.getItem('skipMaintenance'))).toBe('true');

      // The SystemAdmin goes on working, also after a full page load.
      await page.goto('/sysadmin');
      await expect(page.getByRole('heading', { level: 1, name: 'Sistem Yönetimi' })).toBeVisible();
      await expect(page.getByText(MAINTENANCE_TEXT)).toHaveCount(0);

      // Everyone else gets the maintenance page.
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto('/login');
      await expect(visitor.getByText(MAINTENANCE_TEXT)).toBeVisible();
      await visitor.context().close();

      // And the SystemAdmin switches it off again from the same screen.
      await page.goto('/configurations');
      await page.getByRole('button', { name: 'MaintenanceMode düzenle' }).click();
      await value.fill('false');
      await save.click();
      await expect(page.locator('.app-toast').filter({ hasText: 'Konfigürasyon güncellendi' })).toBeVisible();
      expect(await maintenanceIs()).toBe('false');
    } finally {
      // Other specs need the app: whatever happened above, maintenance ends here.
      await page.request.put('/api/system/configurations/MaintenanceMode', { data: { value: 'false' } });
    }
  });
});
