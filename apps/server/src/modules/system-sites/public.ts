/**
 * What other modules may use of system-sites: the sites table's one repository and the site's
 * DTO mapping. Everything else in this folder is the module's own.
 */
export { toSiteDto } from './site-dto.js';
export { type SiteRow, sitesByIds } from './sites.repository.js';
export { assignSiteCode } from './site-code.js';
