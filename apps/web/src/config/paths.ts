/**
 * The one URL table: screen routes (SPEC §2) and API paths (SPEC §7, PRODUCT.md §5).
 * Screens and API modules import from here so a renamed path changes in one place; the part
 * every page needs lives in paths-common.ts, which the shell and the resident pages import.
 */
import { apiPaths as commonApiPaths, paths } from './paths-common';

export { paths };

const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * One ticket's screen under 'Talepler' (route `${paths.tickets}/:ticketId`, manager-routes.tsx).
 * Here rather than in paths-common.ts: every property of that table is in the app shell that each
 * resident downloads, and only administrators' screens link to a ticket.
 */
export const ticketPath = (ticketId: number) => `${paths.tickets}/${seg(ticketId)}`;

/** The kurul's meetings under 'Genel Kurul' (routes in manager-routes.tsx): a new one, and one meeting. */
export const newMeetingPath = `${paths.meetings}/new`;
export const meetingPath = (meetingId: number) => `${paths.meetings}/${seg(meetingId)}`;
export const editMeetingPath = (meetingId: number) => `${paths.meetings}/${seg(meetingId)}/edit`;

export const apiPaths = {
  ...commonApiPaths,
  siteAdmin: {
    sites: '/api/siteadmin/sites',
    units: '/api/siteadmin/units',
    unit: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}`,
    landShares: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/land-shares`,
    duesRule: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/dues-rule`,
    lateFee: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/late-fee`,
    notifications: '/api/siteadmin/notifications',
    notification: (id: number) => `/api/siteadmin/notifications/${seg(id)}`,
    userHistory: (userId: number) => `/api/siteadmin/user-history/${seg(userId)}`,
    blockedPhones: '/api/siteadmin/blocked-phones',
    unblockPhone: (id: number) => `/api/siteadmin/unblock-phone/${seg(id)}`,
    unitResident: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/resident`,
    unitParties: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/parties`,
    unitOwners: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/owners`,
    unitTenant: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/tenant`,
    unitMoveOut: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/tenant/move-out`,
    unitSale: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/sale`,
    unitFinalStatement: (unitId: number, id: number) =>
      `/api/siteadmin/units/${seg(unitId)}/final-statements/${seg(id)}`,
    unitClearance: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/clearance.pdf`,
    unitEnforcement: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/enforcement`,
    unitEnforcementEnd: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/enforcement/end`,
    unitEnforcementFile: (unitId: number, asOf: string) =>
      `/api/siteadmin/units/${seg(unitId)}/enforcement-file.pdf?asOf=${seg(asOf)}`,
    unitPayments: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/payments`,
    unitTransactions: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/transactions`,
    reverseTransaction: (id: number) => `/api/siteadmin/transactions/${seg(id)}/reverse`,
    additionalCharges: '/api/siteadmin/additional-charges',
    reverseAdditionalCharge: (id: number) => `/api/siteadmin/additional-charges/${seg(id)}/reverse`,
    siteUnits: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/units`,
    siteImportTemplate: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/import-template.xlsx`,
    siteImports: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/imports`,
    paymentReceipt: (id: number) => `/api/siteadmin/payments/${seg(id)}/receipt.pdf`,
    unitStatement: (unitId: number) => `/api/siteadmin/units/${seg(unitId)}/statement.pdf`,
    accounts: '/api/siteadmin/accounts',
    expenses: '/api/siteadmin/expenses',
    expenseCategories: '/api/siteadmin/expense-categories',
    reverseExpense: (id: number) => `/api/siteadmin/expenses/${seg(id)}/reverse`,
    expenseAttachments: (id: number) => `/api/siteadmin/expenses/${seg(id)}/attachments`,
    expenseAttachment: (id: number, attachmentId: number) =>
      `/api/siteadmin/expenses/${seg(id)}/attachments/${seg(attachmentId)}`,
    monthlyReport: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/reports/monthly`,
    monthlyReportPdf: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/reports/monthly.pdf`,
    siteLedgerXlsx: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/ledger.xlsx`,
    debtors: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/debtors`,
    debtorsFile: (siteId: number, extension: 'xlsx' | 'csv') =>
      `/api/siteadmin/sites/${seg(siteId)}/debtors.${extension}`,
    smsCampaigns: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/sms-campaigns`,
    smsCampaignPreview: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/sms-campaigns/preview`,
    smsCampaign: (siteId: number, id: number) => `/api/siteadmin/sites/${seg(siteId)}/sms-campaigns/${seg(id)}`,
    budgets: '/api/siteadmin/budgets',
    budget: (id: number) => `/api/siteadmin/budgets/${seg(id)}`,
    budgetDraftFromActuals: '/api/siteadmin/budgets/draft-from-actuals',
    budgetServe: (id: number) => `/api/siteadmin/budgets/${seg(id)}/serve`,
    budgetApprove: (id: number) => `/api/siteadmin/budgets/${seg(id)}/approve`,
    budgetActuals: (id: number) => `/api/siteadmin/budgets/${seg(id)}/actuals`,
    budgetPdf: (id: number) => `/api/siteadmin/budgets/${seg(id)}/budget.pdf`,
  },
  /** Arıza and talep tickets, the managers' side (PRODUCT.md §17). */
  tickets: {
    list: '/api/siteadmin/tickets',
    ticket: (id: number) => `/api/siteadmin/tickets/${seg(id)}`,
    attachments: (id: number) => `/api/siteadmin/tickets/${seg(id)}/attachments`,
    attachment: (id: number, attachmentId: number) =>
      `/api/siteadmin/tickets/${seg(id)}/attachments/${seg(attachmentId)}`,
    stats: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/tickets/stats`,
  },
  /** Card payment online (PRODUCT.md §20): the payer's checkout, the managers' settings and list. */
  cardPayments: {
    unitAccount: (unitId: number) => `/api/me/units/${seg(unitId)}/account`,
    checkout: (unitId: number) => `/api/me/units/${seg(unitId)}/card-payments`,
    mine: (id: number) => `/api/me/card-payments/${seg(id)}`,
    receipt: (paymentId: number) => `/api/me/payments/${seg(paymentId)}/receipt.pdf`,
    settings: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/card-payments`,
    checkouts: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/card-payments/checkouts`,
  },
  /** The resident's own arıza and talep tickets and their site's statistics (PRODUCT.md §17). */
  myTickets: {
    list: '/api/me/tickets',
    ticket: (id: number) => `/api/me/tickets/${seg(id)}`,
    attachments: (id: number) => `/api/me/tickets/${seg(id)}/attachments`,
    attachment: (id: number, attachmentId: number) => `/api/me/tickets/${seg(id)}/attachments/${seg(attachmentId)}`,
    rating: (id: number) => `/api/me/tickets/${seg(id)}/rating`,
    stats: (siteId: number) => `/api/me/sites/${seg(siteId)}/tickets/stats`,
  },
  /** The kat malikleri kurulu, the managers' side (PRODUCT.md §18). */
  meetings: {
    list: '/api/siteadmin/meetings',
    meeting: (id: number) => `/api/siteadmin/meetings/${seg(id)}`,
    noticePreview: (id: number) => `/api/siteadmin/meetings/${seg(id)}/notice-preview`,
    call: (id: number) => `/api/siteadmin/meetings/${seg(id)}/call`,
    notices: (id: number) => `/api/siteadmin/meetings/${seg(id)}/notices`,
    noticePdf: (id: number) => `/api/siteadmin/meetings/${seg(id)}/notice.pdf`,
    hazirunPdf: (id: number, session: 'first' | 'second') =>
      `/api/siteadmin/meetings/${seg(id)}/hazirun.pdf?session=${seg(session)}`,
    minutesPdf: (id: number) => `/api/siteadmin/meetings/${seg(id)}/minutes.pdf`,
    attendance: (id: number) => `/api/siteadmin/meetings/${seg(id)}/attendance`,
    motions: (id: number) => `/api/siteadmin/meetings/${seg(id)}/motions`,
    votes: (motionId: number) => `/api/siteadmin/motions/${seg(motionId)}/votes`,
    held: (id: number) => `/api/siteadmin/meetings/${seg(id)}/held`,
  },
  /** The kurul as a site's owners see it (PRODUCT.md §18). */
  myMeetings: {
    site: (siteId: number) => `/api/me/sites/${seg(siteId)}/meetings`,
    minutesPdf: (id: number) => `/api/me/meetings/${seg(id)}/minutes.pdf`,
  },
  /** The site's books: money accounts, transfers and the Tahsilat batch (PRODUCT.md §10). */
  books: {
    accounts: '/api/siteadmin/accounts',
    accountMovements: (accountId: number) => `/api/siteadmin/accounts/${seg(accountId)}/movements`,
    statementImports: (accountId: number) => `/api/siteadmin/accounts/${seg(accountId)}/statement-imports`,
    statementImport: (importId: number) => `/api/siteadmin/statement-imports/${seg(importId)}`,
    confirmStatementImport: (importId: number) => `/api/siteadmin/statement-imports/${seg(importId)}/confirm`,
    transfers: '/api/siteadmin/transfers',
    reverseTransfer: (id: number) => `/api/siteadmin/transfers/${seg(id)}/reverse`,
    siteCollections: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/collections`,
    paymentsBatch: '/api/siteadmin/payments/batch',
  },
  notifications: {
    toggle: (id: number) => `/api/notifications/${seg(id)}/toggle`,
  },
  /** The yearly handover (PRODUCT.md §19): a site's records, their tutanak and archive, the archive of now. */
  handovers: {
    ofSite: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/handovers`,
    siteArchive: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/archive.zip`,
    tutanak: (id: number) => `/api/siteadmin/handovers/${seg(id)}/tutanak.pdf`,
    archive: (id: number) => `/api/siteadmin/handovers/${seg(id)}/archive.zip`,
    /** The handover itself: the site passes to the new manager. */
    create: (siteId: number) => `/api/siteadmin/sites/${seg(siteId)}/handover`,
    /** The tutanak for the handover's own outgoing and incoming managers, whatever their role today. */
    myTutanak: (id: number) => `/api/me/handovers/${seg(id)}/tutanak.pdf`,
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
