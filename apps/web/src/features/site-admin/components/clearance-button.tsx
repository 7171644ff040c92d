import { CLEARANCE_TEXTS } from '@aidat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { todayInput } from '../../../lib/day-input';
import { MESSAGES } from '../messages';
import { PARTIES_SCREEN_TEXTS as T } from '../parties-messages';
import { getClearanceLetter, saveFile } from '../api/clearance-letter';
import { siteAdminKeys } from '../api/query-keys';

/**
 * 'Borcu Yoktur Yazısı' (PRODUCT.md §16): downloads the letter as a PDF; a unit in debt is refused
 * with the server's sentence ('Dairenin 2.000,00 ₺ borcu var; …'), shown under the button. Each
 * issue is recorded on the unit, so 'Geçmiş' is read again.
 */
export function ClearanceButton({ unitId, block, doorNumber }: { unitId: number; block: string; doorNumber: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const queryClient = useQueryClient();

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveFile(await getClearanceLetter(unitId, CLEARANCE_TEXTS.fileName(block, doorNumber, todayInput())));
      toast.success(T.clearanceDownloaded);
      void queryClient.invalidateQueries({ queryKey: siteAdminKeys.parties(unitId) });
    } catch (err) {
      setError(err instanceof Error ? err.message : MESSAGES.api.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-4" data-testid="clearance">
      <Button variant="outline-primary" size="sm" onClick={() => void download()} disabled={busy}>
        <SubmitLabel busy={busy}>
          <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
          {T.clearance}
        </SubmitLabel>
      </Button>
      {error ? (
        <Alert variant="danger" className="py-2 mt-2 mb-0" role="alert">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
