// The one import rule of the web app that Biome cannot say: a feature never imports another
// feature (docs/ARCHITECTURE.md, "Web"). Biome's noRestrictedImports matches the import text
// alone, and the text of a cross-feature import ('../../menus/api/x') looks like any other
// relative import; only the importing file's folder tells them apart. Biome checks the rest
// (biome.json, the apps/web/src override).
//
//   node scripts/check-web-imports.mjs [srcDir]   (default apps/web/src; exits 1 on a violation)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(?:ts|tsx|mts|js|jsx|mjs)$/;
// Static imports and re-exports ("from '…'"), side-effect imports and dynamic import('…').
const SPECIFIERS = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

/** "features/<name>/…" relative to srcDir → name; anything else → null. */
function featureOf(srcDir, file) {
  const parts = path.relative(srcDir, file).split(path.sep);
  return parts[0] === 'features' && parts.length > 2 ? parts[1] : null;
}

/** Every import in srcDir/features/X that resolves into srcDir/features/Y with Y ≠ X. */
export function crossFeatureImports(srcDir) {
  const featuresDir = path.join(srcDir, 'features');
  const violations = [];
  for (const file of sourceFiles(featuresDir)) {
    const own = featureOf(srcDir, file);
    const text = readFileSync(file, 'utf8');
    for (const pattern of SPECIFIERS) {
      for (const match of text.matchAll(pattern)) {
        const specifier = match[1];
        if (!specifier.startsWith('.')) continue;
        const target = featureOf(srcDir, path.resolve(path.dirname(file), specifier));
        if (target && target !== own) {
          const line = text.slice(0, match.index).split('\n').length;
          violations.push({ file: path.relative(srcDir, file), line, specifier, from: own, to: target });
        }
      }
    }
  }
  return violations;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const srcDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/src'));
  const violations = crossFeatureImports(srcDir);
  for (const v of violations) {
    console.error(
      `${v.file}:${v.line} imports '${v.specifier}': features/${v.from} must not import features/${v.to}; ` +
        'move what both need into components/ or lib/.',
    );
  }
  if (violations.length > 0) process.exit(1);
  console.log(`web imports: no feature imports another (${srcDir})`);
}
