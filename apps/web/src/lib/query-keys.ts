/**
 * Query keys that one feature reads and another invalidates. Features never import each other,
 * so the key they share lives here rather than in either of them.
 */

/** The navigation bar's menu (features/menus); a menu write or a cleared cache (features/cache) may change it. */
export const USER_MENU_KEY = ['user-menu'] as const;

/** The public configuration the login reads (features/auth); a configuration write may change it. */
export const FRONTEND_CONFIG_KEY = ['frontend-config'] as const;
