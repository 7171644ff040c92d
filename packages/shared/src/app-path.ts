/**
 * A path inside this app, such as "/admin" or "/system/menus?tab=1": one leading "/", then no
 * second "/" or "\" (browsers read "//host" and "/\host" as another site), no spaces, no control
 * characters. Menu items may only point here (a menu is shown to every administrator).
 */
export function isAppPath(path: string): boolean {
  return /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(path);
}
