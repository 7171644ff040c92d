// @vitest-environment node
// (the subset font is built with WebAssembly, which jsdom's globals get in the way of.)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { ALL_ICON_CLASSES, iconFont, unicodeRange } from '../../build/icon-font';
import { iconNamesIn } from '../../build/icon-names';

const webRoot = path.resolve(import.meta.dirname, '../..');
const requireFromWeb = createRequire(path.join(webRoot, 'package.json'));
const iconsCssFile = requireFromWeb.resolve('bootstrap-icons/font/bootstrap-icons.min.css');
const codepoints: Record<string, number> = JSON.parse(
  fs.readFileSync(path.join(path.dirname(iconsCssFile), 'bootstrap-icons.json'), 'utf8'),
);

/** The build's transform of Bootstrap Icons' stylesheet, for a source tree whose only file is `source`. */
async function transformWith(source: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'icon-font-'));
  fs.writeFileSync(path.join(dir, 'page.tsx'), source);
  // A test file is not read: its icons are not the app's.
  fs.writeFileSync(path.join(dir, 'page.test.tsx'), '<i className="bi bi-alarm" />');
  const transform = iconFont([dir]).transform as (code: string, id: string) => Promise<{ code: string } | null>;
  const out = await transform(fs.readFileSync(iconsCssFile, 'utf8'), iconsCssFile);
  fs.rmSync(dir, { recursive: true });
  if (!out) throw new Error('the stylesheet was not transformed');
  return out.code;
}

/** Every code point a unicode-range lists. */
function codepointsOf(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const [start, end] = [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

function fontFaces(css: string) {
  const faces: Array<{ src: string; range: string; display: string }> = [];
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    const prop = (name: string) => {
      let value = '';
      rule.walkDecls(name, (d) => {
        value = d.value;
      });
      return value;
    };
    if (prop('font-family') === 'bootstrap-icons') {
      faces.push({ src: prop('src'), range: prop('unicode-range'), display: prop('font-display') });
    }
  });
  return faces;
}

describe('icon names in the source (build/icon-names.ts)', () => {
  it('reads plain names and the names a template builds from its quoted parts', () => {
    const text = [
      '<i className="bi bi-house-door me-1" />',
      "icon: 'bi bi-journal-text',",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text that holds a template literal
      "<i className={`bi bi-caret-${descending ? 'down' : 'up'}-fill ms-1`} />",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text that holds a template literal
      '<i className={`bi bi-chevron-${open ? "down" : "right"}`} />',
      'obi-wan, a bi- prefix alone',
    ].join('\n');
    expect([...iconNamesIn(text)].sort()).toEqual([
      'caret-down-fill',
      'caret-up-fill',
      'chevron-down',
      'chevron-right',
      'house-door',
      'journal-text',
    ]);
  });
});

describe('unicodeRange', () => {
  it('joins consecutive code points into one range', () => {
    expect(unicodeRange([0xf105, 0xf101, 0xf102, 0xf103, 0xf103])).toBe('U+F101-F103,U+F105');
    expect(unicodeRange([0xf67f])).toBe('U+F67F');
  });
});

describe('the icon font (build/icon-font.ts)', () => {
  it('inlines the glyphs the source names and leaves the whole font for every other one', async () => {
    const css = await transformWith(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text that holds a template literal
      "<i className=\"bi bi-house-door\" />\n<i className={`bi bi-caret-${up ? 'up' : 'down'}-fill`} />",
    );
    expect(css).not.toContain('font-display:block');
    const faces = fontFaces(css);
    expect(faces).toHaveLength(2);
    const [whole, subset] = faces;
    for (const face of faces) expect(face.display).toBe('swap');

    // The whole font, as Bootstrap Icons ships it, for everything but the subset.
    expect(whole.src).toMatch(/url\("fonts\/bootstrap-icons\.woff2\?[0-9a-f]+"\) format\("woff2"\)/);
    const used = ['house-door', 'caret-up-fill', 'caret-down-fill'].map((name) => codepoints[name]);
    expect(codepointsOf(subset.range).sort()).toEqual([...used].sort());
    const rest = new Set(codepointsOf(whole.range));
    for (const cp of used) expect(rest.has(cp)).toBe(false);
    for (const cp of Object.values(codepoints)) expect(rest.has(cp) || used.includes(cp)).toBe(true);

    // The subset: a WOFF2 file inlined, a few KB where the whole font is 134 KB.
    const data = subset.src.match(/^url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\) format\("woff2"\)$/);
    expect(data).not.toBeNull();
    const woff2 = Buffer.from(data?.[1] ?? '', 'base64');
    expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(woff2.length).toBeLessThan(4096);
  });

  it('keeps the classes of the glyphs the source names only; ALL_ICON_CLASSES has every one and no font', async () => {
    const css = await transformWith('<i className="bi bi-house-door" />');
    expect(css).toContain('.bi-house-door::before{content:');
    expect(css).not.toContain('.bi-alarm::before');
    expect(css).toContain('.bi::before');

    const allFile = requireFromWeb.resolve(ALL_ICON_CLASSES);
    const transform = iconFont([]).transform as (code: string, id: string) => Promise<{ code: string } | null>;
    const all = await transform(fs.readFileSync(allFile, 'utf8'), allFile);
    expect(all?.code).not.toContain('@font-face');
    const glyphs = all?.code.match(/\.bi-[a-z0-9-]+::before/g) ?? [];
    expect(glyphs.length).toBe(Object.keys(codepoints).length);
  });

  it('stops the build on a name Bootstrap Icons has no glyph for', async () => {
    await expect(transformWith('<i className="bi bi-house-dor" />')).rejects.toThrow('bi-house-dor');
  });

  it('leaves other stylesheets alone', async () => {
    const transform = iconFont([]).transform as (code: string, id: string) => Promise<unknown>;
    expect(await transform('.x{}', '/src/styles/app.css')).toBeNull();
  });
});
