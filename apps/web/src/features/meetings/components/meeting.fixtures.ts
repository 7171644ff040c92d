import type {
  AdminSiteDto,
  AdminUnitWithSharesDto,
  HazirunDto,
  MeetingDto,
  MeetingNoticeDto,
  MotionDto,
  NoticePreviewDto,
} from '@aidat/shared';

export const GUNES: AdminSiteDto = {
  id: 1,
  name: 'Güneş Sitesi',
  address: 'x',
  blockCount: 2,
  unitCount: 4,
  monthlyDuesAmount: 1250,
};

const unit = (id: number, block: string, doorNumber: string): AdminUnitWithSharesDto => ({
  id,
  siteId: 1,
  paymentReference: `GNS-${block}${doorNumber}`,
  block,
  doorNumber,
  squareMeters: 100,
  roomCount: 3,
  resident: null,
  outstanding: 0,
  lateFeeAccrued: 0,
  landShareNumerator: 1,
  landShareDenominator: 4,
  enforcement: false,
  enforcementStartedAt: null,
});

/** Out of door order, as the server may send them: the screens sort them. */
export const UNITS = [unit(12, 'A', '2'), unit(11, 'A', '1'), unit(14, 'B', '2'), unit(13, 'B', '1')];

export const meeting = (over: Partial<MeetingDto> = {}): MeetingDto => ({
  id: 7,
  siteId: 1,
  kind: 'olagan',
  title: '2027 olağan genel kurulu',
  // 14:00 and 14:00 a week later, Turkey's clock.
  firstAt: '2026-12-20T11:00:00.000Z',
  firstPlace: 'Site toplantı salonu',
  secondAt: '2026-12-27T11:00:00.000Z',
  secondPlace: 'Site toplantı salonu',
  status: 'draft',
  agenda: [
    { id: 71, order: 1, title: 'Açılış ve divan seçimi' },
    { id: 72, order: 2, title: 'İşletme projesinin görüşülmesi' },
  ],
  motions: [],
  ...over,
});

export const PREVIEW: NoticePreviewDto = {
  noticeDays: 15,
  callBy: '2026-12-05T11:00:00.000Z',
  owners: [
    { ownerName: 'Ayşe Yılmaz', unitLabels: ['A-1', 'A-2'], sms: true, email: true },
    { ownerName: 'Mehmet Demir', unitLabels: ['B-1'], sms: false, email: false },
  ],
  unitsWithoutOwner: ['B-2'],
  smsCount: 1,
  emailCount: 1,
  smsText: 'Güneş Sitesi kat malikleri kurulu olağan toplantısı 20.12.2026 14:00 Site toplantı salonu.',
  emailSubject: 'Güneş Sitesi: kat malikleri kurulu olağan toplantı çağrısı',
};

export const NOTICES: MeetingNoticeDto[] = [
  {
    unitId: 11,
    unitLabel: 'A-1',
    ownerName: 'Ayşe Yılmaz',
    channel: 'sms',
    status: 'sent',
    sentAt: '2026-11-20T09:01:00.000Z',
  },
  {
    unitId: 11,
    unitLabel: 'A-1',
    ownerName: 'Ayşe Yılmaz',
    channel: 'email',
    status: 'failed',
    sentAt: null,
  },
];

export const hazirun = (over: Partial<HazirunDto> = {}): HazirunDto => ({
  session: 'first',
  totalOwners: 2,
  presentOwners: 2,
  presentLandShare: 0.75,
  quorumByCount: true,
  quorumByLandShare: true,
  quorumRequired: true,
  quorumMet: true,
  entries: [
    { unitId: 11, present: true, proxyName: null },
    { unitId: 12, present: true, proxyName: null },
    { unitId: 13, present: true, proxyName: 'Zeynep Kaya' },
    { unitId: 14, present: false, proxyName: null },
  ],
  ...over,
});

export const motion = (over: Partial<MotionDto> = {}): MotionDto => ({
  id: 90,
  meetingId: 7,
  session: 'first',
  agendaItemId: 72,
  title: 'İşletme projesi onaylansın',
  text: null,
  threshold: 'majority',
  status: 'open',
  result: null,
  ...over,
});
