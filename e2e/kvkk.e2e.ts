import fs from 'node:fs/promises';
import { expect, test } from './support/test';
import { DEMO_PHONES, PHONE_VIEWPORT } from './support/browser';
import { signInWithCode } from './support/login';

/**
 * KVKK (PRODUCT.md §9): the notice is one tap from the login screen without signing in, and a
 * signed-in resident downloads their own data from the top bar, on a phone.
 */
test.use({ viewport: PHONE_VIEWPORT });

test('the Aydınlatma Metni opens from the login screen without signing in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'KVKK Aydınlatma Metni' }).click();
  await expect(page).toHaveURL(/\/kvkk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aydınlatma Metni' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '7. Haklarınız (KVKK md. 11)' })).toBeVisible();
  await expect(page.getByText(/730 gün saklanır/)).toBeVisible();
  await page.getByRole('link', { name: 'Giriş sayfasına dön' }).click();
  await expect(page.getByTestId('login-page')).toBeVisible();
});

test("Mehmet downloads his own data with 'Verilerimi indir'", async ({ page }) => {
  await signInWithCode(page, DEMO_PHONES.mehmet);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Verilerimi indir' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^aidat-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
  const body = JSON.parse(await fs.readFile((await file.path()) ?? '', 'utf8'));
  expect(body.data.profile).toMatchObject({ fullName: 'Mehmet Demir', phone: '+905550000003' });
  expect(body.data.units.map((u: { siteName: string }) => u.siteName).sort()).toEqual(['Deniz Sitesi', 'Güneş Sitesi']);
  expect(body.data.loginHistory[0]).toMatchObject({ attemptType: 0, isSuccess: true });
});
