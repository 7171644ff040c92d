/**
 * Page-level navigation used from outside React (the API client). The router registers its
 * own navigate so a redirect keeps the single-page app alive; before that, or in tests without
 * a router, it falls back to a full page load.
 */
type Navigate = (path: string) => void;

let navigator: Navigate | null = null;

export function registerNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function currentPath(): string {
  return window.location.pathname;
}

export function navigateTo(path: string): void {
  if (navigator) navigator(path);
  else window.location.assign(path);
}

export function reloadPage(): void {
  window.location.reload();
}

/**
 * True once the page has started to unload (a reload, a typed address, a full navigation).
 * The browser then cancels in-flight requests and they fail like a lost connection; that must
 * not be read as one, or leaving a page mid-request would sign the person out.
 */
let unloading = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    unloading = true;
  });
  window.addEventListener('pagehide', () => {
    unloading = true;
  });
  // A page restored from the back/forward cache is alive again.
  window.addEventListener('pageshow', () => {
    unloading = false;
  });
}

export function pageIsUnloading(): boolean {
  return unloading;
}

/**
 * True when the device says it has no network at all. The installed app then reads the answers it
 * kept (docs/resident-phone.md), so a failed request is not a sign that the session is lost.
 */
export function deviceIsOffline(): boolean {
  return typeof window !== 'undefined' && window.navigator.onLine === false;
}
