// @vitest-environment node
// (esbuild, which renders the splash at build time, refuses jsdom's TextEncoder.)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { criticalCss } from '../../build/critical-css';
import { iconFontSwap } from '../../build/icon-font-swap';
import { splashMarkup } from '../../build/shell-markup';
import { MESSAGES } from '../lib/messages-common';

const webRoot = path.resolve(import.meta.dirname, '../..');
const requireFromWeb = createRequire(path.join(webRoot, 'package.json'));
const bootstrapCss = fs.readFileSync(requireFromWeb.resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8');
const appCss = fs.readFileSync(path.join(webRoot, 'src/styles/app.css'), 'utf8');

const selectorsOf = (css: string) => {
  const found: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (!rule.parent || !('name' in rule.parent) || !String(rule.parent.name).endsWith('keyframes')) {
      found.push(...rule.selectors);
    }
  });
  return found;
};

describe("index.html's first paint (build/html-shell.ts)", () => {
  it('is the Splash component in its loading state, with its texts from messages-common', async () => {
    const markup = await splashMarkup(webRoot);
    expect(markup).toMatch(/^<div class="app-splash[^"]*"[^>]*data-testid="splash" data-phase="loading">/);
    expect(markup).toContain(`>${MESSAGES.appName}<`);
    expect(markup).toContain(`>${MESSAGES.splash.loading}<`);
    expect(markup).toContain('<svg');
  }, 30_000);

  it("inlines the rules the splash uses, and none of Bootstrap's others", async () => {
    const markup = await splashMarkup(webRoot);
    const css = criticalCss(`${bootstrapCss}\n${appCss}`, markup);
    const selectors = selectorsOf(css);
    for (const used of ['.app-splash', '.spinner-border', '.spinner-border-sm', '.fs-3', '.fw-semibold', '.mt-3']) {
      expect(selectors, used).toContain(used);
    }
    expect(selectors).toContain('body');
    expect(selectors).toContain(':root');
    // The spinner turns: its keyframes come along although Bootstrap names them through a variable.
    expect(css).toMatch(/@keyframes spinner-border\b/);
    for (const unused of ['.btn', '.navbar', '.card', '.modal', '.alert', '.app-navbar', '.login-card', 'h1']) {
      expect(selectors, unused).not.toContain(unused);
    }
    expect(selectors.some((s) => s.includes('data-bs-theme=dark'))).toBe(false);
    expect(selectors.some((s) => s.startsWith('::-webkit'))).toBe(false);
    expect(css).not.toContain('@font-face');
    expect(css.length).toBeLessThan(bootstrapCss.length / 20);
  }, 30_000);

  it('keeps a rule for the selectors of its list that match, and a media query only with rules in it', () => {
    const css = criticalCss(
      '.a,.b:hover,.zz{color:red}@media (min-width:1px){.zz{color:blue}}@media (min-width:2px){.a>span{color:green}}',
      '<div class="a b"><span>x</span></div>',
    );
    expect(css).toBe('.a,.b:hover{color:red}@media (min-width:2px){.a>span{color:green}}');
  });
});

describe('the icon font (build/icon-font-swap.ts)', () => {
  it('is declared with font-display: swap, not block', () => {
    const file = requireFromWeb.resolve('bootstrap-icons/font/bootstrap-icons.min.css');
    const transform = iconFontSwap().transform as (code: string, id: string) => { code: string } | null;
    const out = transform(fs.readFileSync(file, 'utf8'), file);
    expect(out?.code).toContain('font-display:swap');
    expect(out?.code).not.toContain('font-display:block');
    expect(transform('.x{}', '/src/styles/app.css')).toBeNull();
  });
});
