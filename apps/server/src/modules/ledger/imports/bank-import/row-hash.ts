import { createHash } from 'node:crypto';
import { foldSpaces } from './fold.js';

/**
 * The fingerprint that keeps a statement row from being posted twice when the same file, or one
 * that overlaps it, is imported again (PRODUCT.md §14): SHA-256 of the account, the day, the
 * amount and the description (folded and with spaces collapsed, so an export in the other
 * encoding or in capitals gives the same hash).
 *
 * Two rows of one file can be identical in all four (a resident sending two months' dues as two
 * equal transfers on one day). The second such row gets its ordinal in the hash, the third its
 * own, and so on: an overlapping file holding both rows again yields the same two hashes, and one
 * holding only the first yields the first hash, so neither is lost nor doubled. The first
 * occurrence's hash is exactly the four fields', the one any other file will give for that row.
 */
export class RowHasher {
  private readonly seen = new Map<string, number>();

  constructor(private readonly accountId: number) {}

  hash(day: string, amountKurus: number, description: string): string {
    const key = [String(this.accountId), day, String(amountKurus), foldSpaces(description)].join('\n');
    const occurrence = (this.seen.get(key) ?? 0) + 1;
    this.seen.set(key, occurrence);
    const text = occurrence === 1 ? key : `${key}\n#${occurrence}`;
    return createHash('sha256').update(text, 'utf8').digest('hex');
  }
}
