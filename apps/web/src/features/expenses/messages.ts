/**
 * The 'Giderler' screen's texts (PRODUCT.md §10), downloaded with this screen only; the shell's
 * texts come from lib/messages-common.ts.
 */
import { MESSAGES as COMMON_MESSAGES } from '../../lib/messages-common';

export const MESSAGES = {
  ...COMMON_MESSAGES,
  pages: {
    ...COMMON_MESSAGES.pages,
    expenses: 'Giderler',
  },
} as const;

export const EXPENSES_SCREEN_TEXTS = {
  site: 'Site',
  noSites: 'Yönettiğiniz bir site bulunmuyor.',
  sitesLoadFailed: 'Siteler yüklenirken hata oluştu.',
  month: 'Ay',
  allMonths: 'Tüm aylar',
  category: 'Kategori',
  allCategories: 'Tüm kategoriler',
  categoriesLoadFailed: 'Kategoriler yüklenirken hata oluştu.',
  listLoadFailed: 'Giderler yüklenirken hata oluştu.',
  noExpenses: 'Bu seçimde gider bulunmuyor.',
  tableLabel: 'Giderler',
  colDate: 'Tarih',
  colDescription: 'Açıklama',
  colCategory: 'Kategori',
  colAccount: 'Hesap',
  colAmount: 'Tutar',
  colActions: 'İşlemler',
  total: 'Seçimin toplamı',
  count: (n: number) => `${n} kayıt`,
  vendorInvoice: (vendor: string | null, invoiceNo: string | null) =>
    [vendor, invoiceNo ? `Fatura No: ${invoiceNo}` : null].filter(Boolean).join(' • '),
  createdBy: (name: string | null) => `Kaydeden: ${name ?? 'Sistem'}`,
  reversedBadge: 'İptal edildi',
  reversalBadge: 'İptal kaydı',
  previousPage: 'Önceki sayfa',
  nextPage: 'Sonraki sayfa',
  pageOf: (page: number, pages: number) => `Sayfa ${page} / ${pages}`,
  pagination: 'Sayfalar',
  // New expense
  newExpense: 'Yeni Gider',
  account: 'Hesap',
  noAccounts: 'Bu sitede hesap yok; önce Hesaplar ekranından bir hesap ekleyin.',
  accountsLoadFailed: 'Hesaplar yüklenirken hata oluştu.',
  chooseAccount: 'Hesap seçin',
  accountBalance: 'Hesap bakiyesi',
  chooseCategory: 'Kategori seçin',
  noCategories: 'Bu sitede kategori yok; önce bir kategori ekleyin.',
  date: 'Tarih',
  amount: 'Tutar (₺)',
  description: 'Açıklama',
  vendor: 'Firma / kişi (isteğe bağlı)',
  invoiceNo: 'Fatura no (isteğe bağlı)',
  save: 'Kaydet',
  expenseRecorded: 'Gider kaydedildi',
  /** The invoice taken in the same step as the expense (PRODUCT.md §10). */
  invoiceFile: 'Fatura / belge (isteğe bağlı)',
  invoiceFileHint: 'PDF, JPEG, PNG veya WebP, en fazla 10 MB. Sonra da eklenebilir.',
  expenseWithInvoiceRecorded: 'Gider ve belgesi kaydedildi',
  invoiceNotUploaded:
    'Gider kaydedildi, belge yüklenemedi. Dosyayı değiştirip yeniden deneyin ya da kapatıp listeden “Belge Ekle” ile ekleyin.',
  retryUpload: 'Belgeyi yükle',
  /** The arıza or talep ticket the expense paid for (PRODUCT.md §17). */
  ticket: 'Talep (isteğe bağlı)',
  noTicket: 'Talep yok',
  ticketsLoadFailed: 'Talepler yüklenemedi; gider talepsiz de kaydedilebilir.',
  noOpenTickets: 'Bu sitede açık ya da yeni çözülmüş talep yok.',
  ticketOption: (id: number, title: string, unit: string, status: string) => `#${id} ${title} · ${unit} · ${status}`,
  commonArea: 'Ortak alan',
  ticketLink: (id: number) => `Talep #${id}`,
  // Categories
  newCategory: 'Kategori Ekle',
  categoryName: 'Kategori adı',
  categoryCreated: 'Kategori oluşturuldu',
  // Reverse
  reverse: 'Ters Kayıt',
  reverseOf: (description: string) => `${description} için ters kayıt`,
  reason: 'İptal nedeni',
  confirmReverse: 'Ters Kaydı Yap',
  reversed: 'Gider iptal edildi',
  // Attachments
  attachments: 'Belgeler',
  attachmentsOf: (description: string) => `${description} belgeleri`,
  openAttachment: (fileName: string) => `${fileName} (yeni sekmede açılır)`,
  attach: 'Belge Ekle',
  attachTo: (description: string) => `${description} için belge ekle`,
  chooseFile: 'Dosya (PDF, JPEG, PNG veya WebP; en fazla 10 MB)',
  upload: 'Yükle',
  uploading: 'Yükleniyor',
  uploadProgress: 'Yükleme durumu',
  uploaded: 'Belge eklendi',
  fileRequired: 'Bir dosya seçin.',
  fileTooLarge: 'Dosya en fazla 10 MB olabilir.',
  fileTypeRefused: 'Yalnızca PDF, JPEG, PNG veya WebP dosyası eklenebilir.',
  uploadFailed: 'Belge yüklenemedi.',
} as const;
