import { afterEach, describe, expect, it } from 'vitest';
import { appStylesReady } from './app-styles';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('appStylesReady (the stylesheet index.html only preloads)', () => {
  it('resolves at once when the page has no deferred stylesheet (development)', async () => {
    await expect(appStylesReady()).resolves.toBeUndefined();
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it('applies the preloaded stylesheet after the preload and resolves once it has loaded', async () => {
    document.head.innerHTML =
      '<link rel="preload" as="style" crossorigin href="/assets/index-x.css" data-app-styles><style>.x{}</style>';
    let done = false;
    const ready = appStylesReady().then(() => {
      done = true;
    });
    const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheet?.getAttribute('href')).toBe('/assets/index-x.css');
    expect(sheet?.getAttribute('crossorigin')).toBe('');
    expect(sheet?.previousElementSibling?.getAttribute('rel')).toBe('preload');
    await Promise.resolve();
    expect(done).toBe(false);
    sheet?.dispatchEvent(new Event('load'));
    await ready;
    expect(done).toBe(true);
  });

  it('resolves when the stylesheet fails too: the app still runs', async () => {
    document.head.innerHTML = '<link rel="preload" as="style" href="/assets/index-x.css" data-app-styles>';
    const ready = appStylesReady();
    document.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('error'));
    await expect(ready).resolves.toBeUndefined();
  });
});
