import { ACCOUNTS_TEXTS } from './accounts.js';
import { EXPENSES_TEXTS } from './expenses.js';
import { SITE_ADMIN_TEXTS } from './site-admin.js';

/** What the server answers when a caller may not reach a record (apps/server/src/lib/access). */
export const ACCESS_TEXTS = {
  siteNotFound: 'Site bulunamadı.',
  unitNotFound: SITE_ADMIN_TEXTS.unitNotFound,
  notificationNotFound: 'Bildirim bulunamadı.',
  transactionNotFound: SITE_ADMIN_TEXTS.transactionNotFound,
  accountNotFound: ACCOUNTS_TEXTS.accountNotFound,
  expenseNotFound: EXPENSES_TEXTS.expenseNotFound,
  transferNotFound: ACCOUNTS_TEXTS.transferNotFound,
  additionalChargeNotFound: SITE_ADMIN_TEXTS.additionalChargeNotFound,
  receiptNotFound: 'Makbuz bulunamadı.',
  userNotFound: 'Kullanıcı bulunamadı.',
  notYourSitesResident: 'Bu kullanıcı yönettiğiniz sitelerin sakinleri arasında değil.',
  administratorOutOfReach: 'Yöneticiler üzerinde bu işlemi yalnızca sistem yöneticisi yapabilir.',
  blockNotYours: 'Bu bloğu yalnızca sistem yöneticisi kaldırabilir.',
  blockOfOtherSitesResident:
    'Bu kişi yönetmediğiniz bir sitede de oturuyor; blokesini yalnızca sistem yöneticisi kaldırabilir.',
} as const;
