import type { MenuGroup } from '@aidat/shared';
/** The demo world of PRODUCT.md §1: who signs in, which sites and units exist. */
export const DEMO_PASSWORD = 'Demo.12345';
/**
 * DEMO_PASSWORD hashed once, at full cost, with lib/passwords.ts. The password is public (it is
 * in the product's documentation), so a fixed hash gives nothing away, and seeding needs no
 * scrypt run: at full cost that takes 128 MB for its moment, which was the first start's peak.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$131072$8$1$zy4VoiGQszsB2w31fWytjg==$FQeogFuUdqqIwOEplx9PjwL0NEmkwk4/oSSrTnhX6JQ=';

export const DEMO_USERS = {
  system: {
    fullName: 'Sistem Yöneticisi',
    phone: '+905550000001',
    email: 'sistem@aidat.local',
    role: 'SystemAdmin' as const,
  },
  ayse: { fullName: 'Ayşe Yılmaz', phone: '+905550000002', email: 'ayse@aidat.local', role: 'Admin' as const },
  mehmet: { fullName: 'Mehmet Demir', phone: '+905550000003', email: 'mehmet@aidat.local', role: 'Resident' as const },
};

/** Other residents, so the tables look lived in. */
export const DEMO_NEIGHBOURS = [
  'Zeynep Kaya',
  'Ahmet Çelik',
  'Elif Şahin',
  'Mustafa Yıldız',
  'Fatma Öztürk',
  'Emre Aydın',
  'Hatice Arslan',
  'Burak Doğan',
  'Selin Kılıç',
  'Hüseyin Aslan',
  'Merve Çetin',
  'Okan Koç',
  'Derya Kurt',
  'Caner Özdemir',
  'Gamze Şimşek',
  'Serkan Polat',
  'Büşra Erdoğan',
  'Tolga Güneş',
];

export const DEMO_SITES = {
  gunes: {
    name: 'Güneş Sitesi',
    address: 'Atatürk Mah. Güneş Cad. No:12, Ataşehir / İstanbul',
    blocks: ['A', 'B'],
    unitsPerBlock: 12,
    monthlyDuesKurus: 125_000,
  },
  deniz: {
    name: 'Deniz Sitesi',
    address: 'Sahil Yolu Sok. No:4, Karşıyaka / İzmir',
    blocks: ['C'],
    unitsPerBlock: 10,
    monthlyDuesKurus: 90_000,
  },
};

export const ROOF_REPAIR_TITLE = 'Çatı Onarımı';

/**
 * The demo sites' money accounts (PRODUCT.md §10): Güneş keeps a kasa and a Ziraat account (the
 * default: most residents pay by havale), Deniz one bank account. Opening balances are as of the
 * first demo month; the IBANs carry valid check digits.
 */
export const DEMO_ACCOUNTS = {
  gunes: [
    {
      name: 'Ziraat Bankası',
      kind: 'banka',
      iban: 'TR870001000912345678905001',
      openingBalanceKurus: 4_850_000,
      isDefault: true,
    },
    { name: 'Kasa', kind: 'kasa', iban: null, openingBalanceKurus: 250_000, isDefault: false },
  ],
  deniz: [
    {
      name: 'Vakıfbank',
      kind: 'banka',
      iban: 'TR270001500015800731234567',
      openingBalanceKurus: 1_200_000,
      isDefault: true,
    },
  ],
} as const;

/**
 * Güneş's cash is deposited at the bank once a quarter: the cash payments of the three months,
 * in whole hundreds of lira (the change stays in the kasa), a few days into the next quarter.
 */
export const DEMO_DEPOSIT = {
  description: 'Kasadan bankaya yatırılan aidat tahsilatı',
  roundToKurus: 10_000,
  daysIntoQuarter: 2,
} as const;

export const DEMO_MENUS: Array<{ label: string; path: string; roles: string; icon: string; navGroup?: MenuGroup }> = [
  { label: 'Dairelerim', path: '/', roles: '', icon: 'bi bi-house-door' },
  { label: 'Sitemizin Hesapları', path: '/site-books', roles: '', icon: 'bi bi-journal-text' },
  { label: 'Yönetim Paneli', path: '/admin', roles: 'Admin', icon: 'bi bi-building', navGroup: 'site' },
  { label: 'Tahsilat', path: '/collections', roles: 'Admin', icon: 'bi bi-cash-coin', navGroup: 'money' },
  { label: 'Hesaplar', path: '/accounts', roles: 'Admin', icon: 'bi bi-bank', navGroup: 'money' },
  { label: 'Giderler', path: '/expenses', roles: 'Admin', icon: 'bi bi-receipt', navGroup: 'money' },
  { label: 'Aylık Rapor', path: '/monthly-report', roles: 'Admin', icon: 'bi bi-bar-chart-line', navGroup: 'money' },
  { label: 'Borçlu Listesi', path: '/debtors', roles: 'Admin', icon: 'bi bi-person-exclamation', navGroup: 'money' },
  { label: 'İşletme Projesi', path: '/budgets', roles: 'Admin', icon: 'bi bi-clipboard-data', navGroup: 'money' },
  { label: 'Kartla Ödemeler', path: '/card-checkouts', roles: 'Admin', icon: 'bi bi-credit-card', navGroup: 'money' },
  { label: 'Bildirimler', path: '/notifications', roles: 'Admin', icon: 'bi bi-megaphone', navGroup: 'communication' },
  { label: 'Talepler', path: '/tickets', roles: 'Admin', icon: 'bi bi-tools', navGroup: 'communication' },
  {
    label: 'Genel Kurul',
    path: '/meetings',
    roles: 'Admin',
    icon: 'bi bi-person-raised-hand',
    navGroup: 'communication',
  },
  {
    label: 'Bloklu Telefonlar',
    path: '/admin-blocked-phones',
    roles: 'Admin',
    icon: 'bi bi-telephone-x',
    navGroup: 'people',
  },
  { label: 'Devir-Teslim', path: '/handover', roles: 'Admin', icon: 'bi bi-arrow-left-right', navGroup: 'people' },
  { label: 'Sistem Yönetimi', path: '/sysadmin', roles: 'SystemAdmin', icon: 'bi bi-gear', navGroup: 'site' },
  {
    label: 'Kullanıcı Yönetimi',
    path: '/user-management',
    roles: 'SystemAdmin',
    icon: 'bi bi-people',
    navGroup: 'people',
  },
  {
    label: 'Bloklu Telefonlar',
    path: '/blocked-phones',
    roles: 'SystemAdmin',
    icon: 'bi bi-telephone-x',
    navGroup: 'people',
  },
  {
    label: 'Konfigürasyonlar',
    path: '/configurations',
    roles: 'SystemAdmin',
    icon: 'bi bi-sliders',
    navGroup: 'system',
  },
  {
    label: 'Konfigürasyon Geçmişi',
    path: '/configurations/history',
    roles: 'SystemAdmin',
    icon: 'bi bi-clock-history',
    navGroup: 'system',
  },
  {
    label: 'Cache Yönetimi',
    path: '/cache-management',
    roles: 'SystemAdmin',
    icon: 'bi bi-hdd-stack',
    navGroup: 'system',
  },
  { label: 'Menü Yönetimi', path: '/menu-management', roles: 'SystemAdmin', icon: 'bi bi-list-ul', navGroup: 'system' },
];

/**
 * A year of the demo sites' expenses (PRODUCT.md §10), month by month: what a site of that size
 * pays for, from the bank account unless `fromKasa`. `every` months (1: monthly), `months` limits a
 * line to some calendar months (gas in winter, the yearly insurance); utility amounts vary a little
 * from month to month. Amounts are kuruş and keep every account positive.
 */
export interface DemoExpense {
  category: string;
  description: string;
  vendor: string | null;
  invoicePrefix: string | null;
  kurus: number;
  day: number;
  every?: number;
  months?: number[];
  varies?: boolean;
  fromKasa?: boolean;
}

export const DEMO_EXPENSES: Record<'gunes' | 'deniz', DemoExpense[]> = {
  gunes: [
    {
      category: 'Elektrik',
      description: 'Ortak alan elektriği',
      vendor: 'Enerjisa',
      invoicePrefix: 'ENJ',
      kurus: 320_000,
      day: 12,
      varies: true,
    },
    {
      category: 'Su',
      description: 'Ortak alan suyu',
      vendor: 'İSKİ',
      invoicePrefix: 'ISK',
      kurus: 140_000,
      day: 15,
      varies: true,
    },
    {
      category: 'Doğalgaz',
      description: 'Kazan dairesi doğalgazı',
      vendor: 'İGDAŞ',
      invoicePrefix: 'IGD',
      kurus: 400_000,
      day: 18,
      months: [1, 2, 3, 11, 12],
      varies: true,
    },
    {
      category: 'Personel',
      description: 'Kapıcı maaşı (yarı zamanlı)',
      vendor: null,
      invoicePrefix: null,
      kurus: 1_250_000,
      day: 1,
    },
    {
      category: 'Asansör',
      description: 'Asansör aylık bakımı',
      vendor: 'Kone Asansör',
      invoicePrefix: 'KNE',
      kurus: 240_000,
      day: 20,
    },
    {
      category: 'Temizlik',
      description: 'Temizlik malzemesi',
      vendor: 'Yerel market',
      invoicePrefix: null,
      kurus: 45_000,
      day: 8,
      fromKasa: true,
    },
    {
      category: 'Bahçe',
      description: 'Peyzaj bakımı',
      vendor: 'Yeşil Peyzaj',
      invoicePrefix: 'YP',
      kurus: 180_000,
      day: 22,
      every: 2,
    },
    {
      category: 'Sigorta',
      description: 'Yıllık deprem ve yangın sigortası',
      vendor: 'Anadolu Sigorta',
      invoicePrefix: 'ANS',
      kurus: 960_000,
      day: 5,
      months: [4],
    },
    {
      category: 'Bakım-Onarım',
      description: 'Hidrofor bakımı',
      vendor: 'Akın Teknik',
      invoicePrefix: 'AKT',
      kurus: 275_000,
      day: 25,
      every: 4,
    },
    {
      category: 'Yönetim',
      description: 'Banka hesap işletim ücreti',
      vendor: 'Ziraat Bankası',
      invoicePrefix: null,
      kurus: 9_500,
      day: 28,
    },
  ],
  deniz: [
    {
      category: 'Elektrik',
      description: 'Ortak alan elektriği',
      vendor: 'Gediz Elektrik',
      invoicePrefix: 'GDZ',
      kurus: 160_000,
      day: 11,
      varies: true,
    },
    {
      category: 'Su',
      description: 'Ortak alan suyu',
      vendor: 'İZSU',
      invoicePrefix: 'IZS',
      kurus: 70_000,
      day: 14,
      varies: true,
    },
    {
      category: 'Temizlik',
      description: 'Merdiven temizliği hizmeti',
      vendor: 'Pırıl Temizlik',
      invoicePrefix: 'PT',
      kurus: 300_000,
      day: 3,
    },
    {
      category: 'Asansör',
      description: 'Asansör aylık bakımı',
      vendor: 'Ege Asansör',
      invoicePrefix: 'EGA',
      kurus: 150_000,
      day: 21,
    },
    {
      category: 'Bahçe',
      description: 'Bahçe bakımı',
      vendor: null,
      invoicePrefix: null,
      kurus: 90_000,
      day: 24,
      every: 3,
    },
    {
      category: 'Sigorta',
      description: 'Yıllık deprem ve yangın sigortası',
      vendor: 'Allianz',
      invoicePrefix: 'ALZ',
      kurus: 480_000,
      day: 9,
      months: [6],
    },
    {
      category: 'Yönetim',
      description: 'Banka hesap işletim ücreti',
      vendor: 'Vakıfbank',
      invoicePrefix: null,
      kurus: 9_500,
      day: 28,
    },
  ],
};

/**
 * The demo sites' işletme projesi of this year (PRODUCT.md §13): served on the 5th of the December
 * before and approved on the 20th by the kurul's decision no. 2 of that year. Lines are rounded up
 * to whole thousand lira; heating (Doğalgaz) is split by m², the rest equally.
 */
export const DEMO_BUDGET = {
  servedDay: '05',
  decidedDay: '20',
  decisionNo: 2,
  roundToKurus: 100_000,
  byAreaCategory: 'Doğalgaz',
};
