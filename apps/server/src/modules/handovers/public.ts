/** What other areas use of handovers: a person's part in them, for their KVKK export. */
export { handoversForExport } from './handovers-export.repository.js';
