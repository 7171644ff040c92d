/** Turkish names of request fields, used to say which field a validation error is about. */
export const FIELD_LABELS: Record<string, string> = {
  phone: 'Telefon',
  otp: 'Doğrulama kodu',
  reference: 'Referans',
  identifier: 'E-posta veya telefon',
  password: 'Şifre',
  fullName: 'Ad soyad',
  email: 'E-posta',
  siteId: 'Site',
  unitId: 'Daire',
  userId: 'Kullanıcı',
  id: 'Kimlik',
  key: 'Anahtar',
  block: 'Blok',
  doorNumber: 'Kapı numarası',
  squareMeters: 'Metrekare',
  roomCount: 'Oda sayısı',
  monthlyAmount: 'Aylık aidat tutarı',
  monthlyDuesAmount: 'Aylık aidat tutarı',
  amount: 'Tutar',
  amountPerUnit: 'Daire başı tutar',
  kind: 'Ödeme türü',
  additionalChargeId: 'Ek bütçe',
  date: 'Tarih',
  description: 'Açıklama',
  reason: 'Gerekçe',
  title: 'Başlık',
  message: 'Mesaj',
  startDate: 'Başlangıç tarihi',
  endDate: 'Bitiş tarihi',
  isActive: 'Durum',
  name: 'Site adı',
  address: 'Adres',
  blockCount: 'Blok sayısı',
  unitCount: 'Daire sayısı',
  value: 'Değer',
  isFrontendVisible: 'Arayüzde görünür',
  label: 'Etiket',
  path: 'Yol',
  roles: 'Roller',
  displayOrder: 'Sıra',
  icon: 'İkon',
  page: 'Sayfa',
  pageSize: 'Sayfa boyutu',
  search: 'Arama',
};

export function fieldLabel(path: ReadonlyArray<PropertyKey> | undefined): string | null {
  if (!path || path.length === 0) return null;
  const last = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!last) return null;
  return FIELD_LABELS[last] ?? last;
}
