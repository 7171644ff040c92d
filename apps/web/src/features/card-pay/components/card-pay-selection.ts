import type { PartyItemDto } from '@aidat/shared';

/** A charge the payer may tick: dues or an ek bütçe with something unpaid (late fees come with their charge). */
export const isPickable = (item: PartyItemDto): item is PartyItemDto & { id: number } =>
  item.id !== null && item.unpaid > 0 && (item.type === 'aidat_charge' || item.type === 'ekbutce_charge');

/**
 * Ticks or unticks a charge keeping each kind picked oldest first (PRODUCT.md §20): ticking one
 * ticks every older unpaid charge of its type, unticking one unticks every newer one. A prefix of
 * all ek bütçe charges in the account's order is a prefix of each ek bütçe's, so the server always
 * accepts it.
 */
export function toggle(items: readonly PartyItemDto[], picked: ReadonlySet<number>, id: number): Set<number> {
  const pickable = items.filter(isPickable);
  const target = pickable.find((i) => i.id === id);
  if (!target) return new Set(picked);
  const sameType = pickable.filter((i) => i.type === target.type);
  const at = sameType.indexOf(target);
  const next = new Set(picked);
  if (picked.has(id)) for (const i of sameType.slice(at)) next.delete(i.id);
  else for (const i of sameType.slice(0, at + 1)) next.add(i.id);
  return next;
}

/** Every charge that can be paid. */
export const pickAll = (items: readonly PartyItemDto[]) => new Set(items.filter(isPickable).map((i) => i.id));
