export const cacheKeys = {
  status: ['cache', 'status'] as const,
};

/** The navigation bar's menu query (features/menus); a cleared cache may change it. */
export const USER_MENU_KEY = ['user-menu'] as const;
