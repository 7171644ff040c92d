import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { paths } from '../config/paths-common';
import { RequireAuth, RequireRole } from './guards';
import { type ManagerPageName, managerPages } from './manager-pages';

/**
 * The rest of SPEC §2's route table: the administrators' and system screens, the resident's
 * 'Bütçe' and the not-found page. routes.tsx hands every address it does not know itself to this
 * module, loaded on first use, so their route entries weigh on no resident's first load
 * (PRODUCT.md §8's budget, scripts/bundle-report.mjs); each screen is still its own chunk.
 */
function page(name: ManagerPageName) {
  const Page = lazy(() => managerPages[name]().then((Component) => ({ default: Component })));
  return <Page />;
}

const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

const managerRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/site-budget', element: page('siteBudget') },
      // 'Geçmiş Hesap Özetlerim' (PRODUCT.md §16): a former tenant's or owner's final statements.
      { path: '/final-statements', element: page('finalStatements') },
      // 'Taleplerim' (PRODUCT.md §17): reached from the home and a unit's page.
      { path: paths.myTickets, element: page('myTickets') },
      { path: paths.myTicketNew, element: page('myTicketNew') },
      { path: paths.myTicketStats, element: page('myTicketStats') },
      { path: paths.myTicket.pattern, element: page('myTicket') },
      // 'Toplantılar' (PRODUCT.md §18): reached from the home by a site's owners.
      { path: paths.myMeetings, element: page('myMeetings') },
      // 'Kartla Öde' (PRODUCT.md §20): reached from a unit's page; the provider sends the payer back to the result.
      { path: paths.cardPay.pattern, element: page('cardPay') },
      { path: paths.cardPayment.pattern, element: page('cardPayment') },
    ],
  },
  {
    element: <RequireRole only="Admin" />,
    children: [
      { path: paths.admin, element: page('admin') },
      { path: paths.collections, element: page('collections') },
      { path: paths.accounts, element: page('accounts') },
      { path: paths.adminBlockedPhones, element: page('adminBlockedPhones') },
      { path: paths.notifications, element: page('notifications') },
      { path: paths.expenses, element: page('expenses') },
      { path: paths.monthlyReport, element: page('monthlyReport') },
      { path: paths.debtors, element: page('debtors') },
      { path: '/budgets', element: page('budgets') },
      { path: paths.tickets, element: page('tickets') },
      // One ticket: paths.ts ticketPath builds its address.
      { path: `${paths.tickets}/:ticketId`, element: page('ticket') },
      { path: paths.meetings, element: page('meetings') },
      // A new meeting, one meeting and a draft's edit: paths.ts newMeetingPath, meetingPath and editMeetingPath.
      { path: `${paths.meetings}/new`, element: page('newMeeting') },
      { path: `${paths.meetings}/:meetingId`, element: page('meeting') },
      { path: `${paths.meetings}/:meetingId/edit`, element: page('editMeeting') },
      { path: paths.cardCheckouts, element: page('cardCheckouts') },
      { path: paths.handover, element: page('handover') },
    ],
  },
  {
    element: <RequireRole only="SystemAdmin" />,
    children: [
      { path: paths.sysadmin, element: page('sysadmin') },
      { path: paths.blockedPhones, element: page('blockedPhones') },
      { path: paths.configurations, element: page('configurations') },
      { path: paths.configurationHistory, element: page('configurationHistory') },
      { path: paths.configurationKeyHistory.pattern, element: page('configurationHistory') },
      { path: paths.cacheManagement, element: page('cacheManagement') },
      { path: paths.menuManagement, element: page('menuManagement') },
      { path: paths.userManagement, element: page('userManagement') },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export function ManagerRoutes() {
  return useRoutes(managerRoutes);
}
