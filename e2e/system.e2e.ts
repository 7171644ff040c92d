import { type Browser, expect, type Page, test } from './support/test';
import { DEMO_PHONES, PHONE_VIEWPORT, screenshot } from './support/browser';
import { signInWithCode, signInWithPassword } from './support/login';

/**
 * The SystemAdmin's screens end to end: a new site and its manager (who then signs in with a
 * password), a configuration edit and its history, a menu item appearing in and vanishing from
 * the navigation, and a cache clear. Every name, key and e-mail is unique per run, so the spec
 * depends on no other spec's data.
 */
const suffix = Date.now().toString(36).slice(-6);
const siteName = `E2E Sitesi ${suffix}`;
const managerEmail = `yonetici.${suffix}@example.com`;
const managerPassword = 'Yonetici.2026';
const configKey = `E2e.Key_${suffix}`;
const menuLabel = `E2E Menü ${suffix}`;

async function newPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  return context.newPage();
}

const navigation = (page: Page) => page.getByTestId('main-menu');

test('the SystemAdmin runs sites, managers, configuration, menus and caches', async ({ page, browser }) => {
  // The longest walk of the suite (sites, managers, configuration, menus, caches): three times the usual time.
  test.slow();
  await signInWithCode(page, DEMO_PHONES.system);

  await test.step('creates a site', async () => {
    await page.goto('/sysadmin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sistem Yönetimi' })).toBeVisible();
    const card = page.getByTestId('create-site-card');
    await card.getByLabel('Site adı').fill(siteName);
    await card.getByLabel('Adres').fill('Deneme Cad. No:1, Kadıköy / İstanbul');
    await card.getByLabel('Blok sayısı').fill('2');
    await card.getByLabel('Daire sayısı').fill('16');
    // Written the Turkish way first with an ambiguous grouping: refused, naming the field and the value.
    const dues = card.getByLabel('Aylık aidat (₺)');
    await dues.fill('1,500.50');
    await card.getByRole('button', { name: 'Site Oluştur' }).click();
    await expect(card.getByTestId('create-site-error')).toContainText(
      "Aylık aidat tutarı '1,500.50' iki farklı tutar olarak okunabilir",
    );
    // "1.500,50" is one thousand five hundred lira and fifty kuruş (a number field once read it as 1,50).
    await dues.fill('1.500,50');
    await card.getByRole('button', { name: 'Site Oluştur' }).click();
    await expect(page.getByText('Site oluşturuldu')).toBeVisible();
    const row = page.getByTestId('sites-table').getByRole('row').filter({ hasText: siteName });
    await expect(row).toContainText('1.500,50 ₺');
  });

  await test.step('assigns a manager to it', async () => {
    const card = page.getByTestId('assign-admin-card');
    await card.getByLabel('Site', { exact: true }).selectOption({ label: siteName });
    await card.getByLabel('Ad soyad').fill(`Yönetici ${suffix}`);
    await card.getByLabel('E-posta').fill(managerEmail);
    await card.getByLabel('Şifre').fill(managerPassword);
    await card.getByRole('button', { name: 'Yönetici Ata' }).click();
    await expect(card.getByTestId('assign-admin-success')).toHaveText(/Yönetici atandı/);
    await screenshot(page, 'system-sysadmin');
  });

  await test.step('the manager signs in with a password and gets the admin menu', async () => {
    const manager = await newPage(browser);
    await signInWithPassword(manager, managerEmail, managerPassword);
    await expect(navigation(manager).getByRole('link', { name: 'Yönetim Paneli' })).toBeVisible();
    await expect(navigation(manager).getByRole('link', { name: 'Sistem Yönetimi' })).toHaveCount(0);
    await manager.goto('/admin');
    await expect(manager.getByLabel('Site')).toContainText(siteName);
    await manager.context().close();
  });

  await test.step('creates and edits a configuration, and sees the change in its history', async () => {
    await page.goto('/configurations');
    await page.getByRole('button', { name: 'Yeni Konfigürasyon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Konfigürasyon' });
    const create = dialog.getByRole('button', { name: 'Oluştur' });
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Anahtar').fill(configKey);
    await dialog.getByLabel('Değer').fill('bir');
    await dialog.getByLabel('Açıklama (isteğe bağlı)').fill('Tarayıcı testi');
    await create.click();
    await expect(page.getByText('Konfigürasyon oluşturuldu')).toBeVisible();

    const row = page.getByTestId(`config-row-${configKey}`);
    await expect(row).toContainText('bir');
    await row.getByRole('button', { name: `${configKey} düzenle` }).click();
    await row.getByRole('textbox', { name: `${configKey} değeri` }).fill('iki');
    await row.getByRole('button', { name: `${configKey} kaydet` }).click();
    await expect(page.getByText('Konfigürasyon güncellendi')).toBeVisible();
    await expect(row).toContainText('iki');

    await row.getByRole('link', { name: `${configKey} geçmişi` }).click();
    await expect(page).toHaveURL(new RegExp(`/configurations/history/${configKey.replace('.', '\\.')}$`));
    await expect(page.getByTestId('history-total')).toHaveText('2 kayıt');
    const rows = page.getByTestId('configuration-history-table').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Güncelleme');
    await expect(rows.nth(0)).toContainText('bir');
    await expect(rows.nth(0)).toContainText('iki');
    await expect(rows.nth(0)).toContainText('Sistem Yöneticisi');
    await expect(rows.nth(1)).toContainText('Oluşturma');
    await screenshot(page, 'system-configuration-history');
  });

  await test.step('creates a menu item, sees it in the navigation, deletes it and sees it gone', async () => {
    await page.goto('/menu-management');
    await page.getByRole('button', { name: 'Yeni Menü' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni Menü' });
    await dialog.getByLabel('Etiket').fill(menuLabel);
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await expect(dialog.getByTestId('menu-form-error')).toHaveText('Etiket ve Yol alanları zorunludur');
    await dialog.getByLabel('Yol').fill('/cache-management');
    await dialog.getByLabel('Sistem Yöneticisi (SystemAdmin)').check();
    await dialog.getByLabel('Sıra').fill('5');
    await dialog.getByLabel('İkon sınıfı').fill('bi bi-stars');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await expect(page.getByText('Menü başarıyla oluşturuldu')).toBeVisible();
    await expect(page.getByTestId('menus-table')).toContainText(menuLabel);
    // A new item without a group stands on the bar itself.
    const link = navigation(page).getByRole('link', { name: menuLabel });
    await expect(link).toBeVisible();

    await page.getByRole('button', { name: `${menuLabel} geçmişi` }).click();
    const history = page.getByRole('dialog', { name: `Menü Geçmişi: ${menuLabel}` });
    await expect(history.getByTestId('menu-history-table')).toContainText('Oluşturma');
    await history.getByRole('button', { name: 'Kapat' }).click();
    await expect(history).toHaveCount(0);

    await page.getByRole('button', { name: `${menuLabel} sil` }).click();
    const confirm = page.getByRole('dialog', { name: 'Menüyü Sil' });
    await expect(confirm).toContainText('Bu işlem geri alınamaz.');
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Menü başarıyla silindi')).toBeVisible();
    await expect(link).toHaveCount(0);
    await expect(page.getByTestId('menus-table')).not.toContainText(menuLabel);
  });

  await test.step('clears the caches and sees them operational', async () => {
    await page.goto('/cache-management');
    await expect(page.getByTestId('cache-overall-status')).toBeVisible();
    const before = await page.getByTestId('cache-configuration-value').textContent();
    await page.getByRole('button', { name: "Tüm Cache'leri Temizle" }).click();
    await expect(page.getByText("Tüm cache'ler başarıyla temizlendi")).toBeVisible();
    // The re-check a second later writes a fresh test value.
    await expect(page.getByTestId('cache-configuration-value')).not.toHaveText(before ?? '');
    await expect(page.getByTestId('cache-overall-status')).toHaveText('operational');
    await expect(page.getByTestId('cache-configuration-status')).toHaveText('operational');
    await expect(page.getByTestId('cache-menu-status')).toHaveText('operational');
    await screenshot(page, 'system-cache');
  });
});

test("both administrators' menus fit one bar on a 1366×768 laptop, grouped, with 'Çıkış Yap' on screen", async ({
  browser,
}) => {
  for (const phone of [DEMO_PHONES.system, DEMO_PHONES.ayse]) {
    const page = await newPage(browser, { width: 1366, height: 768 });
    await signInWithCode(page, phone);
    const logout = page.getByRole('button', { name: 'Çıkış Yap' });
    await expect(logout).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Menüyü aç/kapat' })).toBeHidden();
    // One row: every entry of the bar starts at the same height, once the server's menu has come
    // (read at once, the bar could still be empty).
    const entries = page.getByTestId('main-menu').locator(':scope > li');
    await expect(entries.nth(3)).toBeVisible();
    const tops = await entries.evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(3);
    expect(new Set(tops).size, `entries at ${tops.join(', ')} px`).toBe(1);
    // A group opens as a dropdown of its items.
    const group = phone === DEMO_PHONES.ayse ? 'Para' : 'Sistem';
    await navigation(page).getByRole('button', { name: group }).click();
    const item = phone === DEMO_PHONES.ayse ? 'Giderler' : 'Menü Yönetimi';
    await navigation(page).getByRole('link', { name: item }).click();
    await expect(page).toHaveURL(phone === DEMO_PHONES.ayse ? /\/expenses$/ : /\/menu-management$/);
    await page.context().close();
  }
});

test('the system screens fit a 360 px wide phone', async ({ browser }) => {
  const page = await newPage(browser, PHONE_VIEWPORT);
  await signInWithCode(page, DEMO_PHONES.system);
  for (const [path, heading, ready] of [
    ['/sysadmin', 'Sistem Yönetimi', 'sites-table'],
    ['/configurations', 'Konfigürasyon Yönetimi', 'configurations-table'],
    ['/configurations/history', 'Konfigürasyon Geçmişi', null],
    ['/cache-management', 'Cache Yönetimi', 'cache-overall-status'],
    ['/menu-management', 'Menü Yönetimi', 'menus-table'],
  ] as const) {
    await page.goto(path);
    // A full load shows the start-up splash over the page first.
    await expect(page.getByTestId('splash')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (ready) await expect(page.getByTestId(ready)).toBeVisible();
    else await expect(page.getByTestId('loading')).toHaveCount(0);
    // Wide tables scroll inside their own wrapper; the page itself never scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    await screenshot(page, `system-phone${path.replace(/\//g, '-')}`);
  }
  await page.context().close();
});
