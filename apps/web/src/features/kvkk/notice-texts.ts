/**
 * The 'Aydınlatma Metni' (KVKK art. 10 and the Tebliğ of 10.03.2018 on the duty to inform): who
 * the controller is, what is processed and why, to whom it goes, on which legal basis, how long it
 * is kept, the rights of art. 11 and how to apply (art. 13). Aidat serves many sites, each run by
 * its own yönetim, so the controller is named as the reader's own site management and the
 * operator of the software as its processor.
 */

export interface NoticeSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export const DEFAULT_LOGIN_HISTORY_RETENTION_DAYS = 730;

export const KVKK_NOTICE = {
  title: 'Aydınlatma Metni',
  subtitle: 'Kişisel Verilerin Korunması Hakkında Bilgilendirme',
  updated: 'Son güncelleme: 23 Kasım 2026',
  intro:
    '6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") md. 10 ve Aydınlatma Yükümlülüğünün Yerine ' +
    'Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca, Aidat uygulamasında işlenen kişisel ' +
    'verileriniz hakkında sizi bilgilendiririz.',
  back: 'Giriş sayfasına dön',
  home: 'Ana sayfaya dön',

  controller: {
    id: 'veri-sorumlusu',
    heading: '1. Veri sorumlusu ve veri işleyen',
    paragraphs: [
      'Kişisel verilerinizin veri sorumlusu, dairenizin bulunduğu sitenin (apartmanın) kat malikleri kurulu ' +
        'adına hareket eden site yönetimidir (yönetici veya yönetim kurulu). Aidat uygulamasını kullanan her site, ' +
        'kendi sakinlerinin verileri için ayrı bir veri sorumlusudur; birden fazla sitede daireniz varsa her site ' +
        'yönetimi yalnızca kendi sitesine ait verilerinizden sorumludur.',
      'Aidat uygulamasını sağlayan ve işleten hizmet sağlayıcı, site yönetimleri adına ve onların talimatları ' +
        'doğrultusunda veri işleyen (KVKK md. 3/1-ğ) sıfatıyla hareket eder. Hizmet sağlayıcı, uygulamanın ' +
        'güvenliği için tuttuğu giriş kayıtları bakımından ayrıca veri sorumlusudur.',
    ],
  },

  sections: [
    {
      id: 'veriler',
      heading: '2. İşlenen kişisel veriler',
      items: [
        'Kimlik: adınız ve soyadınız.',
        'İletişim: cep telefonu numaranız ve varsa e-posta adresiniz.',
        'Daire bilgileri: site, blok, kapı numarası, metrekare ve oda sayısı.',
        'Finans: aidat ve ek bütçe borçlarınız, ödemeleriniz ve bunlara ait düzeltme kayıtları (hesap hareketleri).',
        'İşlem güvenliği: giriş geçmişiniz (giriş zamanı, yöntemi, başarılı olup olmadığı ve IP adresi), ' +
          'tek kullanımlık doğrulama kodları ve oturum bilgileri (geri çevrilemez biçimde özetlenerek saklanır), ' +
          'yöneticiler için şifrenin özeti.',
      ],
    },
    {
      id: 'amaclar',
      heading: '3. İşleme amaçları',
      items: [
        'Aidat ve ek bütçe borçlarının hesaplanması, tahakkuk ettirilmesi, ödemelerin kaydedilmesi ve size gösterilmesi.',
        'Site yönetiminin duyurularının size iletilmesi.',
        'Uygulamaya güvenli girişin sağlanması: doğrulama kodunun SMS ile gönderilmesi, kimliğinizin doğrulanması, ' +
          'hatalı giriş denemelerinin sınırlanması ve hesabınızın korunması.',
        '634 sayılı Kat Mülkiyeti Kanunu’ndan doğan yönetim, hesap tutma ve hesap verme yükümlülüklerinin yerine getirilmesi.',
        'Ödenmeyen borçların takibi ve olası uyuşmazlıklarda hakların korunması.',
      ],
    },
    {
      id: 'aktarim',
      heading: '4. Kişisel verilerin aktarıldığı taraflar ve aktarım amacı',
      items: [
        'SMS hizmet sağlayıcısı: yalnızca cep telefonu numaranız ve doğrulama kodu, kodun size iletilmesi amacıyla.',
        'Barındırma (sunucu ve veritabanı) hizmet sağlayıcısı: verilerin güvenli biçimde saklanması ve uygulamanın çalışması amacıyla.',
        'Sitenizin yöneticileri: yalnızca yönettikleri siteye ait verileriniz, site yönetiminin yürütülmesi amacıyla.',
        'Yetkili kamu kurum ve kuruluşları ile yargı mercileri: yalnızca kanunen zorunlu olduğunda ve talep hâlinde.',
      ],
      paragraphs: [
        'Borç ve ödeme bilgileriniz diğer sakinlere gösterilmez. Hizmet sağlayıcıların yurt dışında bulunması ' +
          'hâlinde aktarım, KVKK md. 9 hükümlerine uygun olarak yapılır.',
      ],
    },
    {
      id: 'hukuki-sebep',
      heading: '5. Toplama yöntemi ve hukuki sebepler',
      paragraphs: [
        'Verileriniz, site yönetiminin sizi bir daireye kaydetmesi ve ödemelerinizi işlemesi sırasında yönetim ' +
          'tarafından; uygulamaya girişlerinizde ise elektronik ortamda otomatik yollarla toplanır. Hukuki sebepler ' +
          '(KVKK md. 5/2):',
      ],
      items: [
        '(c) Kat mülkiyeti ve site yönetimi ilişkisinin kurulması ve ifasıyla doğrudan ilgili olması.',
        '(ç) Veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi (634 sayılı Kat Mülkiyeti Kanunu: gider ' +
          'payları, işletme projesi, yönetim hesapları).',
        '(e) Bir hakkın tesisi, kullanılması veya korunması (ödenmeyen aidat alacakları).',
        '(f) Temel hak ve özgürlüklerinize zarar vermemek kaydıyla veri sorumlusunun meşru menfaati (giriş ' +
          'kayıtlarıyla hesap güvenliğinin sağlanması).',
      ],
    },
  ] satisfies NoticeSection[],

  retention: {
    id: 'saklama',
    heading: '6. Saklama süreleri',
    items: (days: number) => [
      `Giriş geçmişi (IP adresleri dahil) ${days} gün saklanır; daha eski kayıtlar düzenli olarak çalışan bir işlemle otomatik olarak silinir.`,
      'Tek kullanımlık doğrulama kodları, geçerlilik süreleri dolduktan bir gün sonra silinir.',
      'Hesap hareketleri muhasebe kaydı niteliğindedir; değiştirilmez, ilgili mevzuattaki saklama ve zamanaşımı ' +
        'süreleri boyunca saklanır.',
      'Profil ve daire bilgileriniz, site yönetimiyle ilişkiniz sürdüğü müddetçe saklanır; saklamayı gerektiren ' +
        'bir sebep kalmadığında talebiniz üzerine veya resen silinir, yok edilir ya da anonim hâle getirilir (KVKK md. 7).',
    ],
  },

  rights: {
    id: 'haklar',
    heading: '7. Haklarınız (KVKK md. 11)',
    lead: 'Veri sorumlusuna başvurarak;',
    items: [
      ['a', 'Kişisel verilerinizin işlenip işlenmediğini öğrenme,'],
      ['b', 'Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,'],
      ['c', 'Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,'],
      ['ç', 'Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,'],
      ['d', 'Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,'],
      [
        'e',
        'KVKK md. 7’de öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,',
      ],
      [
        'f',
        '(d) ve (e) bentleri uyarınca yapılan işlemlerin, kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
      ],
      [
        'g',
        'İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
      ],
      [
        'ğ',
        'Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme',
      ],
    ] as ReadonlyArray<readonly [string, string]>,
    tail: 'haklarına sahipsiniz.',
  },

  apply: {
    id: 'basvuru',
    heading: '8. Başvuru yöntemi (KVKK md. 13)',
    paragraphs: [
      'Taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’e uygun olarak sitenizin ' +
        'yönetimine yazılı olarak (ıslak imzalı dilekçe) ya da kayıtlı elektronik posta (KEP), güvenli elektronik ' +
        'imza, mobil imza veya yönetime daha önce bildirdiğiniz ve kayıtlı olan e-posta adresiniz aracılığıyla ' +
        'iletebilirsiniz. Başvurunuzda adınız soyadınız, yazılı başvurularda imzanız, T.C. kimlik numaranız ' +
        '(yabancılar için uyruk ile pasaport veya kimlik numarası), tebligata esas adresiniz, varsa e-posta ' +
        'adresiniz, telefon numaranız ve talep konunuz bulunmalıdır.',
      'Uygulamanın işletilmesine ilişkin talepleriniz de site yönetiminize iletilebilir; yönetim, gerektiğinde ' +
        'talebinizi veri işleyen sıfatıyla hizmet sağlayıcıya iletir.',
      'Başvurunuz, niteliğine göre en kısa sürede ve en geç otuz gün içinde ücretsiz olarak sonuçlandırılır. ' +
        'Cevabın yazılı olarak verildiği hâllerde on sayfaya kadar ücret alınmaz; on sayfanın üzerindeki her ' +
        'sayfa için 1 Türk lirası işlem ücreti alınabilir. İşlemin ayrıca bir maliyet gerektirmesi hâlinde ' +
        'Kişisel Verileri Koruma Kurulunca belirlenen tarifedeki ücret alınabilir.',
      'Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya süresi içinde cevap verilmemesi hâlinde; ' +
        'cevabı öğrendiğiniz tarihten itibaren otuz gün ve her hâlde başvuru tarihinden itibaren altmış gün içinde ' +
        'Kişisel Verileri Koruma Kuruluna şikâyette bulunabilirsiniz (KVKK md. 14).',
    ],
  },

  selfService: {
    heading: 'Verilerinizin bir kopyası',
    body:
      'Uygulamaya giriş yaptıktan sonra üst çubuktaki “Verilerimi indir” bağlantısıyla profilinizi, ' +
      'dairelerinizi, bu dairelerin hesap hareketlerini ve giriş geçmişinizi içeren bir JSON dosyasını hemen ' +
      'indirebilirsiniz.',
  },
} as const;
