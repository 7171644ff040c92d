import { expect, type Page } from '@playwright/test';

/** The password of every seeded administrator (PRODUCT.md §1). */
export const DEMO_PASSWORD = 'Demo.12345';

/** Everything after the current origin: "/", "/admin", ... */
function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function expectHome(page: Page) {
  await expect.poll(() => pathOf(page), { message: 'sign-in should land on /' }).toBe('/');
  await expect(page.getByTestId('login-page')).toHaveCount(0);
}

/**
 * Signs in through the login screen with a one-time code: types the phone digits into the
 * masked field (e.g. '5550000003'), presses 'Giriş', reads the development code shown in the
 * modal, types it and presses 'Devam et'. Resolves on '/'.
 */
export async function signInWithCode(page: Page, phoneDigits: string): Promise<void> {
  await page.goto('/login');
  const phone = page.getByTestId('login-phone');
  await phone.click();
  await phone.pressSequentially(phoneDigits);
  await page.getByRole('button', { name: 'Giriş', exact: true }).click();

  const modal = page.getByRole('dialog', { name: 'Doğrulama Kodu' });
  const hint = modal.getByTestId('otp-dev-hint');
  await expect(hint).toHaveText(/\d{4,8}/);
  const code = /(\d{4,8})/.exec((await hint.textContent()) ?? '')?.[1] ?? '';
  await modal.getByTestId('otp-code').fill(code);
  await modal.getByRole('button', { name: 'Devam et' }).click();
  await expectHome(page);
}

/**
 * Signs in with 'Şifre ile giriş': identifier is an e-mail or a phone in any spelling.
 * Resolves on '/'.
 */
export async function signInWithPassword(
  page: Page,
  identifier: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Şifre ile giriş' }).click();
  await page.getByLabel('E-posta veya telefon').fill(identifier);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş', exact: true }).click();
  await expectHome(page);
}
