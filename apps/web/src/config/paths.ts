/**
 * The one URL table: screen routes (SPEC §2) and API paths (SPEC §7, PRODUCT.md §5).
 * Screens and API modules import from here so a renamed path changes in one place.
 */

const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  login: '/login',
  maintenance: '/maintenance',
  home: '/',
  unit: { pattern: '/units/:unitId', build: (unitId: string | number) => `/units/${seg(unitId)}` },
  admin: '/admin',
  adminBlockedPhones: '/admin-blocked-phones',
  notifications: '/notifications',
  sysadmin: '/sysadmin',
  blockedPhones: '/blocked-phones',
  configurations: '/configurations',
  configurationHistory: '/configurations/history',
  configurationKeyHistory: {
    pattern: '/configurations/history/:key',
    build: (key: string) => `/configurations/history/${seg(key)}`,
  },
  cacheManagement: '/cache-management',
  menuManagement: '/menu-management',
  userManagement: '/user-management',
} as const;

export const apiPaths = {
  auth: {
    loginByPhone: '/api/auth/login-by-phone',
    loginByPassword: '/api/auth/login-by-password',
    verifyOtp: '/api/auth/verify-otp',
    frontendConfig: '/api/auth/frontend-config',
    logout: '/api/auth/logout',
    me: '/api/auth/me',
  },
  menu: '/api/menu',
  me: {
    units: '/api/me/units',
    unitDebts: '/api/me/unit-debts',
    notifications: '/api/me/notifications',
    unitDetail: (unitId: string | number) => `/api/me/unit-detail/${seg(unitId)}`,
  },
  siteAdmin: {
    sites: '/api/siteadmin/sites',
    units: '/api/siteadmin/units',
    duesAmount: '/api/siteadmin/sites/dues-amount',
    notifications: '/api/siteadmin/notifications',
    notification: (id: number) => `/api/siteadmin/notifications/${seg(id)}`,
    userHistory: (userId: number) => `/api/siteadmin/user-history/${seg(userId)}`,
    blockedPhones: '/api/siteadmin/blocked-phones',
    unblockPhone: (id: number) => `/api/siteadmin/unblock-phone/${seg(id)}`,
    unitResident: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/resident`,
    unitPayments: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/payments`,
    unitTransactions: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/transactions`,
    reverseTransaction: (id: number) => `/api/siteadmin/transactions/${seg(id)}/reverse`,
    additionalCharges: '/api/siteadmin/additional-charges',
  },
  notifications: {
    toggle: (id: number) => `/api/notifications/${seg(id)}/toggle`,
  },
  system: {
    users: '/api/system/users',
    userHistory: (userId: number) => `/api/system/user-history/${seg(userId)}`,
    userLoginHistory: (userId: number) => `/api/system/user-login-history/${seg(userId)}`,
    blockedPhones: '/api/system/blocked-phones',
    blockPhone: (id: number) => `/api/system/block-phone/${seg(id)}`,
    unblockPhone: (id: number) => `/api/system/unblock-phone/${seg(id)}`,
    sites: '/api/system/sites',
    siteAdmins: (siteId: number) => `/api/system/sites/${seg(siteId)}/admins`,
    configurations: '/api/system/configurations',
    configuration: (key: string) => `/api/system/configurations/${seg(key)}`,
    configurationsHistory: '/api/system/configurations/history',
    configurationHistory: (key: string) => `/api/system/configurations/${seg(key)}/history`,
    cacheClear: '/api/system/cache/clear',
    cacheStatus: '/api/system/cache/status',
    menus: '/api/system/menus',
    menu: (id: number) => `/api/system/menus/${seg(id)}`,
    menusCacheRefresh: '/api/system/menus/cache/refresh',
    menusHistory: '/api/system/menus/history',
    menuHistory: (id: number) => `/api/system/menus/${seg(id)}/history`,
  },
} as const;
