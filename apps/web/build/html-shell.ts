import type { OutputAsset, OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';
import { criticalCss } from './critical-css';
import { RESIDENT_FIRST_SCREENS } from './resident-precache';
import { loginScreenMarkup, splashMarkup } from './shell-markup';

/** The attribute main.tsx finds the deferred stylesheet by (app/app-styles.ts). */
const DEFERRED_STYLES_ATTR = 'data-app-styles';

/** The page the server and the service worker send for /login (apps/server/src/plugins/web.ts). */
export const LOGIN_HTML = 'login.html';

/**
 * Rules login.html does not inline: the pages' fade-in starts at opacity 0, and Chrome does not
 * count what it paints at opacity 0 as the largest paint, so the picture under the splash is
 * painted still. It fades in once main.tsx has applied the stylesheet, before React replaces it.
 */
const LOGIN_LEAVES_OUT = ['.page-fade'];

/**
 * The built index.html paints the start-up splash without waiting for a stylesheet or a script
 * (docs/ARCHITECTURE.md, "First paint"):
 * - the splash's markup is in #root, rendered at build time by the Splash component itself;
 * - the CSS rules that markup uses are inlined; the whole stylesheet (Bootstrap, its icons, ours)
 *   is only preloaded, and main.tsx applies it before React renders the page under the splash;
 * - the resident's first screens (/login and the home page) are module-preloaded with the entry,
 *   so their chunk downloads alongside it instead of after it has run.
 * login.html is the same page with the login screen's first state under the splash (its markup
 * rendered at build time by the app's own components, its rules inlined), so /login's largest
 * paint is the HTML's; main.tsx replaces it as it replaces the splash.
 * The dev server keeps Vite's own index.html.
 */
export function htmlShell(webRoot: string): Plugin {
  // What index.html's transform wrote, for login.html to be made from the finished index.html.
  let shell: { splash: string; critical: string; login: string; loginCritical: string } | undefined;
  return {
    name: 'aidat-html-shell',
    apply: 'build',
    generateBundle: {
      // After Vite's own HTML plugin has emitted index.html.
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'] as OutputAsset | undefined;
        if (!index || !shell) return;
        const html = String(index.source);
        const root = `<div id="root">${shell.splash}</div>`;
        const style = `<style>${shell.critical}</style>`;
        if (!html.includes(root) || !html.includes(style))
          throw new Error('index.html lost its splash: login.html cannot be made');
        this.emitFile({
          type: 'asset',
          fileName: LOGIN_HTML,
          source: html
            .replace(style, () => `<style>${shell?.loginCritical}</style>`)
            .replace(root, () => `<div id="root">${shell?.login}</div>`),
        });
      },
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const [splash, login] = await Promise.all([splashMarkup(webRoot), loginScreenMarkup(webRoot)]);
        const stylesheet = html.match(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/);
        if (!stylesheet) throw new Error('index.html links no stylesheet: the shell has no CSS to inline');
        const css = bundle[stylesheet[1]] as OutputAsset | undefined;
        if (!css) throw new Error(`${stylesheet[1]} is not in the bundle`);
        const critical = criticalCss(String(css.source), splash);
        shell = { splash, critical, login, loginCritical: criticalCss(String(css.source), login, LOGIN_LEAVES_OUT) };
        const preloads = firstScreenChunks(bundle)
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        return html
          .replace(
            stylesheet[0],
            `<link rel="preload" as="style" crossorigin href="/${stylesheet[1]}" ${DEFERRED_STYLES_ATTR}>\n    ${preloads}\n    <style>${critical}</style>`,
          )
          .replace('<div id="root"></div>', `<div id="root">${splash}</div>`);
      },
    },
  };
}

/** The resident's first screens' chunks and the chunks they import, less what the entry already loads. */
function firstScreenChunks(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
  };
  if (entry) visit(entry.fileName);
  const shell = new Set(loaded);
  for (const screen of RESIDENT_FIRST_SCREENS) {
    // By module rather than facade: Rollup may merge modules other screens share into the chunk.
    const chunk = chunks.find((c) => c.isDynamicEntry && c.moduleIds.some((id) => id.endsWith(screen)));
    if (!chunk) throw new Error(`${screen} is not a lazy chunk of the build: update RESIDENT_FIRST_SCREENS`);
    visit(chunk.fileName);
  }
  return [...loaded].filter((file) => !shell.has(file));
}
