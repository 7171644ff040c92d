import type { NoticePreviewDto } from '@aidat/shared';

/** The owners' names of each unit label ("A-5"), as the çağrı's preview lists them. */
export function ownersByLabel(preview: NoticePreviewDto | undefined): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const o of preview?.owners ?? [])
    for (const label of o.unitLabels) owners.set(label, [...(owners.get(label) ?? []), o.ownerName]);
  return owners;
}

/**
 * The units that vote together: a person votes the same way for all their units in one motion
 * (KMK 31), so the labels of each owner's units, joined where owners share a unit.
 */
export function votingGroups(preview: NoticePreviewDto | undefined): Map<string, Set<string>> {
  const groupOf = new Map<string, Set<string>>();
  for (const o of preview?.owners ?? []) {
    const group = new Set<string>(o.unitLabels);
    for (const label of o.unitLabels) for (const other of groupOf.get(label) ?? []) group.add(other);
    for (const label of group) groupOf.set(label, group);
  }
  return groupOf;
}
