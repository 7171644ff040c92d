/**
 * The URL table's part every page needs: screen routes (SPEC §2) and the API paths of sign-in,
 * the menu and the resident pages. paths.ts adds the administrators' API paths; the shell and
 * the resident pages import from here so they do not download those (scripts/bundle-report.mjs).
 */

const seg = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  login: '/login',
  kvkk: '/kvkk',
  maintenance: '/maintenance',
  home: '/',
  unit: { pattern: '/units/:unitId', build: (unitId: string | number) => `/units/${seg(unitId)}` },
  siteBooks: '/site-books',
  /** 'Taleplerim' (PRODUCT.md §17): the resident's own arıza and talep tickets, opened from the home and unit page. */
  myTickets: '/my-tickets',
  myTicketNew: '/my-tickets/new',
  myTicketStats: '/my-tickets/stats',
  myTicket: { pattern: '/my-tickets/:ticketId', build: (ticketId: string | number) => `/my-tickets/${seg(ticketId)}` },
  /** 'Kartla Öde' (PRODUCT.md §20): a unit's charges picked for a card payment, opened from the unit page. */
  cardPay: { pattern: '/card-pay/:unitId', build: (unitId: string | number) => `/card-pay/${seg(unitId)}` },
  /** A card payment's result, where the provider sends the payer back (the server's return URL). */
  cardPayment: {
    pattern: '/card-payments/:checkoutId',
    build: (checkoutId: string | number) => `/card-payments/${seg(checkoutId)}`,
  },
  admin: '/admin',
  collections: '/collections',
  accounts: '/accounts',
  expenses: '/expenses',
  monthlyReport: '/monthly-report',
  debtors: '/debtors',
  /** 'Talepler' (PRODUCT.md §17): the menu row's path; one ticket opens under it (paths.ts ticketPath). */
  tickets: '/tickets',
  /** 'Genel Kurul' (PRODUCT.md §18): the menu row's path; a meeting opens under it (paths.ts meetingPath). */
  meetings: '/meetings',
  /** 'Kartla Ödemeler' (PRODUCT.md §20): the menu row's path. */
  cardCheckouts: '/card-checkouts',
  /** 'Devir-Teslim' (PRODUCT.md §19): the menu row's path. */
  handover: '/handover',
  /** 'Toplantılar' (PRODUCT.md §18): an owner's view of their sites' kurul meetings, linked from the home. */
  myMeetings: '/my-meetings',
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
    dataExport: '/api/me/data-export',
    /** 'Sitemizin Hesapları' (PRODUCT.md §10): the books of a site one lives in. */
    siteMonthlyReport: (siteId: number) => `/api/me/sites/${seg(siteId)}/reports/monthly`,
    siteExpenses: (siteId: number) => `/api/me/sites/${seg(siteId)}/expenses`,
    siteExpenseAttachment: (siteId: number, expenseId: number, attachmentId: number) =>
      `/api/me/sites/${seg(siteId)}/expenses/${seg(expenseId)}/attachments/${seg(attachmentId)}`,
  },
} as const;
