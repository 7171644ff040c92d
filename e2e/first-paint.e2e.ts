import { expect, test } from './support/test';
import { DEMO_PHONES } from './support/browser';
import { signInWithCode } from './support/login';

/**
 * /login's first paint comes from its HTML (apps/web/build/html-shell.ts, docs/ARCHITECTURE.md
 * "First paint"): the server sends login.html, whose #root holds the login screen under the
 * splash, and React's own render of that screen must look the same, or its paint would be the
 * page's largest again.
 */

interface Probe {
  /** The page under the splash as the HTML parser left it, before any script ran. */
  served: string;
  entries: { type: string; time: number }[];
  /** When React first changed the page under the splash (performance.now()); unset while it has not. */
  reactAt?: number;
  pageMarkup: (root: Element | null) => string;
}

/**
 * Runs in the page before its scripts. pageMarkup spells #root's markup without the splash (the
 * page as it shows under it) alike for the HTML's picture and React's page: attributes in name
 * order (React sets an input's type last); without the browser tests' hooks and the picture's
 * inert, which are all that may differ; useId's ids (the server and the browser spell them
 * differently) as ID.
 */
function installProbe() {
  const pageMarkup = (root: Element | null): string => {
    const copy = root?.cloneNode(true) as HTMLElement;
    copy.querySelector('.app-splash')?.remove();
    for (const el of copy.querySelectorAll('*')) {
      const attributes = [...el.attributes]
        .filter((a) => a.name !== 'data-testid' && a.name !== 'inert')
        .map((a) => [a.name, a.value])
        .sort(([a], [b]) => a.localeCompare(b));
      for (const a of [...el.attributes]) el.removeAttribute(a.name);
      for (const [name, value] of attributes) el.setAttribute(name, value);
    }
    return copy.innerHTML.replace(/<!--[^>]*-->/g, '').replace(/_[rR]_[0-9a-z]+_/g, 'ID');
  };
  const probe: Probe = { served: '', entries: [], pageMarkup };
  (window as unknown as { probe: Probe }).probe = probe;
  // The entry script is a module, so it runs after this: #root is still the HTML's.
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    probe.served = pageMarkup(root);
    // React's render replaces the HTML's nodes: its first change but the splash's leaving.
    const notSplash = (n: Node) => !(n instanceof Element && n.classList.contains('app-splash'));
    new MutationObserver((records) => {
      const changed = records.some((r) => [...r.addedNodes, ...r.removedNodes].some(notSplash));
      if (changed && probe.reactAt === undefined) probe.reactAt = performance.now();
    }).observe(root as Element, { childList: true, subtree: true });
  });
  for (const type of ['paint', 'largest-contentful-paint']) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        probe.entries.push({ type: type === 'paint' ? e.name : type, time: e.startTime });
    }).observe({ type, buffered: true });
  }
}

test('the server sends /login its own HTML, with the login form in it', async ({ request }) => {
  const res = await request.get('/login');
  expect(res.status()).toBe(200);
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  for (const text of [
    'Giriş Yap',
    'Cep telefonu',
    'placeholder="+90 (5xx) xxx xx xx"',
    'Giriş</button>',
    'Yükleniyor...',
  ]) {
    expect(root, text).toContain(text);
  }
  // Its rules are inlined; the whole stylesheet is only preloaded, as in index.html.
  expect(html).toMatch(/<style>[^<]*\.login-card\{/);
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  // Any other page keeps the splash alone.
  expect(await (await request.get('/units/1')).text()).not.toContain('Cep telefonu');
});

test("React's login page is the HTML's, and the largest paint stays the HTML's first one", async ({ page }) => {
  await page.addInitScript(installProbe);
  await page.goto('/login');
  // React's page: the live field (the HTML's has no test hook), once the splash is gone.
  await expect(page.getByTestId('login-phone')).toBeVisible();
  await expect(page.getByTestId('splash')).toHaveCount(0);
  const { served, entries, rendered, reactAt } = await page.evaluate(() => {
    const { probe } = window as unknown as { probe: Probe };
    return { ...probe, pageMarkup: undefined, rendered: probe.pageMarkup(document.getElementById('root')) };
  });
  expect(served).toContain('Cep telefonu');
  expect(rendered).toBe(served);

  const fcp = entries.find((e) => e.type === 'first-contentful-paint');
  const lcps = entries.filter((e) => e.type === 'largest-contentful-paint');
  expect(fcp).toBeDefined();
  expect(lcps.length).toBeGreaterThan(0);
  // Every largest-paint candidate was the HTML's, painted before React first changed the page:
  // React's paints added none. (The HTML itself may paint over two frames on a busy machine, the
  // heading first and the form in the next, so the candidates need not share the first frame.)
  for (const lcp of lcps) expect(lcp.time).toBeLessThan(reactAt ?? Number.POSITIVE_INFINITY);

  // And the live form works: the mask, then 'Giriş'.
  const phone = page.getByTestId('login-phone');
  await phone.pressSequentially('5550000003');
  await expect(phone).toHaveValue('+90 (555) 000 00 03');
  await expect(page.getByRole('button', { name: 'Giriş', exact: true })).toBeEnabled();
});

test('a signed-in resident opening /login still lands on /', async ({ page }) => {
  await signInWithCode(page, DEMO_PHONES.mehmet);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-name')).toContainText('Mehmet Demir');
  await expect(page.getByTestId('login-page')).toHaveCount(0);
});

// A first visit: a returning resident's page comes from the service worker's copy of index.html
// (apps/web/build/pwa.ts), which carries no headers of the server's and so no preloads.
test.describe('first visit, no service worker yet', () => {
  test.use({ serviceWorkers: 'block' });

  test("a signed-in resident's home takes its three calls from the page's own preloads, fetched once", async ({
    page,
  }) => {
    await signInWithCode(page, DEMO_PHONES.mehmet);
    const calls: string[] = [];
    // The unread ticket notices are asked by the home's tickets part once the page has painted
    // (home-tickets.tsx), not preloaded: they are not among the first three.
    const preloadable = (url: string) => url.includes('/api/me/') && !url.includes('/api/me/ticket-notices');
    page.on('request', (request) => {
      if (preloadable(request.url())) calls.push(new URL(request.url()).pathname);
    });
    const res = await page.goto('/');
    expect(res?.headers().link).toContain('</api/me/notifications>; rel=preload; as=fetch');
    await expect(page.getByText(/Blok A • Daire 5/)).toBeVisible();
    // Each answer was fetched by the preload, as the document arrived, and handed to the app's own
    // request: no second fetch.
    const started = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/me/') && !entry.name.includes('/api/me/ticket-notices'))
        .map((entry) => `${new URL(entry.name).pathname} ${(entry as PerformanceResourceTiming).initiatorType}`),
    );
    expect(started.sort()).toEqual(['/api/me/notifications link', '/api/me/unit-debts link', '/api/me/units link']);
    expect(calls.sort()).toEqual(['/api/me/notifications', '/api/me/unit-debts', '/api/me/units']);
  });
});

test('the first page, under the splash, is painted without its fade; a page opened later fades in', async ({
  page,
}) => {
  await signInWithCode(page, DEMO_PHONES.mehmet);
  await page.goto('/');
  // Under the opaque splash the fade cannot be seen, and a paint at opacity 0 is not contentful.
  const underSplash = await page.waitForFunction(() => {
    const fade = document.querySelector('.page-fade');
    return document.querySelector('.app-splash') && fade ? getComputedStyle(fade).animationDuration : null;
  });
  expect(await underSplash.jsonValue()).toBe('0s');
  await expect(page.getByTestId('splash')).toHaveCount(0);
  // Nothing starts over when the splash goes: the first page's fade was over long before.
  const running = await page.evaluate(
    () =>
      document
        .querySelector('.page-fade')
        ?.getAnimations()
        .filter((a) => a.playState === 'running').length,
  );
  expect(running).toBe(0);
  await expect(page.locator('.page-fade')).toHaveCSS('opacity', '1');
  await page.getByText(/Blok A • Daire 5/).click();
  await expect(page).toHaveURL(/\/units\/\d+/);
  await expect(page.locator('.page-fade')).toHaveCSS('animation-duration', '0.3s');
});

test.describe('the icons, first visit', () => {
  test.use({ serviceWorkers: 'block' });

  test('come from the subset in the stylesheet, each glyph the whole font draws; the whole font is never fetched', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/\.woff2?(\?|$)/.test(request.url())) fonts.push(request.url());
    });
    await signInWithCode(page, DEMO_PHONES.mehmet);
    await page.goto('/');
    await expect(page.getByText(/Blok A • Daire 5/)).toBeVisible();
    // An icon is on screen (the log-out button's), so the page needed the icon font.
    await expect(page.locator('i.bi:visible').first()).toBeVisible();
    expect(fonts).toEqual([]);

    // Every glyph of the subset, drawn with the page's icon font and with the whole font loaded
    // on its own: a glyph missing from the subset would be drawn by another font, or not at all.
    const compared = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'bootstrap-icons');
      const subset = faces.find((face) => face.status === 'loaded');
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
      const wholeSrc = rules
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => rule.style.getPropertyValue('src'))
        .find((src) => src.includes('.woff2?') || /bootstrap-icons[^"]*\.woff2/.test(src));
      const url = wholeSrc?.match(/url\("?([^")]+\.woff2[^")]*)"?\)/)?.[1];
      if (!subset || !url) return { faces: faces.map((f) => `${f.status} ${f.unicodeRange}`), url, differing: [] };
      const whole = new FontFace('whole-icons', `url(${url})`);
      document.fonts.add(await whole.load());
      const codepoints = subset.unicodeRange.split(',').flatMap((part) => {
        const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
        const [start, end] = [Number.parseInt(from, 16), Number.parseInt(to, 16)];
        return Array.from({ length: end - start + 1 }, (_, i) => start + i);
      });
      const draw = (family: string, text: string) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 40;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.font = `32px ${family}`;
        context.fillText(text, 4, 34);
        return canvas.toDataURL();
      };
      const differing = codepoints
        .map((cp) => String.fromCodePoint(cp))
        .filter((glyph) => draw('bootstrap-icons', glyph) !== draw('whole-icons', glyph))
        .map((glyph) => glyph.codePointAt(0)?.toString(16));
      return { faces: faces.map((f) => f.status), url, count: codepoints.length, differing };
    });
    // The whole font, for icons outside the subset, is declared but not loaded; the subset is.
    expect(compared.faces.sort()).toEqual(['loaded', 'unloaded']);
    expect(compared.count).toBeGreaterThan(40);
    expect(compared.differing).toEqual([]);
  });
});
