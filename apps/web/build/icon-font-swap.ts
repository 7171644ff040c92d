import type { Plugin } from 'vite';

const ICONS_CSS = /[\\/]bootstrap-icons[\\/]font[\\/]bootstrap-icons(\.min)?\.css$/;

/**
 * Bootstrap Icons declares its font with font-display: block, which keeps every icon's box empty
 * (and Lighthouse counts it as blocking) until the font has arrived. With swap an icon shows its
 * fallback glyph at once and is replaced when the font is there; the start-up splash covers the
 * page while the stylesheet and the font load, so nobody sees the swap on a first visit.
 */
export function iconFontSwap(): Plugin {
  return {
    name: 'aidat-icon-font-swap',
    enforce: 'pre',
    transform(code, id) {
      if (!ICONS_CSS.test(id.split('?')[0])) return null;
      if (!code.includes('font-display:block')) {
        throw new Error(`${id} no longer declares font-display:block: review build/icon-font-swap.ts`);
      }
      return { code: code.replaceAll('font-display:block', 'font-display:swap'), map: null };
    },
  };
}
