import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { myTicketsKeys } from '../api/query-keys';
import { MY_TICKETS_TEXTS as T } from '../messages';
import { TicketFilesField } from './ticket-files-field';
import { useTicketFiles } from './use-ticket-files';

/**
 * 'Dosya ekle' on an open ticket with room for more files: a photo taken later, or one whose
 * upload failed when the ticket was opened. Sent like the new ticket's files, one bar each.
 */
export function AddTicketFiles({ ticketId, attached }: { ticketId: number; attached: number }) {
  const id = useId();
  const queryClient = useQueryClient();
  const files = useTicketFiles(attached);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = files.files.filter((f) => f.state.status === 'chosen');

  const send = async () => {
    if (files.refused) {
      setError(T.removeRefused);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await files.uploadAll(ticketId);
      await queryClient.invalidateQueries({ queryKey: myTicketsKeys.ticket(ticketId) });
      files.clearDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-3" data-testid="add-ticket-files">
      <TicketFilesField id={`${id}-files`} label={T.addFilesLabel} files={files} disabled={busy} error={error} />
      {ready.length > 0 ? (
        <button type="button" className="btn btn-outline-primary w-100" disabled={busy} onClick={() => void send()}>
          <SubmitLabel busy={busy}>{T.upload}</SubmitLabel>
        </button>
      ) : null}
    </div>
  );
}
