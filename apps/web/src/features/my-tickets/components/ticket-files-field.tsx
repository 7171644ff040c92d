import { useState } from 'react';
import { fileSizeText, TICKET_FILE_ACCEPT } from '../api/ticket-files';
import { MY_TICKETS_TEXTS as T } from '../messages';
import type { TicketFile, TicketFileState, useTicketFiles } from './use-ticket-files';

/** A file's bar while it is sent, then what became of it; a remove button before it is sent or once refused. */
function FileStatus({ name, state, onRemove }: { name: string; state: TicketFileState; onRemove?: () => void }) {
  switch (state.status) {
    case 'chosen':
    case 'failed':
      return onRemove ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-label={T.removeFile(name)}
          onClick={onRemove}
        >
          <i className="bi bi-x-lg" aria-hidden="true" />
        </button>
      ) : null;
    case 'waiting':
      return <span className="small text-body-secondary">{T.waiting}</span>;
    case 'uploading': {
      const percent = Math.round(state.progress * 100);
      // Bootstrap 5.3's markup: the named progressbar is the outer element, so screen readers hear it.
      return (
        <div
          className="progress flex-shrink-0"
          style={{ width: '6rem' }}
          role="progressbar"
          aria-label={T.uploadProgress(name)}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          data-testid="upload-progress"
        >
          <div className="progress-bar" style={{ width: `${percent}%` }}>
            {percent}%
          </div>
        </div>
      );
    }
    case 'done':
      return (
        <span className="small text-success fw-semibold text-nowrap">
          <i className="bi bi-check-circle-fill me-1" aria-hidden="true" />
          {T.uploaded}
        </span>
      );
  }
}

/** The refusal under a file: this page's check before sending, or the server's reason after. */
function refusalOf(state: TicketFileState): string | null {
  if (state.status === 'chosen') return state.problem;
  if (state.status === 'failed') return state.message;
  return null;
}

function FileRow({ item, onRemove }: { item: TicketFile; onRemove?: () => void }) {
  const { file, state } = item;
  const refusal = refusalOf(state);
  const icon = file.type === 'application/pdf' ? 'bi-file-earmark-pdf' : 'bi-image';
  return (
    <li className="list-group-item" data-testid="ticket-file">
      <div className="d-flex align-items-center gap-2">
        <i className={`bi ${icon} fs-5 text-body-secondary`} aria-hidden="true" />
        <span className="flex-grow-1 min-w-0">
          <span className="d-block text-truncate">{file.name}</span>
          <small className="text-body-secondary">{fileSizeText(file.size)}</small>
        </span>
        <FileStatus name={file.name} state={state} onRemove={onRemove} />
      </div>
      {refusal ? (
        <div className="small text-danger mt-1" data-testid="file-refusal">
          {refusal}
        </div>
      ) : null}
    </li>
  );
}

/**
 * 'Fotoğraf veya PDF': a file input that offers the camera on a phone (image types in `accept`),
 * several files at a time up to the ticket's room, and the chosen files with their state.
 */
export function TicketFilesField({
  id,
  label = T.files,
  files,
  disabled,
  error,
}: {
  id: string;
  label?: string;
  files: ReturnType<typeof useTicketFiles>;
  disabled: boolean;
  /** The form's word on the files as a whole (refused files left in the list). */
  error?: string | null;
}) {
  const [overflow, setOverflow] = useState(false);
  const sending = files.files.some((f) => f.state.status === 'waiting' || f.state.status === 'uploading');
  const message = overflow ? T.tooManyFiles : error;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        className={`form-control${message ? ' is-invalid' : ''}`}
        accept={TICKET_FILE_ACCEPT}
        multiple
        disabled={disabled || files.full}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          // Emptied so that choosing the same file again (after removing it) is seen as a change.
          e.target.value = '';
          setOverflow(!files.add(chosen));
        }}
      />
      {message ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {message}
        </div>
      ) : null}
      <div id={`${id}-hint`} className="form-text">
        {T.filesHint}
      </div>
      {files.files.length > 0 ? (
        <ul className="list-group mt-2" aria-label={T.filesOf}>
          {files.files.map((item) => (
            <FileRow
              key={item.key}
              item={item}
              onRemove={disabled || sending ? undefined : () => files.remove(item.key)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
