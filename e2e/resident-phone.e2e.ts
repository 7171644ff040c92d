import { expect, type Page, test } from './support/test';
import { DEMO_PHONES, PHONE_VIEWPORT } from './support/browser';
import { signInWithCode } from './support/login';

/**
 * The resident on the phone (PRODUCT.md §15): the app installs (manifest, icons, a service worker
 * that controls the page), opens offline with the last balances and says when they were fetched,
 * and the unit page leads with the unpaid months and how to pay.
 */
test.use({ viewport: PHONE_VIEWPORT, serviceWorkers: 'allow' });

const gunesA5 = (page: Page) =>
  page
    .getByTestId('site-group')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'Güneş Sitesi' }) })
    .getByTestId('unit-row');

/** Resolves once the service worker is active and controls the page (it claims open pages). */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js$/);
}

test('the app is installable: a valid manifest with its icons, and a service worker in control', async ({
  page,
  request,
}) => {
  await signInWithCode(page, DEMO_PHONES.mehmet);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href ?? '');
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = await answer.json();
  expect(manifest).toMatchObject({
    name: 'Aidat',
    short_name: 'Aidat',
    start_url: '/',
    display: 'standalone',
    theme_color: await page.locator('meta[name="theme-color"]').getAttribute('content'),
  });
  const icons: Array<{ src: string; sizes: string; purpose?: string }> = manifest.icons;
  expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
  }

  await controlledByServiceWorker(page);
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // It handles fetches: the next page load goes through it, and the app shell is precached.
  await page.reload();
  expect(
    await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().workerStart),
  ).toBeGreaterThan(0);
  expect(await page.evaluate(() => caches.keys())).toContainEqual(expect.stringMatching(/precache/));
});

test('offline, home and unit detail show the last balances and when they were fetched', async ({ page, context }) => {
  await signInWithCode(page, DEMO_PHONES.mehmet);
  await controlledByServiceWorker(page);
  // Read once more under the service worker, which keeps the answers; a dismissed notice stays dismissed.
  const notice = page.getByTestId('site-notice').filter({ hasText: 'Havuz sezonu' });
  await notice.getByRole('button', { name: 'Kapat' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(gunesA5(page)).toHaveCount(1);
  await expect(page.getByText('Havuz sezonu')).toHaveCount(0);
  const debt = (await gunesA5(page).locator('[data-tone]').textContent()) ?? '';
  expect(debt).toMatch(/^-[\d.]+,\d{2} ₺$/);
  await gunesA5(page).click();
  const total = page.locator('header [data-tone]');
  await expect(total).toHaveText(debt);
  const unitUrl = page.url();
  await page.goBack();
  await expect(gunesA5(page)).toHaveCount(1);

  await context.setOffline(true);
  await page.reload();
  await expect(gunesA5(page).locator('[data-tone]')).toHaveText(debt);
  await expect(page.getByTestId('last-updated')).toHaveText(/^Son güncelleme: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await expect(page.getByText('Havuz sezonu')).toHaveCount(0);
  // Offline is not a lost session: no way back to the login.
  expect(new URL(page.url()).pathname).toBe('/');

  await page.goto(unitUrl);
  await expect(total).toHaveText(debt);
  await expect(page.getByTestId('last-updated')).toContainText('Son güncelleme: ');
  await expect(page.getByTestId('unpaid-month').first()).toBeVisible();

  // Signing out empties what was kept, so the next person on the phone reads none of it.
  await context.setOffline(false);
  expect(await page.evaluate(() => caches.has('aidat-resident-api'))).toBe(true);
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => caches.has('aidat-resident-api'))).toBe(false);

  // Offline, /login opens from the precache with its own HTML (login.html: the form under the splash).
  await context.setOffline(true);
  const login = await page.goto('/login');
  expect(login?.fromServiceWorker()).toBe(true);
  expect(await login?.text()).toContain('Cep telefonu');
  await expect(page.getByTestId('login-phone')).toBeVisible();
});

test("the unit page leads with the unpaid months, then the site's IBAN and the payment reference to copy", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithCode(page, DEMO_PHONES.mehmet);
  await gunesA5(page).click();
  const unpaid = page.getByTestId('unpaid-months');
  await expect(unpaid.getByRole('heading', { level: 2 })).toHaveText('Ödenmemiş Aylar');
  await expect(unpaid).toContainText(/ayından bu yana \d+ ay ödenmemiş aidat/);
  await expect(unpaid.getByTestId('unpaid-month').first()).toContainText(/[A-ZÇĞİÖŞÜ][a-zçğıöşü]+ \d{4}/);
  // The first section below the unit's header.
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Ödenmemiş Aylar');
  // Its lines add up to what is owed today, the debt the header shows (PRODUCT.md §12).
  const owed = ((await page.locator('header [data-tone]').textContent()) ?? '').replace(/^-/, '');
  await expect(unpaid.getByTestId('unpaid-total')).toHaveText(owed);
  await expect(unpaid).toContainText('Bugün ödenecek toplam');

  const info = page.getByTestId('payment-info');
  await expect(info.getByTestId('iban')).toHaveText('TR87 0001 0009 1234 5678 9050 01');
  const reference = (await info.getByTestId('payment-reference').textContent()) ?? '';
  expect(reference).toMatch(/^[A-Z0-9]+-A5$/);
  await info.getByRole('button', { name: 'Ödeme kodu (açıklamaya yazın) kopyala' }).click();
  await expect(info.getByRole('button', { name: 'Ödeme kodu (açıklamaya yazın) kopyala' })).toHaveText('Kopyalandı');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  await info.getByRole('button', { name: 'IBAN kopyala' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('TR870001000912345678905001');

  // Every entry with the running balance; the newest one's is the unit's total.
  const all = page.getByTestId('all-entries');
  await all.getByRole('button', { name: 'Hesap Hareketleri' }).click();
  await expect(all.getByTestId('balance-after').first()).toHaveText(
    `Bakiye ${await page.locator('header [data-tone]').textContent()}`,
  );
  await expect(page.getByRole('link', { name: /Sitemizin Hesapları/ })).toHaveAttribute('href', '/site-books');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
});
