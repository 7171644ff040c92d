import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test';

/**
 * The page as it ends up, checked by axe: no serious or critical finding (WCAG 2.1 A and AA rules
 * plus axe's best practices). Judged once its content has loaded, after the start-up splash has
 * faded out and with no animation running (colours halfway through a fade are not the page's).
 * Soft, so one screen's findings do not hide the next screen's.
 */
export async function expectNoSeriousFindings(page: Page, screen: string): Promise<void> {
  await expect(page.getByTestId('loading')).toHaveCount(0);
  await expect(page.getByTestId('menu-loading')).toHaveCount(0);
  await expect(page.getByTestId('splash')).toHaveCount(0);
  // Judged two frames apart: a fade that starts with the next frame is seen running, not missed.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`,
    );
  expect.soft(serious, serious.join('\n')).toEqual([]);
}
