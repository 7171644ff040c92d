import { TICKET_ATTACHMENTS_MAX } from '@aidat/shared';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { ticketFileProblem } from '../api/ticket-files';
import { uploadTicketFile } from '../api/upload-ticket-file';
import { MY_TICKETS_TEXTS as T } from '../messages';

/** Where one chosen file stands: chosen (maybe refused here already), then sent one after another. */
export type TicketFileState =
  | { status: 'chosen'; problem: string | null }
  | { status: 'waiting' }
  | { status: 'uploading'; progress: number }
  | { status: 'done' }
  | { status: 'failed'; message: string };

export interface TicketFile {
  key: number;
  file: File;
  state: TicketFileState;
}

/**
 * The photos and PDFs of a ticket being written: chosen up to the ticket's room (5 less what it
 * has), each checked here for its type and size, then, once the ticket exists, sent one request
 * per file, one after another (a phone's upload is the narrow part, and each file's bar then moves
 * on its own). A refusal stays beside its file with the server's reason. Leaving the page stops
 * the upload under way.
 */
export function useTicketFiles(alreadyAttached = 0) {
  const [files, setFiles] = useState<TicketFile[]>([]);
  const nextKey = useRef(1);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const room = TICKET_ATTACHMENTS_MAX - alreadyAttached;

  /** Adds the chosen files; answers false when some did not fit the ticket's room. */
  const add = (chosen: File[]): boolean => {
    const free = Math.max(0, room - files.length);
    const added = chosen.slice(0, free).map((file) => ({
      key: nextKey.current++,
      file,
      state: { status: 'chosen', problem: ticketFileProblem(file) } as const,
    }));
    setFiles((current) => [...current, ...added]);
    return chosen.length <= free;
  };

  const remove = (key: number) => setFiles((current) => current.filter((f) => f.key !== key));

  const setState = (key: number, state: TicketFileState) =>
    setFiles((current) => current.map((f) => (f.key === key ? { ...f, state } : f)));

  /** Sends the chosen files to the ticket; answers how many were refused or failed. */
  const uploadAll = async (ticketId: number): Promise<number> => {
    const controller = new AbortController();
    running.current = controller;
    // Only what is still to send: a file the server refused before stays refused.
    const queue = files.filter((f) => f.state.status === 'chosen' && f.state.problem === null);
    const queued = new Set(queue.map((f) => f.key));
    setFiles((current) => current.map((f) => (queued.has(f.key) ? { ...f, state: { status: 'waiting' } } : f)));
    let failed = 0;
    for (const { key, file } of queue) {
      setState(key, { status: 'uploading', progress: 0 });
      try {
        await uploadTicketFile(ticketId, file, {
          signal: controller.signal,
          onProgress: (progress) => setState(key, { status: 'uploading', progress }),
        });
        setState(key, { status: 'done' });
      } catch (error) {
        if (controller.signal.aborted) return failed;
        failed += 1;
        setState(key, { status: 'failed', message: error instanceof ApiError ? error.message : T.uploadFailed });
      }
    }
    running.current = null;
    return failed;
  };

  /** Forgets the files that reached the ticket, keeping the refused ones in sight. */
  const clearDone = () => setFiles((current) => current.filter((f) => f.state.status !== 'done'));

  const refused = files.some((f) => f.state.status === 'chosen' && f.state.problem !== null);
  return { files, add, remove, uploadAll, clearDone, refused, full: files.length >= room, room };
}
