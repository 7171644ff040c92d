/**
 * A site's declared units (PRODUCT.md §14), as 'Site Oluştur' offers them to the SystemAdmin
 * (features/system/components/generated-units.ts; features do not import each other, keep the two
 * in step): the unit count spread evenly over the blocks A, B, …, doors 1…n in each block.
 */
function blockName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export function declaredUnits(blockCount: number, unitCount: number): Array<{ block: string; doorNumber: string }> {
  const blocks = Math.max(1, Math.min(blockCount, unitCount));
  const base = Math.floor(unitCount / blocks);
  const extra = unitCount % blocks;
  const units: Array<{ block: string; doorNumber: string }> = [];
  for (let b = 0; b < blocks; b++) {
    const doors = base + (b < extra ? 1 : 0);
    for (let d = 1; d <= doors; d++) units.push({ block: blockName(b), doorNumber: String(d) });
  }
  return units;
}
