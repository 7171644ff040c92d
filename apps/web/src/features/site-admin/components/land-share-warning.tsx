import type { LandShareTotalDto } from '@aidat/shared';
import Alert from 'react-bootstrap/Alert';
import { SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { useLandShares } from '../api/get-land-shares';

/** The lines of the warning, or none when every unit has a share and they make exactly 1. */
export function landShareWarningLines(summary: LandShareTotalDto): string[] {
  if (summary.complete) return [];
  const total = summary.landShareTotal;
  // Shares are positive, so a sum of 0 means no unit has one yet.
  if (total !== null && total.numerator === 0) return [T.landSharesNone];
  const lines: string[] = [];
  if (total === null || total.numerator !== total.denominator) {
    lines.push(T.landSharesOff(total === null ? null : T.landShareSum(total.numerator, total.denominator)));
  }
  if (summary.missing > 0) lines.push(T.landSharesMissing(summary.missing));
  return lines;
}

/** PRODUCT.md §12: the site warns while its units' arsa payları do not add up to one. */
export function LandShareWarning({ siteId }: { siteId: number }) {
  const shares = useLandShares(siteId);
  // A failed look is not worth an error of its own above the list: the warning just stays away.
  const lines = shares.data ? landShareWarningLines(shares.data) : [];
  if (lines.length === 0) return null;
  return (
    <Alert variant="warning" className="small py-2 mx-2 mx-sm-0" data-testid="land-share-warning">
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );
}
