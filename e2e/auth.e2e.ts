import { expect, type Page, test } from './support/test';
import { DEMO_PHONES, PHONE_VIEWPORT, screenshot } from './support/browser';
import { DEMO_PASSWORD, signInWithCode, signInWithPassword } from './support/login';

/** Opens the code modal for a phone without finishing the sign-in. */
async function openCodeModal(page: Page, phoneDigits: string) {
  await page.goto('/login');
  await page.getByTestId('login-phone').pressSequentially(phoneDigits);
  await page.getByRole('button', { name: 'Giriş', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Doğrulama Kodu' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('otp-dev-hint')).toHaveText(/\d{6}/);
  return modal;
}

async function storedUser(page: Page) {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
}

test.describe('sign-in with a one-time code', () => {
  for (const [who, name, role] of [
    ['mehmet', 'Mehmet Demir', 'Resident'],
    ['ayse', 'Ayşe Yılmaz', 'Admin'],
    ['system', 'Sistem Yöneticisi', 'SystemAdmin'],
  ] as const) {
    test(`${name} signs in through the mask and the code modal and lands on /`, async ({ page }) => {
      await signInWithCode(page, DEMO_PHONES[who]);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('user-name')).toContainText(name);
      expect(await storedUser(page)).toMatchObject({ fullName: name, role });
    });
  }

  test("'Giriş' stays disabled until the masked number has 19 characters", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
    const phone = page.getByTestId('login-phone');
    const submit = page.getByRole('button', { name: 'Giriş', exact: true });
    await expect(submit).toBeDisabled();
    await phone.pressSequentially('555000000');
    await expect(phone).toHaveValue('+90 (555) 000 00 0');
    await expect(submit).toBeDisabled();
    await phone.pressSequentially('3');
    await expect(phone).toHaveValue('+90 (555) 000 00 03');
    await expect(submit).toBeEnabled();
  });

  test("'Devam et' stays disabled until the code has the configured length", async ({ page }) => {
    const modal = await openCodeModal(page, DEMO_PHONES.mehmet);
    const code = modal.getByTestId('otp-code');
    const proceed = modal.getByRole('button', { name: 'Devam et' });
    await expect(proceed).toBeDisabled();
    await code.pressSequentially('12a3b45');
    // Only digits are kept.
    await expect(code).toHaveValue('12345');
    await expect(proceed).toBeDisabled();
    await code.pressSequentially('67');
    // Never longer than the code length.
    await expect(code).toHaveValue('123456');
    await expect(proceed).toBeEnabled();
  });

  test('a wrong code keeps the modal open and says why', async ({ page }) => {
    const modal = await openCodeModal(page, DEMO_PHONES.mehmet);
    const hint = (await modal.getByTestId('otp-dev-hint').textContent()) ?? '';
    const right = /(\d{6})/.exec(hint)?.[1] ?? '';
    const wrong = [...right].map((d) => String((Number(d) + 1) % 10)).join('');
    await modal.getByTestId('otp-code').fill(wrong);
    await modal.getByRole('button', { name: 'Devam et' }).click();
    await expect(page.getByText('Doğrulama kodu hatalı.')).toBeVisible();
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // The right code still works on the same reference (one of its three tries is used).
    await modal.getByTestId('otp-code').fill(right);
    await modal.getByRole('button', { name: 'Devam et' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("counts down 'Kalan süre: mm:ss' and offers 'Yeniden şifre gönder' at zero", async ({ page }) => {
    await page.clock.install();
    const modal = await openCodeModal(page, DEMO_PHONES.ayse);
    const countdown = modal.getByTestId('otp-countdown');
    await expect(countdown).toHaveText(/Kalan süre: 0[23]:[0-5]\d/);
    const firstHint = await modal.getByTestId('otp-dev-hint').textContent();

    await page.clock.fastForward('01:00');
    await expect(countdown).toHaveText(/Kalan süre: 0[12]:[0-5]\d/);
    await expect(modal.getByTestId('otp-code')).toBeVisible();

    await page.clock.fastForward('02:05');
    await expect(countdown).toHaveText('Kalan süre: 00:00');
    const resend = modal.getByRole('button', { name: 'Yeniden şifre gönder' });
    await expect(resend).toBeVisible();
    await expect(modal.getByTestId('otp-code')).toHaveCount(0);

    await resend.click();
    await expect(countdown).toHaveText(/Kalan süre: 0[23]:[0-5]\d/);
    await expect(modal.getByTestId('otp-code')).toBeVisible();
    await expect(resend).toHaveCount(0);
    // A new code was issued for the new countdown.
    await expect(modal.getByTestId('otp-dev-hint')).toHaveText(/\d{6}/);
    expect(await modal.getByTestId('otp-dev-hint').textContent()).not.toBe(firstHint);
  });
});

test.describe('asking for a code again too soon', () => {
  /** Sets a configuration as the SystemAdmin (the browser tests' server starts with no resend wait). */
  async function configure(admin: Page, key: string, value: string) {
    const res = await admin.request.put(`/api/system/configurations/${key}`, { data: { value } });
    expect(res.status()).toBe(200);
  }

  test('within 60 s says how long to wait, and the first code still signs in', async ({ page, browser }) => {
    const admin = await (await browser.newContext()).newPage();
    await signInWithCode(admin, DEMO_PHONES.system);
    await configure(admin, 'OtpResendIntervalSeconds', '60');
    try {
      const modal = await openCodeModal(page, DEMO_PHONES.mehmet);
      const firstHint = (await modal.getByTestId('otp-dev-hint').textContent()) ?? '';
      const firstCode = /(\d{6})/.exec(firstHint)?.[1] ?? '';
      await modal.getByRole('button', { name: 'Kapat' }).click();
      await expect(modal).toHaveCount(0);

      // The same phone again at once: refused, and the toast says how long to wait.
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/auth/login-by-phone'));
      await page.getByRole('button', { name: 'Giriş', exact: true }).click();
      expect((await refused).status()).toBe(429);
      await expect(
        page.locator('.app-toast').filter({ hasText: /^Yeni bir kod istemeden önce lütfen \d+ saniye bekleyin\.$/ }),
      ).toBeVisible();

      // The dialog keeps the earlier code and its countdown; that code signs in.
      await expect(modal).toBeVisible();
      await expect(modal.getByTestId('otp-countdown')).toHaveText(/Kalan süre: 0[23]:[0-5]\d/);
      await expect(modal.getByTestId('otp-dev-hint')).toHaveText(firstHint);
      await modal.getByTestId('otp-code').fill(firstCode);
      await modal.getByRole('button', { name: 'Devam et' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('user-name')).toContainText('Mehmet Demir');
    } finally {
      await configure(admin, 'OtpResendIntervalSeconds', '0');
      await admin.context().close();
    }
  });
});

test.describe("sign-in with 'Şifre ile giriş'", () => {
  test('Ayşe signs in with her e-mail and Demo.12345', async ({ page }) => {
    await signInWithPassword(page, 'ayse@aidat.local', DEMO_PASSWORD);
    await expect(page.getByTestId('user-name')).toContainText('Ayşe Yılmaz');
    expect(await storedUser(page)).toMatchObject({ role: 'Admin' });
  });

  test('the SystemAdmin signs in with the phone and Demo.12345', async ({ page }) => {
    await signInWithPassword(page, '+90 (555) 000 00 01', DEMO_PASSWORD);
    await expect(page.getByTestId('user-name')).toContainText('Sistem Yöneticisi');
    expect(await storedUser(page)).toMatchObject({ role: 'SystemAdmin' });
  });

  test('a wrong password keeps the form and shows the generic message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Şifre ile giriş' }).click();
    await page.getByLabel('E-posta veya telefon').fill('sistem@aidat.local');
    await page.getByLabel('Şifre', { exact: true }).fill('Yanlis.parola1');
    await page.getByRole('button', { name: 'Giriş', exact: true }).click();
    await expect(page.getByText('E-posta/telefon veya şifre hatalı.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    // A success right after resets the failure count, so other specs keep their account.
    await page.getByLabel('Şifre', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Giriş', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('after sign-in', () => {
  test('logout ends the session and returns to /login', async ({ page }) => {
    await signInWithCode(page, DEMO_PHONES.mehmet);
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedUser(page)).toBeNull();
    // The server session is gone too.
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a resident visiting /sysadmin lands on /', async ({ page }) => {
    await signInWithCode(page, DEMO_PHONES.mehmet);
    await page.goto('/sysadmin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sistem Yönetimi' })).toHaveCount(0);
  });

  test('an anonymous visitor of a protected page is sent to /login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  });
});

test('the login screen fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'login-360');
  await page.getByTestId('login-phone').pressSequentially(DEMO_PHONES.mehmet);
  await page.getByRole('button', { name: 'Giriş', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Doğrulama Kodu' });
  await expect(modal.getByTestId('otp-dev-hint')).toBeVisible();
  // Wait for the fade-in to finish so the picture shows the modal, not a blend.
  await expect(modal).toHaveCSS('opacity', '1');
  await screenshot(page, 'login-code-modal-360');
});
