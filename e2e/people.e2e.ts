import { type Browser, expect, type Locator, type Page, test } from './support/test';
import { DEMO_PHONES, PHONE_VIEWPORT, screenshot } from './support/browser';
import { signInWithCode } from './support/login';

/**
 * Seeded residents of Güneş Sitesi only (Ayşe's site): Caner Özdemir lives in B-8 and Gamze
 * Şimşek in B-11 (apps/server/src/db/seed). No other spec signs them in or blocks them.
 */
const CANER = { name: 'Caner Özdemir', phone: '5321102947' };
const GAMZE = { name: 'Gamze Şimşek' };

/** A page of its own, so two people can be signed in side by side. */
async function newPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  return context.newPage();
}

/** Opens the code modal for a phone and returns it with the development code it shows. */
async function requestCode(page: Page, phoneDigits: string): Promise<{ modal: Locator; code: string }> {
  await page.goto('/login');
  const phone = page.getByTestId('login-phone');
  await phone.click();
  await phone.pressSequentially(phoneDigits);
  await page.getByRole('button', { name: 'Giriş', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Doğrulama Kodu' });
  const hint = modal.getByTestId('otp-dev-hint');
  await expect(hint).toHaveText(/\d{6}/);
  const code = /(\d{6})/.exec((await hint.textContent()) ?? '')?.[1] ?? '';
  return { modal, code };
}

/** Types a code that is certainly wrong (every digit shifted), presses 'Devam et' and waits for the answer. */
async function typeWrongCode(page: Page, modal: Locator, right: string, expected: { status: number; message: string }) {
  const wrong = [...right].map((d) => String((Number(d) + 1) % 10)).join('');
  await modal.getByTestId('otp-code').fill(wrong);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify-otp'));
  await modal.getByRole('button', { name: 'Devam et' }).click();
  expect((await answer).status()).toBe(expected.status);
  await expect(page.locator('.app-toast').filter({ hasText: expected.message }).last()).toBeVisible();
}

const WRONG_CODE = { status: 401, message: 'Doğrulama kodu hatalı.' };
const BLOCKED = { status: 403, message: 'Hesabınız bloke edilmiştir. Site yönetiminizle iletişime geçin.' };

test('a resident blocked by wrong codes is unblocked by Ayşe and signs in again', async ({ browser }) => {
  const resident = await newPage(browser);

  // Three tries on the first code; the fourth would be refused, so a new code is requested.
  const first = await requestCode(resident, CANER.phone);
  for (let i = 0; i < 3; i++) await typeWrongCode(resident, first.modal, first.code, WRONG_CODE);
  await first.modal.getByRole('button', { name: 'Kapat' }).click();
  await expect(first.modal).toHaveCount(0);

  // Two more wrong codes make five in a row: the fifth blocks the account.
  const second = await requestCode(resident, CANER.phone);
  await typeWrongCode(resident, second.modal, second.code, WRONG_CODE);
  await typeWrongCode(resident, second.modal, second.code, BLOCKED);
  await expect(resident).toHaveURL(/\/login$/);

  // Ayşe sees the resident among her site's blocked phones.
  const ayse = await newPage(browser, PHONE_VIEWPORT);
  await signInWithCode(ayse, DEMO_PHONES.ayse);
  await ayse.goto('/admin-blocked-phones');
  await expect(ayse.getByRole('heading', { name: 'Bloklu Telefonlar' })).toBeVisible();
  const row = ayse.getByTestId('blocked-phone-row').filter({ hasText: CANER.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('+90 (532) 110 29 47');
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  // A full page load shows the start-up splash over the screen for about two seconds.
  await expect(ayse.getByTestId('splash')).toHaveCount(0);
  await screenshot(ayse, 'people-admin-blocked-phones-360');

  // Her history dialog shows the automatic block and no login history tab.
  await row.getByRole('button', { name: `${CANER.name} için geçmiş` }).click();
  const dialog = ayse.getByRole('dialog', { name: `Kullanıcı Geçmişi: ${CANER.name}` });
  await expect(dialog.getByRole('tab', { name: 'Blok Geçmişi' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Giriş Geçmişi' })).toHaveCount(0);
  const entry = dialog.getByTestId('block-history-table').getByRole('row').nth(1);
  await expect(entry).toContainText('Bloklu');
  await expect(entry).toContainText('Sistem');
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toHaveCount(0);

  // Unblock after the confirmation; the row fades out and leaves.
  await row.getByRole('button', { name: `${CANER.name} bloğunu kaldır` }).click();
  const confirm = ayse.getByTestId('confirm-dialog');
  await confirm.getByRole('button', { name: 'Bloğu Kaldır' }).click();
  await expect(ayse.getByTestId('blocked-phone-row').filter({ hasText: CANER.name })).toHaveCount(0);

  // The server agrees: after a reload the resident is still not listed.
  await ayse.reload();
  await expect(ayse.getByRole('heading', { name: 'Bloklu Telefonlar' })).toBeVisible();
  await expect(ayse.getByTestId('blocked-phone-row').filter({ hasText: CANER.name })).toHaveCount(0);

  // The resident signs in again with a fresh code.
  await signInWithCode(resident, CANER.phone);
  await expect(resident.getByTestId('user-name')).toContainText(CANER.name);

  await resident.context().close();
  await ayse.context().close();
});

test('the SystemAdmin blocks and unblocks a user in user management and reads login history', async ({ browser }) => {
  const page = await newPage(browser);
  await signInWithCode(page, DEMO_PHONES.system);
  await page.goto('/user-management');
  await expect(page.getByRole('heading', { name: /Kullanıcı Yönetimi/ })).toBeVisible();
  await expect(page.getByTestId('users-count')).toHaveText(/^\d+$/);

  await page.getByRole('searchbox', { name: 'Kullanıcı ara' }).fill(GAMZE.name);
  const row = page.getByTestId('user-row').filter({ hasText: GAMZE.name });
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(row).toContainText('Kullanıcı');
  await expect(row).toContainText('Aktif');

  await row.getByRole('button', { name: `${GAMZE.name} kullanıcısını blokla` }).click();
  // Blocking ends the user's sessions, so it is confirmed first.
  const confirmBlock = page.getByRole('dialog', { name: 'Kullanıcıyı Blokla' });
  await expect(confirmBlock).toContainText(GAMZE.name);
  await expect(confirmBlock).toContainText('Açık oturumları hemen sonlanır');
  await confirmBlock.getByRole('button', { name: 'Blokla' }).click();
  await expect(page.locator('.app-toast').filter({ hasText: 'Kullanıcı bloklandı' })).toBeVisible();
  await expect(row).toContainText('Bloklu');

  // The block shows on the SystemAdmin's blocked-phones screen too.
  await page.goto('/blocked-phones');
  await expect(page.getByTestId('blocked-phone-row').filter({ hasText: GAMZE.name })).toBeVisible();

  await page.goto('/user-management');
  await page.getByRole('searchbox', { name: 'Kullanıcı ara' }).fill(GAMZE.name);
  await row.getByRole('button', { name: `${GAMZE.name} bloğunu kaldır` }).click();
  await expect(page.locator('.app-toast').filter({ hasText: 'Kullanıcı blok kaldırıldı' })).toBeVisible();
  await expect(row).toContainText('Aktif');

  // Her block history lists both changes by the SystemAdmin, newest first.
  await row.getByRole('button', { name: `${GAMZE.name} için geçmiş` }).click();
  let dialog = page.getByRole('dialog', { name: `Kullanıcı Geçmişi: ${GAMZE.name}` });
  const entries = dialog.getByTestId('block-history-table').getByRole('row');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(1)).toContainText('Aktif');
  await expect(entries.nth(1)).toContainText('Sistem Yöneticisi');
  await expect(entries.nth(2)).toContainText('Bloklu');
  await dialog.getByRole('tab', { name: 'Giriş Geçmişi' }).click();
  await expect(dialog.getByText('Giriş geçmişi bulunmuyor.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toHaveCount(0);

  // The SystemAdmin's own login history holds the sign-in this test made.
  await page.getByRole('searchbox', { name: 'Kullanıcı ara' }).fill('Sistem Yöneticisi');
  const self = page.getByTestId('user-row').filter({ hasText: 'sistem@aidat.local' });
  await expect(self.getByRole('button', { name: 'Sistem Yöneticisi kullanıcısını blokla' })).toBeDisabled();
  await self.getByRole('button', { name: 'Sistem Yöneticisi için geçmiş' }).click();
  dialog = page.getByRole('dialog', { name: 'Kullanıcı Geçmişi: Sistem Yöneticisi' });
  await dialog.getByRole('tab', { name: 'Giriş Geçmişi' }).click();
  const logins = dialog.getByTestId('login-history-table');
  await expect(logins).toContainText('Kod ile giriş başarılı');
  await expect(logins).toContainText('Başarılı');
  await page.setViewportSize(PHONE_VIEWPORT);
  await screenshot(page, 'people-login-history-360');
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Kullanıcı ara' }).fill('');
  await expect(page.getByTestId('user-row')).not.toHaveCount(1);
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await screenshot(page, 'people-user-management-360');

  await page.context().close();
});

/**
 * Seeded residents no other spec uses (komsu16 and komsu17 of apps/server/src/db/seed): Serkan is
 * offered the Admin role of a new site, Büşra's phone is assigned to a new unit of Güneş.
 */
const SERKAN = { name: 'Serkan Polat', email: 'komsu16@aidat.local' };
const BUSRA = { name: 'Büşra Erdoğan', phone: '5321126704' };

/** The role of a user as the SystemAdmin's user list shows it. */
async function roleOf(page: Page, email: string): Promise<string> {
  const res = await page.request.get(`/api/system/users?search=${encodeURIComponent(email)}`);
  const users = (await res.json()).data as Array<{ email: string; role: string }>;
  return users.find((u) => u.email === email)?.role ?? '';
}

test('roles change only when asked for: an existing user is made an Admin only on request', async ({ browser }) => {
  const suffix = Date.now().toString(36).slice(-6);
  const siteName = `Rol Sitesi ${suffix}`;
  const page = await newPage(browser);
  await signInWithCode(page, DEMO_PHONES.system);
  await page.goto('/sysadmin');
  const siteCard = page.getByTestId('create-site-card');
  await siteCard.getByLabel('Site adı').fill(siteName);
  await siteCard.getByLabel('Adres').fill('Deneme Cad. No:2, Üsküdar / İstanbul');
  await siteCard.getByLabel('Blok sayısı').fill('1');
  await siteCard.getByLabel('Daire sayısı').fill('4');
  await siteCard.getByLabel('Aylık aidat (₺)').fill('500');
  await siteCard.getByRole('button', { name: 'Site Oluştur' }).click();
  await expect(page.getByText('Site oluşturuldu')).toBeVisible();

  // 'Siteye Yönetici Ata' with a Resident's e-mail: refused (409), and the explicit choice offered.
  const card = page.getByTestId('assign-admin-card');
  await card.getByLabel('Site', { exact: true }).selectOption({ label: siteName });
  await card.getByLabel('Ad soyad').fill('Yeni Yönetici');
  await card.getByLabel('E-posta').fill(SERKAN.email);
  await card.getByLabel('Şifre').fill('Yonetici.2026');
  const refused = page.waitForResponse((r) => /\/api\/system\/sites\/\d+\/admins$/.test(r.url()));
  await card.getByRole('button', { name: 'Yönetici Ata' }).click();
  expect((await refused).status()).toBe(409);
  const error = card.getByTestId('assign-admin-error');
  await expect(error).toContainText('Bu e-posta/telefon kayıtlı bir kullanıcıya ait.');
  await expect(error).toContainText('adı, bilgileri ve şifresi değişmez');
  await expect(card.getByTestId('assign-admin-success')).toHaveCount(0);
  expect(await roleOf(page, SERKAN.email)).toBe('Resident');

  // Only the explicit choice makes him an Admin, and says his password was left alone.
  await error.getByRole('button', { name: 'Mevcut kullanıcıyı yönetici yap' }).click();
  await expect(card.getByTestId('assign-admin-success')).toHaveText(
    'Mevcut kullanıcı siteye yönetici yapıldı; şifresi değiştirilmedi.',
  );
  expect(await roleOf(page, SERKAN.email)).toBe('Admin');
  await page.context().close();
});

test("'Sakin Ata' with a registered phone says the existing user was linked and shows what was typed", async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5).toLocaleUpperCase('tr-TR');
  const door = `L${suffix}`;
  const typedName = `Yazılan Ad ${suffix}`;
  const page = await newPage(browser);
  await signInWithCode(page, DEMO_PHONES.ayse);
  await page.goto('/admin');
  await expect(page.getByLabel('Site')).toHaveText(/Güneş Sitesi/);
  const newUnit = page.getByTestId('new-unit-card');
  await newUnit.getByLabel('Blok').fill('E');
  await newUnit.getByLabel('Kapı No').fill(door);
  await newUnit.getByRole('button', { name: 'Daire Ekle' }).click();
  const row = page.locator(`[data-testid="unit-row"][data-unit="E-${door}"]`);
  await expect(row).toContainText('Sakin yok');

  await row.getByRole('button', { name: `Blok E • Daire ${door} işlemleri` }).click();
  await page.getByRole('button', { name: 'Sakin Ata' }).click();
  const dialog = page.getByTestId('resident-dialog');
  await dialog.getByLabel('Ad Soyad').fill(typedName);
  const phone = dialog.getByLabel('Cep telefonu');
  await phone.click();
  await phone.pressSequentially(BUSRA.phone);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(
    page.locator('.app-toast').filter({
      hasText:
        'Sakin atandı. Bu telefon kayıtlı bir kullanıcıya ait; daireye o kullanıcı bağlandı, bilgileri değiştirilmedi.',
    }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The unit shows the name Ayşe typed, never the registered user's own, also after a reload.
  await expect(row).toContainText(typedName);
  await expect(row).not.toContainText(BUSRA.name);
  await page.reload();
  await expect(row).toContainText(typedName);
  await expect(row).not.toContainText(BUSRA.name);
  await page.context().close();
});
