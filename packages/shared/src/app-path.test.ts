import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-path.js';

describe('isAppPath', () => {
  it('accepts paths inside the app', () => {
    for (const p of ['/', '/admin', '/system/menus', '/units/12?tab=ledger', '/a/b#c']) expect(isAppPath(p)).toBe(true);
  });

  it('refuses other sites, schemes and odd characters', () => {
    for (const p of [
      '//evil.example/phish',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'admin',
      '/ad min',
      '/a\\b',
      '/a\tb',
      '/\u0001/evil.example',
      '',
    ]) {
      expect(isAppPath(p)).toBe(false);
    }
  });
});
