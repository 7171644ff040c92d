import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The start-up splash's first state as HTML, rendered by the app's own Splash component (its
 * texts from messages-common.ts), so index.html paints it before any script has run and React
 * later replaces it with the same markup. Bundled to CommonJS in memory and run with the web
 * app's own React: no copy of the markup or of its Turkish texts is kept anywhere else.
 */
export async function splashMarkup(webRoot: string): Promise<string> {
  const bundled = await build({
    entryPoints: [path.join(webRoot, 'src/components/ui/splash.tsx')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    packages: 'external',
    logLevel: 'silent',
  });
  const requireFromWeb = createRequire(path.join(webRoot, 'package.json'));
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', bundled.outputFiles[0].text)(module, module.exports, requireFromWeb);
  const { Splash } = module.exports as { Splash: (props: { phase: 'loading' }) => unknown };
  const { createElement } = requireFromWeb('react') as typeof import('react');
  const { renderToStaticMarkup } = requireFromWeb('react-dom/server') as typeof import('react-dom/server');
  return renderToStaticMarkup(createElement(Splash as never, { phase: 'loading' }));
}
