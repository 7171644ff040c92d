import type { ExpenseDto } from '@aidat/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { useToast } from '../../../components/ui/toast/use-toast';
import { ATTACHMENT_ACCEPT, attachmentFileProblem } from '../api/attachment-file';
import { useUploadAttachment } from '../api/upload-attachment';
import { EXPENSES_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { AttachmentLinks } from './attachment-links';
import { SubmitLabel } from '../../../components/ui/submit-label';

const PROBLEM_TEXT = { tooLarge: T.fileTooLarge, typeRefused: T.fileTypeRefused } as const;

/** 'Belge Ekle': an invoice or receipt for an expense, uploaded with a progress bar. */
export function AttachmentDialog({
  siteId,
  expense,
  onClose,
}: {
  siteId: number;
  expense: ExpenseDto;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadAttachment(siteId, expense.id);
  const toast = useToast();
  const formId = useId();
  const running = useRef<AbortController | null>(null);
  // Closing the dialog (or leaving the page) stops an upload still under way.
  useEffect(() => () => running.current?.abort(), []);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProgress(null);
    const problem = chosen ? attachmentFileProblem(chosen) : null;
    setError(problem ? PROBLEM_TEXT[problem] : null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (upload.isPending) return;
    if (!file) {
      setError(T.fileRequired);
      return;
    }
    const problem = attachmentFileProblem(file);
    if (problem) {
      setError(PROBLEM_TEXT[problem]);
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setProgress(0);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress, signal: controller.signal });
      toast.success(T.uploaded);
      onClose();
    } catch {
      // The upload has shown the server's reason (413, 415, ...); the file can be changed and retried.
      setProgress(null);
    } finally {
      running.current = null;
    }
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <AppModal
      show
      onHide={onClose}
      locked={upload.isPending}
      title={T.attach}
      testId="attachment-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={upload.isPending}>
            {MESSAGES.common.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={upload.isPending}>
            <SubmitLabel busy={upload.isPending}>{T.upload}</SubmitLabel>
          </Button>
        </>
      }
    >
      <p className="fw-semibold text-break mb-2">{expense.description}</p>
      <AttachmentLinks expense={expense} />
      <Form id={formId} onSubmit={submit} noValidate className="mt-3">
        <Form.Group controlId={`${formId}-file`}>
          <Form.Label>{T.chooseFile}</Form.Label>
          <Form.Control
            type="file"
            accept={ATTACHMENT_ACCEPT}
            onChange={(e) => choose((e.target as HTMLInputElement).files?.[0] ?? null)}
            isInvalid={error !== null}
            disabled={upload.isPending}
            aria-describedby={error ? `${formId}-error` : undefined}
          />
          <Form.Control.Feedback type="invalid" id={`${formId}-error`}>
            {error}
          </Form.Control.Feedback>
        </Form.Group>
      </Form>
      {percent !== null ? (
        // Bootstrap 5.3's markup: the named progressbar is the outer element, so screen readers hear it.
        <div
          className="progress mt-3"
          role="progressbar"
          aria-label={T.uploadProgress}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          data-testid="upload-progress"
        >
          <div className="progress-bar" style={{ width: `${percent}%` }}>
            {percent}%
          </div>
        </div>
      ) : null}
    </AppModal>
  );
}
