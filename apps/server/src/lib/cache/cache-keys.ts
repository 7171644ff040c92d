/**
 * Keys of the shared cache entries, in one place: the modules that write them invalidate them,
 * and the cache status page tests beside them.
 */
export const CONFIG_CACHE_KEY = 'config:all';
export const MENU_CACHE_KEY = 'menu:active';
