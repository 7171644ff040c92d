import fs from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';

/** The screens a resident's visit starts on: index.html preloads their chunks with the entry (html-shell.ts). */
export const RESIDENT_FIRST_SCREENS = [
  'src/features/auth/components/login-page.tsx',
  'src/features/resident/components/home-page.tsx',
];

/**
 * The screens a resident opens offline (PRODUCT.md §15), as scripts/bundle-report.mjs names them:
 * the service worker precaches these with the app shell, and no administrator's screen.
 */
export const RESIDENT_SCREENS = [
  ...RESIDENT_FIRST_SCREENS,
  'src/features/resident/components/unit-detail-page.tsx',
  'src/features/site-books/components/site-books-page.tsx',
];

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

/** What loading each of `keys` downloads: its files and those of every chunk it imports statically. */
function filesOf(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

/** A screen's manifest key: its source path, or '_<hash>.js' (named in the manifest) when Rollup merged shared modules into it. */
function screenKey(manifest: Record<string, ManifestChunk>, screen: string): string | undefined {
  if (manifest[screen]?.isDynamicEntry) return screen;
  const name = path.basename(screen, path.extname(screen));
  return Object.keys(manifest).find(
    (k) => k.startsWith('_') && manifest[k].isDynamicEntry && manifest[k].name === name,
  );
}

/**
 * Workbox's manifestTransforms: of the build's hashed assets, keep the app shell and the resident
 * screens' chunks (with their CSS); files outside assets/ (index.html, icons, the web manifest)
 * stay. An administrator's screen is fetched from the network as before, and so is the whole icon
 * font: the icons the app shows are in the stylesheet (build/icon-font.ts), and the font (134 KB)
 * serves only an icon an administrator typed for a menu item.
 * Without the build's chunk graph (an in-memory build) everything stays.
 */
export function residentPrecache(outDir: string): ManifestTransform {
  return async (entries) => {
    const manifestPath = path.join(outDir, '.vite', 'manifest.json');
    if (!fs.existsSync(manifestPath)) return { manifest: entries, warnings: [] };
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
    const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
    const screens = RESIDENT_SCREENS.map((s) => screenKey(manifest, s));
    const missing = RESIDENT_SCREENS.filter((_, i) => !screens[i]);
    const keep = filesOf(
      manifest,
      [entry, ...screens].filter((k): k is string => k !== undefined),
    );
    return {
      manifest: entries.filter((e) => !e.url.startsWith('assets/') || keep.has(e.url)),
      warnings: missing.map((s) => `${s} is not a lazy chunk of the build: it is not precached`),
    };
  };
}
