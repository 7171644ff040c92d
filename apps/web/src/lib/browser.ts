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
