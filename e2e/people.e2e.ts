import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
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
