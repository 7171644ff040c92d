// Draws the installable app's icons (PRODUCT.md §15) from the favicon's shapes with the Chromium
// the browser tests use, into apps/web/public/icons/. The PNGs are committed; run this again
// only when the logo changes:
//
//   node scripts/generate-pwa-icons.mjs
//
// 'any' icons are the favicon (a rounded blue tile); the maskable one fills the whole square with
// the blue and keeps the house inside the central 80 % that every launcher mask leaves visible.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/public/icons');
const BLUE = '#0d6efd';
const HOUSE = 'M32 12 12 28h6v22h11V38h6v12h11V28h6z';

const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${BLUE}"/><path d="${HOUSE}" fill="#fff"/></svg>`;
// The house spans 12..52 of 64; scaled by 0.7 around the centre it stays within the safe circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${BLUE}"/>
  <path d="${HOUSE}" fill="#fff" transform="translate(32 32) scale(0.7) translate(-32 -31)"/></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: tile },
  { file: 'icon-512.png', size: 512, svg: tile },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const body = `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`;
    await page.setContent(body);
    await page.locator('svg').screenshot({ path: path.join(out, file), omitBackground: true });
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
