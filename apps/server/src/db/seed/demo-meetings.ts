import { countMotion, type CountedUnit, type MotionThreshold, quorumOf, shareDecimal, type Vote } from '@aidat/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../client.js';
import {
  meetingAgendaItems,
  meetingAttendance,
  meetingMotions,
  meetings,
  meetingVotes,
  unitOwners,
  units,
} from '../schema/index.js';

/**
 * Last year's olağan kat malikleri kurulu of Güneş (PRODUCT.md §18), held on the day its işletme
 * projesi was approved: called 19 days before, a first session with its quorum, the manager
 * re-elected (sayı ve arsa payı çoğunluğu), the budget approved (oy çokluğu: decision no. 2, which
 * the demo budget names) and a car-charger proposal rejected (üçte iki). Attendance, votes and
 * results are counted as the routes count them (kmk-counting.ts), so the karar text prints the same.
 */
export const DEMO_MEETING = {
  title: 'Olağan Kat Malikleri Kurulu',
  place: 'A Blok zemin kat toplantı salonu',
  agenda: [
    'Açılış, yoklama ve divan seçimi',
    'Yöneticinin seçimi',
    'İşletme projesinin görüşülmesi ve onayı',
    'Dilek ve temenniler',
  ],
  /** Istanbul 19:00 on the budget's decision day (UTC+3). */
  hourUtc: 16,
  calledDaysBefore: 19,
} as const;

interface DemoMotion {
  agendaItem: number;
  title: string;
  threshold: MotionThreshold;
  /** How an owner group votes, by its index among the present groups. */
  vote: (groupIndex: number) => Vote;
}

const MOTIONS: DemoMotion[] = [
  {
    agendaItem: 2,
    title: 'Ayşe Yılmaz’ın bir yıl için yönetici seçilmesi',
    threshold: 'countAndLandShare',
    vote: (i) => (i % 9 === 8 ? 'abstain' : 'yes'),
  },
  {
    agendaItem: 3,
    title: 'İşletme projesinin onaylanması',
    threshold: 'majority',
    vote: (i) => (i % 6 === 5 ? 'no' : 'yes'),
  },
  {
    agendaItem: 4,
    title: 'Otoparka elektrikli araç şarj istasyonu kurulması',
    threshold: 'twoThirds',
    vote: (i) => (i % 2 === 0 ? 'yes' : 'no'),
  },
];

export async function seedDemoMeeting(
  tx: Tx,
  options: { siteId: number; managerId: number; decidedOn: string },
): Promise<{ meetingId: number; budgetMotionId: number }> {
  const firstAt = new Date(`${options.decidedOn}T${String(DEMO_MEETING.hourUtc).padStart(2, '0')}:00:00Z`);
  const day = 86_400_000;
  const [meeting] = await tx
    .insert(meetings)
    .values({
      siteId: options.siteId,
      kind: 'olagan',
      title: DEMO_MEETING.title,
      firstAt,
      firstPlace: DEMO_MEETING.place,
      secondAt: new Date(firstAt.getTime() + 7 * day),
      secondPlace: DEMO_MEETING.place,
      status: 'held',
      calledAt: new Date(firstAt.getTime() - DEMO_MEETING.calledDaysBefore * day),
      heldAt: new Date(firstAt.getTime() + 3 * 3_600_000),
      createdBy: options.managerId,
    })
    .returning({ id: meetings.id });
  const agenda = await tx
    .insert(meetingAgendaItems)
    .values(DEMO_MEETING.agenda.map((title, i) => ({ meetingId: meeting.id, position: i + 1, title })))
    .returning({ id: meetingAgendaItems.id });

  // Who owns what now, as the routes read it: the site's units with their owners and arsa payı.
  const rows = await tx
    .select({
      unitId: units.id,
      numerator: units.landShareNumerator,
      denominator: units.landShareDenominator,
      doorNumber: units.doorNumber,
      ownerId: unitOwners.userId,
    })
    .from(units)
    .leftJoin(unitOwners, and(eq(unitOwners.unitId, units.id), isNull(unitOwners.until)))
    .where(eq(units.siteId, options.siteId))
    .orderBy(asc(units.id));
  const byUnit = new Map<number, CountedUnit & { doorNumber: string }>();
  for (const r of rows) {
    const unit = byUnit.get(r.unitId) ?? {
      unitId: r.unitId,
      doorNumber: r.doorNumber,
      ownerIds: [],
      landShare:
        r.numerator !== null && r.denominator !== null ? { numerator: r.numerator, denominator: r.denominator } : null,
    };
    if (r.ownerId !== null) (unit.ownerIds as number[]).push(r.ownerId);
    byUnit.set(r.unitId, unit);
  }
  const counted = [...byUnit.values()];
  // Every flat but those with a door number divisible by 4 came; the owner of an empty flat (every
  // third door) sent a proxy.
  const present = counted.filter((u) => Number(u.doorNumber) % 4 !== 0);
  await tx.insert(meetingAttendance).values(
    counted.map((u) => {
      const here = Number(u.doorNumber) % 4 !== 0;
      return {
        meetingId: meeting.id,
        session: 'first',
        unitId: u.unitId,
        present: here,
        proxyName: here && Number(u.doorNumber) % 3 === 0 ? 'Av. Selin Kara' : null,
      };
    }),
  );
  const presentIds = new Set(present.map((u) => u.unitId));
  const quorum = quorumOf(counted, presentIds);
  if (!quorum.quorumByCount || !quorum.quorumByLandShare) throw new Error('the demo kurul lacks its quorum');

  // An owner's units vote one way: each present unit takes the vote of its owner group's index.
  const groupIndex = new Map<string, number>();
  const groupOf = (u: CountedUnit) => (u.ownerIds.length > 0 ? [...u.ownerIds].sort().join(',') : `unit ${u.unitId}`);
  for (const u of present) if (!groupIndex.has(groupOf(u))) groupIndex.set(groupOf(u), groupIndex.size);
  let budgetMotionId = 0;
  for (const m of MOTIONS) {
    const votes = new Map<number, Vote>(present.map((u) => [u.unitId, m.vote(groupIndex.get(groupOf(u))!)]));
    const result = countMotion(counted, presentIds, votes, m.threshold);
    if ('kind' in result) throw new Error(`the demo kurul's votes are refused: ${result.kind}`);
    const [motion] = await tx
      .insert(meetingMotions)
      .values({
        meetingId: meeting.id,
        session: 'first',
        agendaItemId: agenda[m.agendaItem - 1].id,
        title: m.title,
        threshold: m.threshold,
        status: result.passed ? 'passed' : 'rejected',
        yes: result.yes,
        no: result.no,
        abstain: result.abstain,
        yesLandShare: String(shareDecimal(result.yesLandShare)),
        createdBy: options.managerId,
      })
      .returning({ id: meetingMotions.id });
    await tx.insert(meetingVotes).values([...votes].map(([unitId, vote]) => ({ motionId: motion.id, unitId, vote })));
    if (m.agendaItem === 3) budgetMotionId = motion.id;
  }
  return { meetingId: meeting.id, budgetMotionId };
}
