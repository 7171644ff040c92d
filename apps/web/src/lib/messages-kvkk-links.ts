/**
 * The two KVKK link texts the shell and the login page show. Kept apart from the notice itself
 * (notice-texts.ts), which only the /kvkk page downloads.
 */
export const KVKK_LINK_TEXTS = {
  notice: 'KVKK Aydınlatma Metni',
  dataExport: 'Verilerimi indir',
  dataExportTitle: 'Hakkımda tutulan verileri JSON dosyası olarak indir',
} as const;
