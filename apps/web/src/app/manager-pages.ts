import type { ComponentType } from 'react';

/**
 * The administrators' screens, reached through this one module (lazy-pages.ts): the app's shell
 * then carries one dynamic import and its list of chunks for all of them, not one per screen,
 * which would grow the JS every resident downloads with each screen added (PRODUCT.md §8's
 * budget, scripts/bundle-report.mjs). Each screen is still its own chunk; an administrator's
 * first screen costs one more small request.
 */
export const managerPages = {
  admin: () => import('../features/site-admin/components/admin-page').then((m) => m.AdminPage),
  collections: () => import('../features/collections/components/collections-page').then((m) => m.CollectionsPage),
  expenses: () => import('../features/expenses/components/expenses-page').then((m) => m.ExpensesPage),
  monthlyReport: () => import('../features/reports/components/monthly-report-page').then((m) => m.MonthlyReportPage),
  debtors: () => import('../features/debtors/components/debtors-page').then((m) => m.DebtorsPage),
  budgets: () => import('../features/budgets/components/budgets-page').then((m) => m.BudgetsPage),
  tickets: () => import('../features/tickets/components/tickets-page').then((m) => m.TicketsPage),
  ticket: () => import('../features/tickets/components/ticket-page').then((m) => m.TicketPage),
  meetings: () => import('../features/meetings/components/meetings-page').then((m) => m.MeetingsPage),
  newMeeting: () => import('../features/meetings/components/new-meeting-page').then((m) => m.NewMeetingPage),
  meeting: () => import('../features/meetings/components/meeting-page').then((m) => m.MeetingPage),
  editMeeting: () => import('../features/meetings/components/edit-meeting-page').then((m) => m.EditMeetingPage),
  // 'Bütçe' (PRODUCT.md §13) and 'Geçmiş Hesap Özetlerim' (§16) are resident pages, listed here
  // only to keep the shell's list of dynamic imports flat; the module holds nothing but these loaders.
  siteBudget: () => import('../features/site-books/components/site-budget-page').then((m) => m.SiteBudgetPage),
  finalStatements: () =>
    import('../features/resident/components/final-statements-page').then((m) => m.FinalStatementsPage),
  // 'Taleplerim' (PRODUCT.md §17), the resident's own tickets: resident pages too, for the same reason.
  myTickets: () => import('../features/my-tickets/components/my-tickets-page').then((m) => m.MyTicketsPage),
  myTicketNew: () => import('../features/my-tickets/components/new-ticket-page').then((m) => m.NewTicketPage),
  myTicket: () => import('../features/my-tickets/components/my-ticket-page').then((m) => m.MyTicketPage),
  myTicketStats: () => import('../features/my-tickets/components/ticket-stats-page').then((m) => m.TicketStatsPage),
  // 'Toplantılar' (PRODUCT.md §18), a site's kurul as its owners see it: a resident page too.
  myMeetings: () => import('../features/my-meetings/components/my-meetings-page').then((m) => m.MyMeetingsPage),
  cardPay: () => import('../features/card-pay/components/card-pay-page').then((m) => m.CardPayPage),
  cardPayment: () =>
    import('../features/card-pay/components/card-payment-result-page').then((m) => m.CardPaymentResultPage),
  cardCheckouts: () =>
    import('../features/card-checkouts/components/card-checkouts-page').then((m) => m.CardCheckoutsPage),
  handover: () => import('../features/handover/components/handover-page').then((m) => m.HandoverPage),
  accounts: () => import('../features/accounts/components/accounts-page').then((m) => m.AccountsPage),
  adminBlockedPhones: () =>
    import('../features/people/components/admin-blocked-phones-page').then((m) => m.AdminBlockedPhonesPage),
  notifications: () =>
    import('../features/notifications/components/notifications-page').then((m) => m.NotificationsPage),
  sysadmin: () => import('../features/system/components/sysadmin-page').then((m) => m.SysadminPage),
  blockedPhones: () => import('../features/people/components/blocked-phones-page').then((m) => m.BlockedPhonesPage),
  configurations: () =>
    import('../features/configurations/components/configurations-page').then((m) => m.ConfigurationsPage),
  configurationHistory: () =>
    import('../features/configurations/components/configuration-history-page').then((m) => m.ConfigurationHistoryPage),
  cacheManagement: () =>
    import('../features/cache/components/cache-management-page').then((m) => m.CacheManagementPage),
  menuManagement: () => import('../features/menus/components/menu-management-page').then((m) => m.MenuManagementPage),
  userManagement: () => import('../features/people/components/user-management-page').then((m) => m.UserManagementPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type ManagerPageName = keyof typeof managerPages;
