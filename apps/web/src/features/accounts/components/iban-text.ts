// The resident's unit detail shows the site's IBAN the same way, so the format lives in lib/.
export { formatIban } from '../../../lib/iban';
