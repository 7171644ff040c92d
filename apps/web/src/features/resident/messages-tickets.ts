/**
 * The home's and the unit pages' words on arıza and talep tickets (PRODUCT.md §17), loaded with
 * those parts only (the home's after its first paint), not with messages-resident.ts, which the
 * budgeted resident routes download.
 */
export const RESIDENT_TICKET_TEXTS = {
  myTickets: 'Taleplerim',
  myTicketsHint: 'Bildirdiğiniz arıza ve taleplerin durumu',
  report: 'Arıza / Talep Bildir',
  reportHint: 'Bu daireyle ya da sitenizle ilgili bir sorunu yönetime iletin.',
  notices: 'Talep bildirimleri',
  notice: (title: string, status: string) => `Talebiniz “${title}”: ${status}`,
  openTicket: 'Talebi görüntüle',
} as const;
