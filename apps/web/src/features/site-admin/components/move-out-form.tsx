import type { MoveOutBody, TenantDto } from '@aidat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useToast } from '../../../components/ui/toast/use-toast';
import { ApiError } from '../../../lib/api-client';
import { todayInput } from '../../../lib/day-input';
import { dayText } from '../../../lib/day-text';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { MESSAGES } from '../messages';
import { PARTIES_SCREEN_TEXTS as T } from '../parties-messages';
import { useMoveOutTenant } from '../api/move-out-tenant';
import { siteAdminKeys } from '../api/query-keys';
import { ConfirmStep } from './confirm-step';
import { TextField } from './party-fields';

/**
 * 'Kiracı Çıkışı' (PRODUCT.md §16): the tenancy's last day (today by default), then a confirmation
 * that says what will happen, then the move-out; its answer is the tenancy's final statement,
 * handed to `onMovedOut` to be shown. A refusal on the day ('Tarih bugünden sonra olamaz.', a day
 * before the tenancy began) is shown under the day; any other above the form.
 */
export function MoveOutForm({
  unitId,
  tenant,
  onCancel,
  onMovedOut,
}: {
  unitId: number;
  tenant: TenantDto;
  onCancel: () => void;
  onMovedOut: (finalStatementId: number) => void;
}) {
  const [date, setDate] = useState(todayInput);
  const [confirming, setConfirming] = useState(false);
  const [dateError, setDateError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const moveOut = useMoveOutTenant(unitId);
  const once = useIdempotentSubmit();
  const toast = useToast();
  const queryClient = useQueryClient();
  const formId = useId();

  const ask = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setDateError(undefined);
    setConfirming(true);
  };

  const confirm = async () => {
    const payload: MoveOutBody = { date };
    try {
      let statementId: number | null = null;
      const sent = await once(payload, async (idempotencyKey) => {
        const answer = await moveOut.mutateAsync({ payload, idempotencyKey });
        // Kept as given: opening it again reads nothing.
        queryClient.setQueryData(siteAdminKeys.finalStatement(unitId, answer.finalStatement.id), answer.finalStatement);
        statementId = answer.finalStatement.id;
      });
      if (!sent || statementId === null) return;
      toast.success(T.movedOut);
      onMovedOut(statementId);
    } catch (err) {
      setConfirming(false);
      const fields = err instanceof ApiError ? err.fields : {};
      if (fields.date) setDateError(fields.date);
      else setFormError(err instanceof Error ? err.message : MESSAGES.api.unexpected);
    }
  };

  if (confirming)
    return (
      <ConfirmStep
        title={T.moveOutConfirmTitle}
        body={T.moveOutConfirmBody(tenant.fullName, dayText(date))}
        confirmText={T.moveOutConfirm}
        busy={moveOut.isPending}
        onConfirm={() => void confirm()}
        onBack={() => setConfirming(false)}
      />
    );

  return (
    <Form onSubmit={ask} noValidate data-testid="move-out-form" aria-label={T.moveOut}>
      <h3 className="h6">
        {T.moveOut}: {tenant.fullName}
      </h3>
      {formError ? (
        <Alert variant="danger" className="py-2" role="alert">
          {formError}
        </Alert>
      ) : null}
      <TextField
        id={`${formId}-date`}
        type="date"
        label={T.moveOutDate}
        value={date}
        onChange={(v) => {
          setDate(v);
          setDateError(undefined);
        }}
        error={dateError}
      />
      <Form.Text as="p" className="mt-2">
        {T.moveOutHint}
      </Form.Text>
      <div className="d-flex justify-content-end gap-2">
        <Button variant="outline-secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={date === ''}>
          {T.continue}
        </Button>
      </div>
    </Form>
  );
}
