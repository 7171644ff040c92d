/** Turkish texts of the personal-data features (KVKK) that the server sends. */
export const KVKK_MESSAGES = {
  dataExportAbout:
    'Aidat uygulamasında hakkınızda işlenen kişisel veriler (6698 sayılı KVKK md. 11): profiliniz, ' +
    'oturduğunuz daireler, bu dairelerin hesap hareketleri ve giriş geçmişiniz. Tutarlar Türk lirasıdır; ' +
    'zamanlar UTC olarak verilmiştir.',
  dataExportReady: 'Verileriniz hazırlandı.',
} as const;
