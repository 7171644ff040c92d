import { EXPENSE_CATEGORY_NAME_MAX } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useCreateCategory } from '../api/create-category';
import { EXPENSES_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { SubmitLabel } from '../../../components/ui/submit-label';

/** Adds an expense category to the site; the server refuses a name the site already has. */
export function CategoryDialog({ siteId, onClose }: { siteId: number; onClose: () => void }) {
  const [name, setName] = useState('');
  const create = useCreateCategory(siteId);
  const once = useIdempotentSubmit();
  const toast = useToast();
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = { siteId, name };
    try {
      if (!(await once(payload, (idempotencyKey) => create.mutateAsync({ payload, idempotencyKey })))) return;
      toast.success(T.categoryCreated);
      onClose();
    } catch {
      // The API client has shown the server's reason (a duplicate name, a blank one).
    }
  };

  return (
    <AppModal
      show
      onHide={onClose}
      locked={create.isPending}
      title={T.newCategory}
      testId="category-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={create.isPending}>
            {MESSAGES.common.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending}>
            <SubmitLabel busy={create.isPending}>{T.save}</SubmitLabel>
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <Form.Group controlId={`${formId}-name`}>
          <Form.Label>{T.categoryName}</Form.Label>
          <Form.Control
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={EXPENSE_CATEGORY_NAME_MAX}
            autoComplete="off"
            autoFocus
          />
        </Form.Group>
      </Form>
    </AppModal>
  );
}
