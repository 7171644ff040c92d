import type { UnitDetail, UnitDetailTransaction } from '@aidat/shared';
import { useState } from 'react';
import { getUnitDetail } from '../api/get-unit-detail';

interface OlderPages {
  /** The answer the pages continue; a refetched detail starts again from its own first page. */
  base: UnitDetail;
  entries: UnitDetailTransaction[];
  cursor: string | null;
}

/**
 * The unit's entries as far as the resident has asked (PRODUCT.md §8): the detail's newest page,
 * then each older page appended on request through the answer's cursor.
 */
export function useOlderEntries(unitId: number | null, detail: UnitDetail | undefined) {
  const [older, setOlder] = useState<OlderPages | null>(null);
  const [loading, setLoading] = useState(false);
  const current = older && older.base === detail ? older : null;
  const cursor = current ? current.cursor : (detail?.nextCursor ?? null);

  const loadMore = async () => {
    if (!detail || unitId === null || cursor === null) return;
    setLoading(true);
    try {
      const page = await getUnitDetail(unitId, undefined, cursor);
      setOlder({ base: detail, entries: [...(current?.entries ?? []), ...page.transactions], cursor: page.nextCursor });
    } catch {
      // The API client has already told the resident; the button stays for another try.
    } finally {
      setLoading(false);
    }
  };

  const transactions = detail ? [...detail.transactions, ...(current?.entries ?? [])] : [];
  return { transactions, hasMore: cursor !== null, loading, loadMore };
}
