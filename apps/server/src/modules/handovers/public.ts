/** What other areas use of handovers: a person's part in them, for their KVKK export. */
export { handoversForExport } from './handovers-export.repository.js';
/** The sealer of handovers' archives, for the job that resumes sealing after a restart. */
export { archiveSealerOf, stopArchiveSealer } from './archive-sealer.js';
