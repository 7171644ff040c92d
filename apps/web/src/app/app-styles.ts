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
    // The same CORS mode as the preload, or the browser would fetch the file a second time.
    const cors = preload.getAttribute('crossorigin');
    if (cors !== null) sheet.setAttribute('crossorigin', cors);
    sheet.href = preload.getAttribute('href') ?? '';
    sheet.addEventListener('load', () => resolve());
    sheet.addEventListener('error', () => resolve());
    // In place of the preload, so the app's own rules still come after the inlined ones.
    preload.after(sheet);
  });
}
