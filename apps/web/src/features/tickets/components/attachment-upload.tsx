import { type FormEvent, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { ATTACHMENT_ACCEPT, attachmentFileProblem } from '../api/attachment-file';
import { useUploadAttachment } from '../api/upload-attachment';
import { TICKETS_SCREEN_TEXTS as T } from '../messages';

const PROBLEM_TEXT = { tooLarge: T.fileTooLarge, typeRefused: T.fileTypeRefused } as const;

/** One photo or PDF added to the ticket: checked here first, then by the server, whose word counts. */
export function AttachmentUpload({ ticketId }: { ticketId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAttachment(ticketId);
  const toast = useToast();
  const id = useId();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    const problem = chosen ? attachmentFileProblem(chosen) : null;
    setError(problem ? PROBLEM_TEXT[problem] : null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (upload.isPending) return;
    if (!file) return setError(T.fileRequired);
    const problem = attachmentFileProblem(file);
    if (problem) return setError(PROBLEM_TEXT[problem]);
    try {
      await upload.mutateAsync(file);
      toast.success(T.uploaded);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch {
      // The upload has toasted the server's reason; the file stays chosen for another try.
      setError(T.uploadFailed);
    }
  };

  return (
    <Form onSubmit={submit} noValidate className="d-flex flex-wrap align-items-start gap-2">
      <Form.Group controlId={`${id}-file`} className="flex-grow-1">
        <Form.Label className="small">{T.addAttachment}</Form.Label>
        <Form.Control
          ref={input}
          type="file"
          size="sm"
          accept={ATTACHMENT_ACCEPT}
          onChange={(e) => choose((e.target as HTMLInputElement).files?.[0] ?? null)}
          isInvalid={error !== null}
          aria-describedby={error ? `${id}-file-error` : undefined}
        />
        <Form.Control.Feedback type="invalid" id={`${id}-file-error`}>
          {error}
        </Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" size="sm" variant="outline-primary" className="mt-4" disabled={upload.isPending}>
        <SubmitLabel busy={upload.isPending}>{T.upload}</SubmitLabel>
      </Button>
    </Form>
  );
}
