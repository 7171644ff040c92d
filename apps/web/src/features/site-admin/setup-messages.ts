/**
 * Texts of a site's set-up on the panel (PRODUCT.md §14): the first-run checklist of a site with
 * no units yet, and the 'İçe Aktar' of units, residents and opening balances from one file.
 */
export const SETUP_TEXTS = {
  importButton: 'İçe Aktar',
  importTitle: 'Daireleri İçe Aktar',
  importHint:
    'Şablonu indirip daireleri, sakinleri ve devir borçlarını doldurun; sonra dosyayı (.xlsx ya da .csv) yükleyin. Dosya önce kontrol edilir; hata varsa hiçbir şey kaydedilmez.',
  downloadTemplate: 'Şablonu indir (.xlsx)',
  file: 'Dosya',
  fileRequired: 'Yüklenecek dosyayı seçin.',
  check: 'Kontrol Et',
  save: 'Kaydet',
  close: 'Kapat',
  problemsTitle: 'Düzeltilmesi gereken satırlar',
  colRow: 'Kayıt',
  colProblem: 'Sorun',
  ready: (units: number, residents: number, balances: number, total: string) =>
    `${units} daire, ${residents} sakin ve ${balances} devir borcu (toplam ${total}) kaydedilmeye hazır.`,
  saved: 'Dosya kaydedildi.',
  firstRunTitle: 'Siteyi kurun',
  firstRunHint: 'Bu sitede henüz daire yok. Adımları sırayla tamamlayın:',
  stepUnits: 'Daireler',
  stepUnitsHint: 'Bildirilen daireleri oluşturun ya da dosyadan içe aktarın; tek tek eklemek için “Yeni Daire Ekle”.',
  createDeclared: (count: number) => `Bildirilen ${count} daireyi oluştur`,
  declaredCreated: (count: number) => `${count} daire oluşturuldu.`,
  stepResidents: 'Sakinler',
  stepResidentsHint: 'Daireler tablosunda “Sakin Ata” ile ya da içe aktarılan dosyayla.',
  stepAccounts: 'Banka hesabı',
  stepAccountsHint: 'Ekstreleri aktarmak için sitenin banka hesabını açın.',
  goAccounts: 'Hesaplar',
  stepDues: 'Aylık aidat',
  stepDuesHint: '“Site Aylık Aidat” kartından tutarı ve dağıtımı belirleyin.',
  done: 'Tamam',
  notDone: 'Yapılmadı',
} as const;
