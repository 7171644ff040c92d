// @vitest-environment node
// (Sass runs as Node code.)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import postcss from 'postcss';
import * as sass from 'sass';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '../..');
const requireFromWeb = createRequire(path.join(webRoot, 'package.json'));

/** The class names a stylesheet defines. */
function classesOf(css: string): Set<string> {
  const classes = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const [, name] of rule.selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name);
  });
  return classes;
}

/** Words of the source that are Bootstrap class names too, but are not used as classes. */
const NOT_CLASSES = new Set([
  'placeholder', // the inputs' attribute; Bootstrap's placeholders (loading skeletons) are left out
]);

/** Every word of the app's source (not its tests) that could be a class name. */
function sourceWords(): Set<string> {
  const src = path.join(webRoot, 'src');
  const words = new Set<string>();
  for (const file of fs.readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(ts|tsx|css)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    for (const [word] of fs.readFileSync(path.join(src, file), 'utf8').matchAll(/[a-z][a-z0-9-]*/g)) words.add(word);
  }
  return words;
}

const ours = classesOf(
  sass.compile(path.join(webRoot, 'src/styles/bootstrap.scss'), {
    loadPaths: [path.join(webRoot, 'node_modules'), path.join(webRoot, '../../node_modules')],
    quietDeps: true,
    logger: sass.Logger.silent,
  }).css,
);
const whole = classesOf(fs.readFileSync(requireFromWeb.resolve('bootstrap/dist/css/bootstrap.css'), 'utf8'));

describe('styles/bootstrap.scss (the Bootstrap parts the app uses)', () => {
  it('defines every Bootstrap class the source names', () => {
    const missing = [...sourceWords()].filter((word) => whole.has(word) && !ours.has(word) && !NOT_CLASSES.has(word));
    expect(missing).toEqual([]);
  });

  it('keeps the colour classes react-bootstrap and the toasts build from a variant', () => {
    const colours = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'];
    for (const colour of colours) {
      for (const prefix of ['bg', 'text', 'border', 'btn', 'btn-outline', 'alert', 'text-bg', 'table']) {
        expect(ours, `${prefix}-${colour}`).toContain(`${prefix}-${colour}`);
      }
    }
  });

  it('is smaller than the whole of Bootstrap', () => {
    expect(ours.size).toBeLessThan(whole.size * 0.6);
  });
});
