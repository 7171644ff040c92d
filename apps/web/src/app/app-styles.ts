/**
 * The built index.html inlines only the start-up splash's CSS and preloads the whole stylesheet
 * (build/html-shell.ts), so the splash paints before any stylesheet has arrived. This applies the
 * stylesheet and resolves once it has loaded (or failed: the app still works unstyled), so React
 * never lays the page out without it under the splash. In development Vite injects the CSS itself
 * and there is nothing to wait for.
 */
export function appStylesReady(doc: Document = document): Promise<void> {
  const preload = doc.querySelector<HTMLLinkElement>('link[rel="preload"][as="style"][data-app-styles]');
  if (!preload) return Promise.resolve();
  return new Promise((resolve) => {
    const sheet = doc.createElement('link');
    sheet.rel = 'stylesheet';
    // The preload's CORS mode (build/html-shell.ts writes crossorigin), or the file is fetched twice.
    sheet.crossOrigin = '';
    sheet.href = preload.getAttribute('href') ?? '';
    sheet.onload = sheet.onerror = () => resolve();
    // In place of the preload, so the app's own rules still come after the inlined ones.
    preload.after(sheet);
  });
}
