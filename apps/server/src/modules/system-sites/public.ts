/**
 * What other modules may use of system-sites: the sites table's one repository and the site's
 * DTO mapping, and how 'Siteye Yönetici Ata' finds or makes the administrator (a handover makes its
 * new manager the same way). Everything else in this folder is the module's own.
 */
export { type AdminPerson, adminUserFor } from './assign-admin.service.js';
export { type ExistingUser, linkSiteAdmin } from './site-admins.repository.js';
export { toSiteDto } from './site-dto.js';
export { type SiteRow, sitesByIds } from './sites.repository.js';
export { assignSiteCode } from './site-code.js';
