// @vitest-environment node
// (esbuild, which renders the splash at build time, refuses jsdom's TextEncoder.)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { criticalCss } from '../../build/critical-css';
import { loginScreenMarkup, splashMarkup } from '../../build/shell-markup';
import { AUTH_TEXTS } from '../lib/messages-auth';
import { KVKK_LINK_TEXTS } from '../lib/messages-kvkk-links';
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
      '.a,.b:first-child,.zz{color:red}@media (min-width:1px){.zz{color:blue}}@media (min-width:2px){.a>span{color:green}}',
      '<div class="a b"><span>x</span></div>',
    );
    expect(css).toBe('.a,.b:first-child{color:red}@media (min-width:2px){.a>span{color:green}}');
  });
});

describe("login.html's first paint (build/html-shell.ts)", () => {
  it("is the login screen's phone step under the splash, rendered by the app's components", async () => {
    const [markup, splash] = await Promise.all([loginScreenMarkup(webRoot), splashMarkup(webRoot)]);
    for (const text of [
      AUTH_TEXTS.title,
      AUTH_TEXTS.phoneLabel,
      AUTH_TEXTS.phoneHint,
      AUTH_TEXTS.loginButton,
      AUTH_TEXTS.passwordLink,
      KVKK_LINK_TEXTS.notice,
      MESSAGES.nav.brand,
    ]) {
      expect(markup, text).toContain(`>${text}<`);
    }
    expect(markup).toContain(`placeholder="${AUTH_TEXTS.phonePlaceholder}"`);
    // 'Giriş' is disabled until a number is typed (SPEC §5).
    expect(markup).toMatch(/<button type="submit" class="btn btn-primary w-100" disabled="">/);
    // The page is a picture until React replaces it: inert, and no test hook finds it...
    expect(markup).toMatch(/^<nav inert="" [^>]*>.*<main inert="" /);
    const splashAt = markup.indexOf('<div class="app-splash');
    expect(markup.slice(0, splashAt)).not.toContain('data-testid');
    // ...with the splash over it, as in index.html.
    expect(markup.slice(splashAt)).toContain(splash);
    expect(markup).not.toContain('<!--');
  }, 30_000);

  it('inlines the rules the login card uses, without its fade-in or interaction states', async () => {
    const markup = await loginScreenMarkup(webRoot);
    const css = criticalCss(`${bootstrapCss}\n${appCss}`, markup, ['.page-fade']);
    const selectors = selectorsOf(css);
    for (const used of [
      '.app-splash',
      '.login-card',
      '.card',
      '.form-control',
      '.btn-primary',
      '.btn:disabled',
      '.navbar',
      '.navbar.app-navbar',
    ]) {
      expect(selectors, used).toContain(used);
    }
    expect(selectors.some((s) => s.includes('.form-control::placeholder'))).toBe(true);
    for (const unused of ['.page-fade', '.modal', '.alert', '.table', '.btn:hover', '.form-control:focus']) {
      expect(selectors, unused).not.toContain(unused);
    }
    expect(css).not.toMatch(/@keyframes app-fade-in/);
    expect(selectors.some((s) => s.includes('file-selector-button'))).toBe(false);
    expect(css.length).toBeLessThan(bootstrapCss.length / 10);
  }, 30_000);

  it('leaves out interaction states outside :not(), and the selectors it is told to', () => {
    const css = criticalCss(
      '.a:hover,.a:not(:focus),.a:active{color:red}.b{color:blue}.a::file-selector-button{margin:0}',
      '<div class="a b"></div>',
      ['.b'],
    );
    expect(css).toBe('.a:not(:focus){color:red}');
  });
});
