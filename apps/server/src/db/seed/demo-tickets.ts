import { istanbulDay, type TicketAssignee, type TicketCategory, type TicketStatus } from '@aidat/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { accounts, expenseCategories, expenses, ticketEvents, tickets, units } from '../schema/index.js';

const DAY = 86_400_000;

/**
 * A year of arıza and talep tickets at the demo sites (PRODUCT.md §17): every category and status,
 * some overdue (still working past their due day), some rated, some paid for by an expense that
 * names them. `unit` is "block/door" (null: a common area, opened by the manager); the opener is
 * the flat's resident, or the manager for a flat with none or a report by phone (`byPhone`).
 * `days` are counted back from the day of seeding; the steps after the report are days after it.
 */
interface DemoTicket {
  site: 'gunes' | 'deniz';
  daysAgo: number;
  unit: string | null;
  byPhone?: boolean;
  category: TicketCategory;
  title: string;
  description: string;
  /** Where it ends up; the steps before it are recorded as events. */
  status: TicketStatus;
  assignee?: TicketAssignee;
  /** Due this many days after the report. */
  dueAfter?: number;
  /** Resolved (or rejected) this many days after the report, with the note. */
  doneAfter?: number;
  note?: string;
  rating?: { stars: number; comment?: string };
  expense?: { category: string; kurus: number; vendor: string; description: string };
}

const kapici: TicketAssignee = { kind: 'staff', name: 'Hasan Usta (kapıcı)', phone: '+905321112233' };
const asansorFirmasi: TicketAssignee = { kind: 'vendor', name: 'Yıldız Asansör Ltd.', phone: '+905321650011' };
const tesisatci: TicketAssignee = { kind: 'vendor', name: 'Akın Tesisat', phone: '+905334445566' };
const elektrikci: TicketAssignee = { kind: 'vendor', name: 'Işık Elektrik', phone: '+905367778899' };
const bahcivan: TicketAssignee = { kind: 'vendor', name: 'Yeşil Peyzaj', phone: '+905301239876' };

export const DEMO_TICKETS: DemoTicket[] = [
  // Güneş: Mehmet's (A/5) three, so the resident's screens show each state.
  {
    site: 'gunes',
    daysAgo: 3,
    unit: 'A/5',
    category: 'asansor',
    title: 'A blok asansörü 3. katta takılıyor',
    description: 'Asansör 3. kata gelince kapı açılmıyor, tekrar çağırmak gerekiyor.',
    status: 'in_progress',
    assignee: asansorFirmasi,
    dueAfter: 5,
  },
  {
    site: 'gunes',
    daysAgo: 20,
    unit: 'A/5',
    category: 'su_tesisat',
    title: 'Banyo tavanından su sızıyor',
    description: 'Üst kattan geldiği düşünülen bir sızıntı var, tavanda leke oluştu.',
    status: 'resolved',
    assignee: tesisatci,
    dueAfter: 7,
    doneAfter: 17,
    note: 'Üst kattaki gider borusunun contası değiştirildi.',
    expense: {
      category: 'Bakım-Onarım',
      kurus: 185_000,
      vendor: 'Akın Tesisat',
      description: 'Gider borusu conta değişimi',
    },
  },
  {
    site: 'gunes',
    daysAgo: 150,
    unit: 'A/5',
    category: 'elektrik',
    title: 'Merdiven otomatiği çalışmıyor',
    description: 'A blok 2. ve 3. kat arasında merdiven ışığı yanmıyor.',
    status: 'closed',
    assignee: kapici,
    dueAfter: 3,
    doneAfter: 2,
    note: 'Otomatik sigorta yenilendi.',
    rating: { stars: 5, comment: 'Çok hızlı ilgilenildi, teşekkürler.' },
  },
  // Güneş: the neighbours' and the manager's.
  {
    site: 'gunes',
    daysAgo: 340,
    unit: 'B/2',
    category: 'isitma',
    title: 'Petekler ısınmıyor',
    description: 'Salon ve yatak odasındaki petekler akşamları soğuk.',
    status: 'closed',
    assignee: tesisatci,
    dueAfter: 4,
    doneAfter: 3,
    note: 'Kolon vanası açıldı, hava alındı.',
    rating: { stars: 4 },
  },
  {
    site: 'gunes',
    daysAgo: 300,
    unit: null,
    category: 'bahce',
    title: 'Ön bahçedeki çim sulama sistemi arızalı',
    description: 'Kapıcının turunda görüldü: iki fıskiye su kaçırıyor.',
    status: 'closed',
    assignee: bahcivan,
    dueAfter: 10,
    doneAfter: 8,
    note: 'İki fıskiye başlığı değiştirildi.',
    expense: { category: 'Bahçe', kurus: 120_000, vendor: 'Yeşil Peyzaj', description: 'Sulama fıskiyesi değişimi' },
  },
  {
    site: 'gunes',
    daysAgo: 260,
    unit: 'A/8',
    category: 'gurultu',
    title: 'Gece geç saatte gürültü',
    description: 'Üst kattan gece yarısından sonra mobilya sürükleme sesleri geliyor.',
    status: 'rejected',
    doneAfter: 1,
    note: 'Komşular arası konu; yönetim planına göre kat malikleri kuruluna taşınabilir.',
  },
  {
    site: 'gunes',
    daysAgo: 220,
    unit: null,
    byPhone: true,
    category: 'asansor',
    title: 'B blok asansörü çalışmıyor',
    description: 'Telefonla bildirildi: asansör zemin katta kapısı açık kaldı.',
    status: 'closed',
    assignee: asansorFirmasi,
    dueAfter: 1,
    doneAfter: 1,
    note: 'Kapı kilit kontağı değiştirildi.',
    expense: { category: 'Asansör', kurus: 340_000, vendor: 'Yıldız Asansör Ltd.', description: 'Kapı kilit kontağı' },
  },
  {
    site: 'gunes',
    daysAgo: 180,
    unit: 'B/4',
    category: 'temizlik',
    title: 'Çöp konteyneri taşıyor',
    description: 'B blok önündeki konteyner hafta sonları doluyor.',
    status: 'closed',
    assignee: kapici,
    dueAfter: 2,
    doneAfter: 2,
    note: 'Cumartesi de çöp toplanacak.',
    rating: { stars: 3, comment: 'Çözüldü ama bir hafta sürdü.' },
  },
  {
    site: 'gunes',
    daysAgo: 120,
    unit: 'A/10',
    category: 'otopark',
    title: 'Otopark kapısı kumandası çalışmıyor',
    description: 'Kumandaya basınca kapı bazen açılmıyor.',
    status: 'closed',
    assignee: elektrikci,
    dueAfter: 5,
    doneAfter: 6,
    note: 'Alıcı kart yenilendi.',
    expense: {
      category: 'Bakım-Onarım',
      kurus: 275_000,
      vendor: 'Işık Elektrik',
      description: 'Otopark kapısı alıcı kartı',
    },
  },
  {
    site: 'gunes',
    daysAgo: 90,
    unit: 'B/6',
    category: 'guvenlik',
    title: 'Arka kapının kilidi bozuk',
    description: 'Bahçeye açılan arka kapı kilitlenmiyor.',
    status: 'closed',
    assignee: kapici,
    dueAfter: 2,
    doneAfter: 1,
    note: 'Kilit göbeği değiştirildi.',
    rating: { stars: 5 },
  },
  {
    site: 'gunes',
    daysAgo: 45,
    unit: null,
    category: 'elektrik',
    title: 'Otopark aydınlatması yarı yarıya yanıyor',
    description: 'Kapalı otoparkta 6 armatürden 3 tanesi yanmıyor.',
    status: 'in_progress',
    assignee: elektrikci,
    dueAfter: 14,
  },
  {
    site: 'gunes',
    daysAgo: 30,
    unit: 'A/2',
    category: 'su_tesisat',
    title: 'Su basıncı çok düşük',
    description: 'Sabahları üst katlarda su çok az akıyor.',
    status: 'assigned',
    assignee: tesisatci,
    dueAfter: 10,
  },
  {
    site: 'gunes',
    daysAgo: 12,
    unit: 'B/8',
    category: 'temizlik',
    title: 'Merdivenler haftadır silinmedi',
    description: 'B blok merdivenleri tozlu, özellikle 4. kat.',
    status: 'open',
    dueAfter: 3,
  },
  {
    site: 'gunes',
    daysAgo: 1,
    unit: 'A/4',
    category: 'diger',
    title: 'Posta kutusu kapağı kırık',
    description: 'A/4 posta kutusunun kapağı menteşesinden çıkmış.',
    status: 'open',
  },
  // Deniz.
  {
    site: 'deniz',
    daysAgo: 310,
    unit: 'C/2',
    category: 'isitma',
    title: 'Kombi bacası rüzgârda sönüyor',
    description: 'Ortak baca çıkışında rüzgâr başlığı yok.',
    status: 'closed',
    assignee: tesisatci,
    dueAfter: 7,
    doneAfter: 9,
    note: 'Baca başlığı takıldı.',
    rating: { stars: 4, comment: 'Sorun çözüldü.' },
    expense: { category: 'Bakım-Onarım', kurus: 95_000, vendor: 'Akın Tesisat', description: 'Baca rüzgâr başlığı' },
  },
  {
    site: 'deniz',
    daysAgo: 200,
    unit: null,
    category: 'bahce',
    title: 'Ağaç dalları elektrik hattına değiyor',
    description: 'Sitenin girişindeki çınarın dalları hatta yaslanıyor.',
    status: 'closed',
    assignee: bahcivan,
    dueAfter: 5,
    doneAfter: 4,
    note: 'Dallar budandı.',
    expense: { category: 'Bahçe', kurus: 80_000, vendor: 'Yeşil Peyzaj', description: 'Ağaç budama' },
  },
  {
    site: 'deniz',
    daysAgo: 100,
    unit: 'C/4',
    category: 'otopark',
    title: 'Otoparka yabancı araç park ediyor',
    description: 'Misafir araçları sakinlerin yerlerine park ediyor.',
    status: 'rejected',
    doneAfter: 2,
    note: 'Otopark kuralları kat malikleri kurulunda görüşülecek.',
  },
  {
    site: 'deniz',
    daysAgo: 60,
    unit: 'C/8',
    category: 'su_tesisat',
    title: 'Bodrumda su birikintisi',
    description: 'Sığınak girişinde sürekli su birikiyor.',
    status: 'in_progress',
    assignee: tesisatci,
    dueAfter: 15,
  },
  {
    site: 'deniz',
    daysAgo: 25,
    unit: 'C/1',
    category: 'guvenlik',
    title: 'Giriş kapısı kamerası görüntü vermiyor',
    description: 'Diyafondaki kamera siyah ekran gösteriyor.',
    status: 'assigned',
    assignee: elektrikci,
    dueAfter: 7,
  },
  {
    site: 'deniz',
    daysAgo: 8,
    unit: 'C/3',
    category: 'asansor',
    title: 'Asansörde gıcırtı sesi',
    description: 'Asansör hareket ederken yüksek bir gıcırtı geliyor.',
    status: 'resolved',
    assignee: asansorFirmasi,
    dueAfter: 4,
    doneAfter: 6,
    note: 'Ray yağlaması yapıldı.',
  },
];

/** The Istanbul day `days` after `at`, as a due day. */
const dayAfter = (at: Date, days: number) => istanbulDay(new Date(at.getTime() + days * DAY));

type EventRow = typeof ticketEvents.$inferInsert;

/** The events of a demo ticket from its report to where it ends up, and the row's final columns. */
function historyOf(
  d: DemoTicket,
  id: number,
  reportedAt: Date,
  opener: number,
  manager: number,
  autoCloseDays: number,
) {
  const at = (days: number, hours = 0) => new Date(reportedAt.getTime() + days * DAY + hours * 3_600_000);
  const events: EventRow[] = [{ ticketId: id, at: reportedAt, type: 'opened', status: 'open', byUserId: opener }];
  let status: TicketStatus = 'open';
  const step = (e: Omit<EventRow, 'ticketId' | 'byUserId'>, by: number | null = manager) => {
    status = e.status as TicketStatus;
    events.push({ ticketId: id, byUserId: by, ...e });
  };
  if (d.status === 'rejected') {
    step({ at: at(d.doneAfter ?? 1), type: 'status', status: 'rejected', note: d.note ?? null });
    return { events, status, dueDate: null, resolvedAt: null };
  }
  const dueDate = d.dueAfter === undefined ? null : dayAfter(reportedAt, d.dueAfter);
  if (d.assignee) step({ at: at(0, 2), type: 'assigned', status: 'assigned', note: d.assignee.name });
  if (dueDate) step({ at: at(0, 2), type: 'due_date', status, note: dueDate });
  const order: TicketStatus[] = ['open', 'assigned', 'in_progress', 'resolved', 'closed'];
  const reached = (s: TicketStatus) => order.indexOf(d.status) >= order.indexOf(s);
  if (reached('in_progress')) step({ at: at(Math.min(1, d.doneAfter ?? 1), 1), type: 'status', status: 'in_progress' });
  let resolvedAt: Date | null = null;
  if (reached('resolved')) {
    resolvedAt = at(d.doneAfter ?? 1, 3);
    step({ at: resolvedAt, type: 'status', status: 'resolved', note: d.note ?? null });
  }
  // Closed by the hourly job after TicketAutoCloseDays, by nobody.
  if (reached('closed') && resolvedAt)
    step(
      { at: new Date(resolvedAt.getTime() + autoCloseDays * DAY + 3_600_000), type: 'status', status: 'closed' },
      null,
    );
  return { events, status, dueDate, resolvedAt };
}

/**
 * Writes DEMO_TICKETS with their events and linked expenses (from the site's bank account, on the
 * day the ticket was resolved), and answers those expenses. Güneş's manager works Güneş's tickets; the system administrator
 * Deniz's, which has no manager of its own in the demo.
 */
export async function seedDemoTickets(
  tx: Tx,
  ctx: { gunesId: number; denizId: number; managerId: number; systemId: number; now: Date; autoCloseDays: number },
): Promise<Array<typeof expenses.$inferInsert>> {
  const siteOf = { gunes: ctx.gunesId, deniz: ctx.denizId };
  const unitRows = await tx
    .select({
      id: units.id,
      siteId: units.siteId,
      block: units.block,
      door: units.doorNumber,
      resident: units.residentUserId,
    })
    .from(units);
  const bankRows = await tx
    .select({ id: accounts.id, siteId: accounts.siteId })
    .from(accounts)
    .where(eq(accounts.kind, 'banka'));
  const linked: Array<typeof expenses.$inferInsert> = [];
  for (const d of DEMO_TICKETS) {
    const siteId = siteOf[d.site];
    const manager = d.site === 'gunes' ? ctx.managerId : ctx.systemId;
    const unit =
      d.unit === null ? undefined : unitRows.find((u) => u.siteId === siteId && `${u.block}/${u.door}` === d.unit);
    if (d.unit !== null && !unit) throw new Error(`demo ticket for a unit the demo has not: ${d.site} ${d.unit}`);
    const opener = !d.byPhone && unit?.resident ? unit.resident : manager;
    const reportedAt = new Date(ctx.now.getTime() - d.daysAgo * DAY - 5 * 3_600_000);
    const [row] = await tx
      .insert(tickets)
      .values({
        siteId,
        unitId: unit?.id ?? null,
        category: d.category,
        title: d.title,
        description: d.description,
        reportedAt,
        openedBy: opener,
        createdAt: reportedAt,
      })
      .returning({ id: tickets.id });
    const history = historyOf(d, row.id, reportedAt, opener, manager, ctx.autoCloseDays);
    const past = history.events.filter((e) => (e.at as Date) <= ctx.now);
    await tx.insert(ticketEvents).values(past);
    await tx
      .update(tickets)
      .set({
        status: past.at(-1)!.status,
        assignee: d.assignee ?? null,
        dueDate: history.dueDate,
        resolvedAt: history.resolvedAt,
        rating: d.rating?.stars ?? null,
        ratingComment: d.rating?.comment ?? null,
      })
      .where(eq(tickets.id, row.id));
    if (d.expense && history.resolvedAt && history.resolvedAt <= ctx.now) {
      const [category] = await tx
        .select({ id: expenseCategories.id })
        .from(expenseCategories)
        .where(and(eq(expenseCategories.siteId, siteId), eq(expenseCategories.name, d.expense.category)));
      linked.push({
        siteId,
        accountId: bankRows.find((a) => a.siteId === siteId)!.id,
        categoryId: category.id,
        occurredAt: history.resolvedAt,
        amountKurus: d.expense.kurus,
        description: d.expense.description,
        vendor: d.expense.vendor,
        ticketId: row.id,
        createdBy: manager,
      });
    }
  }
  if (linked.length > 0) await tx.insert(expenses).values(linked);
  return linked;
}
