/**
 * A path inside this app, such as "/admin" or "/system/menus?tab=1": one leading "/", then no
 * second "/" or "\" (browsers read "//host" and "/\host" as another site), no spaces, no control
 * characters (browsers drop some, so "/<tab>/host" would become "//host"). Menu items may only
 * point here: a menu is shown to every administrator.
 */
export function isAppPath(path: string): boolean {
  if (!/^\/(?![/\\])[^\s\\]*$/.test(path)) return false;
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}
