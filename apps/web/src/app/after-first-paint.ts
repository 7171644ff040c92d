/** Longest wait for a frame: a page opened in a background tab gets none until it is shown. */
export const FIRST_PAINT_WAIT_MS = 200;

/**
 * Resolves once the browser has painted a frame (the task after the next animation frame), so
 * the start-up splash index.html carries is on screen before the stylesheet is parsed and React
 * renders, both long tasks on a phone (build/html-shell.ts). Without a frame within
 * FIRST_PAINT_WAIT_MS (a hidden tab) it resolves anyway: nothing is painted there to wait for.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // Whichever comes first; the later call does nothing.
    setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    requestAnimationFrame(() => setTimeout(resolve));
  });
}
