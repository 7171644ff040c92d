/** A declared unit as offered before saving: the SystemAdmin's 'Site Oluştur' and the manager's set-up checklist. */
export interface DeclaredUnit {
  block: string;
  doorNumber: string;
}

/** Block names A, B, …, Z, then AA, AB, … (as spreadsheet columns), for the blocks in order. */
export function blockName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/**
 * A new site's declared units (PRODUCT.md §14): the unit count spread evenly over the blocks (the
 * first blocks take one more when it does not divide), doors 1…n in each block.
 */
export function declaredUnits(blockCount: number, unitCount: number): DeclaredUnit[] {
  const blocks = Math.max(1, Math.min(blockCount, unitCount));
  const base = Math.floor(unitCount / blocks);
  const extra = unitCount % blocks;
  const units: DeclaredUnit[] = [];
  for (let b = 0; b < blocks; b++) {
    const doors = base + (b < extra ? 1 : 0);
    for (let d = 1; d <= doors; d++) units.push({ block: blockName(b), doorNumber: String(d) });
  }
  return units;
}
