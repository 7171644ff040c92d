/** A frame that never comes (a browser that throttles it away) must not keep the app from starting. */
export const FIRST_PAINT_LIMIT_MS = 1000;

/**
 * Resolves once the browser has painted a frame (the task after the next animation frame), so
 * the start-up splash index.html carries is on screen before the stylesheet is parsed and React
 * renders, both long tasks on a phone (build/html-shell.ts). A hidden page (a background tab,
 * prerendering) paints nothing and gets no frames: it goes on at once, or as soon as it is hidden.
 * The safety limit is long on purpose: on a busy phone the first frame comes late, and starting
 * the work before it would put that work ahead of the splash's paint again.
 */
export function afterFirstPaint(doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    if (doc.visibilityState === 'hidden') return resolve();
    doc.addEventListener('visibilitychange', () => resolve(), { once: true });
    requestAnimationFrame(() => setTimeout(resolve));
    setTimeout(resolve, FIRST_PAINT_LIMIT_MS);
  });
}
