import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { iconNamesOf } from './icon-names';

const ICONS_CSS = /[\\/]bootstrap-icons[\\/]font[\\/]bootstrap-icons\.min\.css$/;
/** The unminified copy: what the screens that show any icon import (ALL_ICON_CLASSES). */
const ALL_ICONS_CSS = /[\\/]bootstrap-icons[\\/]font[\\/]bootstrap-icons\.css$/;
const FONT_FACE = /@font-face\{[^}]*font-family:bootstrap-icons[^}]*\}/;
const ANY_FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const GLYPH_RULE = /\.bi-([a-z0-9-]+)::before\{content:"\\[0-9a-f]+"\}/g;

/**
 * Bootstrap Icons' class for every glyph, for the screens that show an icon a system
 * administrator typed (the administrators' menu, menu management): import this module's CSS
 * there. The font faces stay in the app's stylesheet, which declares the whole font.
 */
export const ALL_ICON_CLASSES = 'bootstrap-icons/font/bootstrap-icons.css';

/**
 * Bootstrap Icons as the app uses them (docs/ARCHITECTURE.md "First paint"):
 *
 * - The font is declared with font-display: swap, not block, which kept every icon's box empty
 *   (and Lighthouse counted it as blocking) until the font had arrived.
 * - The glyphs the app's own source and the demo menus name (a few dozen of about 2,000) are a
 *   subset font inlined in the stylesheet: 7 KB instead of the whole font's 134 KB, which a phone
 *   fetched before it could show the home page. A menu item's icon is any class a system
 *   administrator types (SPEC), so the whole font stays declared for every other glyph under the
 *   same family: a browser downloads it only when a page shows one of them (unicode-range).
 *
 * - The stylesheet every page loads keeps the classes (`.bi-house-door::before`) of those glyphs
 *   only: the other 2,000 were 80 KB of rules a phone parsed on every page. The screens that show
 *   a menu item's icon import ALL_ICON_CLASSES, every class without the font faces.
 *
 * `sources` are the directories and files whose text names icons (build/icon-names.ts).
 */
export function iconFont(sources: readonly string[]): Plugin {
  let subset: Promise<SubsetFace> | undefined;
  return {
    name: 'aidat-icon-font',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (ALL_ICONS_CSS.test(file)) {
        if (!code.includes('@font-face'))
          throw new Error(`${file} no longer declares its font: review build/icon-font.ts`);
        return { code: code.replace(ANY_FONT_FACE, ''), map: null };
      }
      if (!ICONS_CSS.test(file)) return null;
      if (!code.includes('font-display:block') || !FONT_FACE.test(code)) {
        throw new Error(`${file} no longer declares its font as build/icon-font.ts expects: review it`);
      }
      const names = iconNamesOf(sources);
      subset ??= subsetFace(path.dirname(file), names);
      const { face, rest } = await subset;
      const swapped = code
        .replaceAll('font-display:block', 'font-display:swap')
        .replace(GLYPH_RULE, (rule, name: string) => (names.has(name) ? rule : ''));
      return {
        code: swapped.replace(FONT_FACE, (whole) => `${whole.slice(0, -1)};unicode-range:${rest}}${face}`),
        map: null,
      };
    },
  };
}

interface SubsetFace {
  /** The @font-face of the subset, its font inlined. */
  face: string;
  /** The unicode-range of every other glyph, for the whole font's @font-face. */
  rest: string;
}

async function subsetFace(fontDir: string, names: Set<string>): Promise<SubsetFace> {
  const codepoints: Record<string, number> = JSON.parse(
    fs.readFileSync(path.join(fontDir, 'bootstrap-icons.json'), 'utf8'),
  );
  const unknown = [...names].filter((name) => codepoints[name] === undefined);
  if (unknown.length > 0) throw new Error(`No Bootstrap Icons glyph for: ${unknown.map((n) => `bi-${n}`).join(', ')}`);

  const used = [...names].map((name) => codepoints[name]).sort((a, b) => a - b);
  const all = Object.values(codepoints);
  const font = fs.readFileSync(path.join(fontDir, 'fonts', 'bootstrap-icons.woff2'));
  const woff2 = await subsetFont(font, String.fromCodePoint(...used), { targetFormat: 'woff2' });
  const face =
    '@font-face{font-display:swap;font-family:bootstrap-icons;' +
    `src:url(data:font/woff2;base64,${woff2.toString('base64')}) format("woff2");` +
    `unicode-range:${unicodeRange(used)}}`;
  const usedSet = new Set(used);
  return { face, rest: unicodeRange(all.filter((cp) => !usedSet.has(cp))) };
}

/** `U+F101-F103,U+F105` for [0xf101, 0xf102, 0xf103, 0xf105]: consecutive code points as one range. */
export function unicodeRange(codepoints: readonly number[]): string {
  const sorted = [...new Set(codepoints)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    const hex = (cp: number) => cp.toString(16).toUpperCase();
    ranges.push(start === sorted[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[i])}`);
  }
  return ranges.join(',');
}
