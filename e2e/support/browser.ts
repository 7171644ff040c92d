import type { Page } from '@playwright/test';

/** Demo phones as a person types them into the masked field (digits after +90). */
export const DEMO_PHONES = {
  system: '5550000001',
  ayse: '5550000002',
  mehmet: '5550000003',
} as const;

export const SCREENSHOT_DIR = 'e2e/artifacts';

/** Phone-sized viewport used for the screenshots of resident pages. */
export const PHONE_VIEWPORT = { width: 360, height: 740 };

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}
