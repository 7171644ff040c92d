/**
 * The charges room's face (what a site charges its units: the dues rule and its shares, ek bütçe
 * and its instalments, the late-fee settings): what budgets, Tahsilat, the statement import and
 * the jobs use of it.
 */
export { postInstallmentsDue } from './additional-charge-installments.js';
export { chargesOfSite, lockCharge } from './additional-charges.repository.js';
export { promoteDueRules, siteDues, splitUnitsOfSite } from './dues-rule.repository.js';
export { firstOpenMonth, withSiteDuesShares } from './dues-rule.service.js';
export { lateFeeSettingsBySite } from './late-fees/late-fees.service.js';
