import { expect, type Page, test } from './support/test';
import { DEMO_PHONES, PHONE_VIEWPORT } from './support/browser';
import { signInWithCode, signInWithPassword } from './support/login';
import { expectNoSeriousFindings } from './support/axe';

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expectNoSeriousFindings(page, path);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

test('the sign-in screen and its code dialog', async ({ page }) => {
  await visit(page, '/login', async (p) => {
    await expect(p.getByTestId('login-phone')).toBeVisible();
  });
  await page.getByTestId('login-phone').pressSequentially(DEMO_PHONES.mehmet);
  await page.getByRole('button', { name: 'Giriş', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Doğrulama Kodu' })).toBeVisible();
  await expectNoSeriousFindings(page, '/login (code dialog)');
});

test('the resident home and unit detail on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await signInWithCode(page, DEMO_PHONES.mehmet);
  await heading('Dairelerim')(page);
  await expectNoSeriousFindings(page, '/');
  await page.getByTestId('unit-row').first().click();
  await expect(page).toHaveURL(/\/units\/\d+$/);
  // The unit page's own content, not the home's heading, which stays on screen while the new page
  // renders: only then has the new page's fade-in started, for the check below to wait out.
  await expect(page.getByTestId('unpaid-months')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousFindings(page, '/units/:id');
});

test("the resident's tickets on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await signInWithCode(page, DEMO_PHONES.mehmet);
  await visit(page, '/my-tickets', heading('Taleplerim'));
  await visit(page, '/my-tickets/new', heading('Yeni Talep'));
  await visit(page, '/my-tickets/stats', async (p) => {
    await heading('Talep İstatistikleri')(p);
    await expect(p.getByTestId('ticket-stats')).toBeVisible();
  });
  // A demo ticket of his with files' place, history, an expense and the rating form (resolved, unrated).
  await page.goto('/my-tickets');
  await page.getByTestId('my-ticket-row').filter({ hasText: 'Banyo tavanından su sızıyor' }).click();
  await heading('Banyo tavanından su sızıyor')(page);
  await expect(page.getByTestId('ticket-expense-lines')).toBeVisible();
  await expectNoSeriousFindings(page, '/my-tickets/:id');
});

test("an owner's kurul meetings on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await signInWithCode(page, DEMO_PHONES.mehmet);
  await visit(page, '/my-meetings', async (p) => {
    await heading('Toplantılar')(p);
    // The demo's held kurul with its decisions, KABUL and RED.
    await expect(p.getByRole('region', { name: 'Güneş Sitesi' }).getByText('RED', { exact: true })).toBeVisible();
  });
});

test("the site administrator's screens", async ({ page }) => {
  // A walk through every screen with an axe audit on each: CPU-bound, three times the usual time.
  test.slow();
  await signInWithPassword(page, 'ayse@aidat.local');
  await visit(page, '/admin', heading('Yönetim Paneli'));
  await visit(page, '/tickets', heading('Talepler'));
  await visit(page, '/meetings', heading('Genel Kurul'));
  // The demo's held olağan kurul: its page opens on the tutanak.
  await page.getByRole('link', { name: 'Olağan Kat Malikleri Kurulu' }).first().click();
  await expect(page.getByRole('link', { name: 'Karar Metni (PDF)' })).toBeVisible();
  await expectNoSeriousFindings(page, '/meetings/:id');
  await visit(page, '/meetings/new', async (p) => {
    await heading('Yeni Toplantı')(p);
    await expect(p.getByLabel('Başlık', { exact: true })).toBeVisible();
  });
  await visit(page, '/notifications', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await visit(page, '/admin-blocked-phones', async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
  });
  await visit(page, '/card-checkouts', async (p) => {
    await heading('Kartla Ödemeler')(p);
    await expect(p.getByLabel('Sakinler borçlarını kartla ödeyebilsin')).toBeVisible();
  });
  // 'Devir-Teslim' last: its wizard is walked to the confirmation without sending, and the typed
  // entries would make leaving the page ask first.
  await visit(page, '/handover', async (p) => {
    await heading('Devir-Teslim')(p);
    await expect(p.getByTestId('handover-history').getByRole('link', { name: 'Bugünkü arşivi indir' })).toBeVisible();
  });
  const wizard = page.getByTestId('handover-wizard');
  const step = (name: string) => wizard.getByRole('form', { name });
  await step('Yeni yönetici').getByRole('button', { name: 'İleri' }).click();
  await expect(wizard.getByLabel('Ad soyad')).toHaveClass(/is-invalid/);
  await expectNoSeriousFindings(page, '/handover (the new manager, refused)');
  await wizard.getByLabel('Ad soyad').fill('Erişilebilirlik Denemesi');
  await wizard.getByLabel('E-posta').fill('erisim@example.com');
  await wizard.getByLabel('Şifre', { exact: true }).fill('Deneme.2026');
  await step('Yeni yönetici').getByRole('button', { name: 'İleri' }).click();
  const decision = step('Kurul kararı');
  await expect(decision.getByText('Kurul kararları yükleniyor…')).toHaveCount(0);
  await expectNoSeriousFindings(page, '/handover (the decision)');
  if (await decision.getByLabel('Karar', { exact: true }).isVisible())
    await decision.getByLabel('Karar', { exact: true }).selectOption({ index: 1 });
  else {
    await decision.getByLabel('Karar numarası').fill('2026/1');
    await decision.getByLabel('Karar tarihi').fill('2026-01-15');
  }
  await decision.getByRole('button', { name: 'İleri' }).click();
  const cash = step('Kasa sayımı');
  const counts = cash.getByRole('table', { name: 'Kasa sayımı' }).getByRole('textbox');
  await expect(counts.first()).toBeVisible();
  for (const field of await counts.all()) await field.fill('100');
  await expectNoSeriousFindings(page, '/handover (the cash count)');
  await cash.getByRole('button', { name: 'İleri' }).click();
  await expect(step('Not ve onay').getByTestId('handover-confirm')).toBeVisible();
  await expectNoSeriousFindings(page, '/handover (the confirmation)');
});

test("the card payment pages on a phone: 'Kartla Öde' and a payment's result", async ({ page, browser, baseURL }) => {
  // Güneş takes cards, turned on by the SystemAdmin if it is not yet (the card payment browser test
  // turns it on as well). Mehmet's checkout of A-5 is declined on the provider's page, as that test
  // does, so the demo's balances stay as they were and no checkout is left pending.
  const context = await browser.newContext({ baseURL });
  const system = await context.newPage();
  await signInWithPassword(system, 'sistem@aidat.local');
  const sites = await system.request.get('/api/system/sites');
  const gunes: number = (await sites.json()).data.find((s: { name: string }) => s.name === 'Güneş Sitesi').id;
  const settings = `/api/siteadmin/sites/${gunes}/card-payments`;
  const current = (await (await system.request.get(settings)).json()).data;
  if (!current.enabled) {
    const on = await system.request.put(settings, { data: { enabled: true } });
    expect(on.ok(), await on.text()).toBe(true);
  }
  await context.close();

  await page.setViewportSize(PHONE_VIEWPORT);
  await signInWithCode(page, DEMO_PHONES.mehmet);
  await page.getByTestId('unit-row').filter({ hasText: 'Blok A • Daire 5' }).first().click();
  await expect(page).toHaveURL(/\/units\/\d+$/);
  const unitId = /\/units\/(\d+)$/.exec(page.url())?.[1];
  await visit(page, `/card-pay/${unitId}`, async (p) => {
    await heading('Kartla Öde')(p);
    await expect(p.getByTestId('card-pay-item').first()).toBeVisible();
  });
  await page.getByTestId('card-pay-item').first().check();
  await page.getByRole('button', { name: 'Ödeme sayfasını hazırla' }).click();
  await expect(page.getByTestId('card-pay-ready')).toBeVisible();
  await expectNoSeriousFindings(page, '/card-pay/:unitId (ready to pay)');
  await page.getByTestId('card-pay-go').click();
  await page.getByRole('button', { name: 'Reddet' }).click();
  await page.getByRole('link', { name: 'Aidat’a dön' }).click();
  await expect(page).toHaveURL(/\/card-payments\/\d+$/);
  await heading('Kartla Ödeme')(page);
  await expect(page.getByTestId('card-payment-status')).toHaveText('Ödeme gerçekleşmedi');
  await expectNoSeriousFindings(page, '/card-payments/:checkoutId');
});

test("the system administrator's screens", async ({ page }) => {
  // A walk through every screen with an axe audit on each: CPU-bound, three times the usual time.
  test.slow();
  await signInWithPassword(page, 'sistem@aidat.local');
  for (const path of [
    '/sysadmin',
    '/user-management',
    '/blocked-phones',
    '/configurations',
    '/configurations/history',
    '/menu-management',
    '/cache-management',
    '/notifications',
  ]) {
    await visit(page, path, async (p) => {
      await expect(p.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
