import { expect, type Page, test } from './support/test';
import { DEMO_PHONES } from './support/browser';
import { signInWithCode, signInWithPassword } from './support/login';

// The Content-Security-Policy the server sends (no inline scripts) must be one the built app
// lives with: a violation would be a screen that silently breaks in every browser.

/** Records every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text()))
      seen.push(msg.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return seen;
}

test('the login page loads under the CSP without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const res = await page.goto('/login');
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  await expect(page.getByRole('heading', { name: 'Giriş Yap' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a resident's home and unit detail run under the CSP without a violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await signInWithCode(page, DEMO_PHONES.mehmet);
  await expect(page.getByText(/Blok A • Daire 5/)).toBeVisible();
  await page.getByText(/Blok A • Daire 5/).click();
  await expect(page.getByText('Aidat').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("an administrator's screens, each a lazily loaded chunk, run under the CSP without a violation", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await signInWithPassword(page, 'ayse@aidat.local');
  for (const path of ['/admin', '/notifications', '/admin-blocked-phones']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
