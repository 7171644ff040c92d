import {
  ADDITIONAL_CHARGE_SPLITS,
  ADDITIONAL_CHARGE_TITLE_MAX,
  type AdditionalChargeDto,
  type AdditionalChargeSplit,
  CHARGED_TO,
  type ChargedTo,
  INSTALLMENTS_MAX,
  INSTALLMENTS_MIN,
} from '@aidat/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { todayInput } from '../../../lib/day-input';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useCreateAdditionalCharge } from '../api/create-additional-charge';
import { useAdditionalCharges } from '../api/get-additional-charges';
import { useUnits } from '../api/get-units';
import { SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import {
  type ChargeFormValues,
  type ChargePreview,
  chargeFormTouched,
  previewCharge,
  toChargePayload,
} from './additional-charge-form';
import { ChargeConfirmDialog } from './charge-confirm-dialog';
import { UndoChargeDialog } from './undo-charge-dialog';

const INSTALLMENT_CHOICES = Array.from(
  { length: INSTALLMENTS_MAX - INSTALLMENTS_MIN + 1 },
  (_, i) => INSTALLMENTS_MIN + i,
);

const emptyForm = (): ChargeFormValues => ({
  title: '',
  split: 'perUnit',
  chargedTo: 'owner',
  amount: '',
  installments: '',
  date: todayInput(),
});

/**
 * 'Ek Bütçe': charge the site's units under a title — an amount per unit, or a total split equally,
 * by arsa payı or by m², at once or in monthly instalments — after a confirmation that says how
 * many units and what total; the site's list, where a whole ek bütçe can be undone with a reason.
 */
export function AdditionalChargesCard({ siteId }: { siteId: number }) {
  const [values, setValues] = useState<ChargeFormValues>(emptyForm);
  const [confirming, setConfirming] = useState<Extract<ChargePreview, { ok: true }> | null>(null);
  const [splitProblem, setSplitProblem] = useState<string | null>(null);
  const [undoing, setUndoing] = useState<AdditionalChargeDto | null>(null);
  const charges = useAdditionalCharges(siteId);
  const units = useUnits(siteId);
  const create = useCreateAdditionalCharge();
  const once = useIdempotentSubmit();
  const toast = useToast();
  useLeaveGuard(chargeFormTouched(values));

  const set = (field: keyof ChargeFormValues) => (e: { target: { value: string } }) => {
    setSplitProblem(null);
    setValues((v) => ({ ...v, [field]: e.target.value }));
  };

  const send = async () => {
    const payload = toChargePayload(siteId, values);
    try {
      let chargedUnits = 0;
      const sent = await once(payload, async (idempotencyKey) => {
        chargedUnits = (await create.mutateAsync({ payload, idempotencyKey })).chargedUnits;
      });
      if (!sent) return;
      toast.success(T.chargeCreated(chargedUnits));
      setConfirming(null);
      setValues((v) => ({ ...emptyForm(), date: v.date }));
    } catch {
      // The API client has shown the server's reason.
      setConfirming(null);
    }
  };

  // The confirmation needs the units; a form the browser cannot preview (no title, an amount that
  // is not a number) goes straight to the server, whose answer names the field.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const preview = values.title.trim() && units.data ? previewCharge(units.data, values) : null;
    if (preview === null) return void send();
    if (!preview.ok) return setSplitProblem(preview.message);
    if (preview.units === 0) return setSplitProblem(T.noUnitsForCharge);
    setConfirming(preview);
  };

  let list: ReactNode;
  if (charges.isPending) list = <LoadingState />;
  else if (charges.isError) list = <ErrorState text={T.chargesLoadFailed} onRetry={() => charges.refetch()} />;
  else if (charges.data.length === 0) list = <EmptyState text={T.noCharges} />;
  else {
    list = (
      <Table responsive size="sm" className="mb-0 align-middle" aria-label={T.chargesTableLabel}>
        <thead>
          <tr>
            <th scope="col">{T.chargeTitle}</th>
            <th scope="col" className="text-end">
              {T.chargeAmount}
            </th>
            <th scope="col" className="text-end">
              {T.chargeDate}
            </th>
            <th scope="col" className="visually-hidden">
              {T.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {charges.data.map((c) => (
            <tr key={c.id} data-testid="charge-row" className={c.cancelledAt ? 'text-body-secondary' : undefined}>
              <td className="text-break">
                {c.cancelledAt ? <s>{c.title}</s> : c.title}
                <div className="small text-body-secondary">
                  {T.splitShort[c.split]} · {T.chargedToShort[c.chargedTo]}
                  {c.installments > 1 ? ` · ${T.installmentsShort(c.installments)}` : ''}
                </div>
                {c.cancelledAt ? (
                  <Badge bg="secondary" title={c.cancelReason ? T.cancelledBecause(c.cancelReason) : undefined}>
                    {T.cancelledBadge}
                  </Badge>
                ) : null}
              </td>
              <td className="text-end">
                <Money value={c.amountPerUnit ?? c.totalAmount} signed={false} />
              </td>
              <td className="text-end text-nowrap">
                <DateText value={c.date} format="date" />
              </td>
              <td className="text-end">
                {c.cancelledAt ? null : (
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => setUndoing(c)}
                    aria-label={T.undoChargeOf(c.title)}
                    data-testid="undo-charge"
                  >
                    {T.undoCharge}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }

  return (
    <Card className="h-100" data-testid="charges-card">
      <Card.Header as="h2" className="h6 mb-0">
        {T.chargesTitle}
      </Card.Header>
      <Card.Body>
        <Form onSubmit={submit} noValidate className="mb-3">
          <Form.Group controlId="charge-title" className="mb-2">
            <Form.Label>{T.chargeTitle}</Form.Label>
            <Form.Control
              value={values.title}
              onChange={set('title')}
              maxLength={ADDITIONAL_CHARGE_TITLE_MAX}
              autoComplete="off"
            />
          </Form.Group>
          <Form.Group controlId="charge-split" className="mb-2">
            <Form.Label>{T.chargeSplit}</Form.Label>
            <Form.Select value={values.split} onChange={set('split')}>
              {ADDITIONAL_CHARGE_SPLITS.map((split: AdditionalChargeSplit) => (
                <option key={split} value={split}>
                  {T.splitLabels[split]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="charge-charged-to" className="mb-2">
            <Form.Label>{T.chargedTo}</Form.Label>
            <Form.Select value={values.chargedTo} onChange={set('chargedTo')}>
              {CHARGED_TO.map((to: ChargedTo) => (
                <option key={to} value={to}>
                  {T.chargedToLabels[to]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Row className="g-2">
            <Col xs={6}>
              <Form.Group controlId="charge-amount">
                <Form.Label>{values.split === 'perUnit' ? T.amountPerUnit : T.totalAmount}</Form.Label>
                <Form.Control inputMode="decimal" value={values.amount} onChange={set('amount')} autoComplete="off" />
              </Form.Group>
            </Col>
            <Col xs={6}>
              <Form.Group controlId="charge-installments">
                <Form.Label>{T.installments}</Form.Label>
                <Form.Select value={values.installments} onChange={set('installments')}>
                  <option value="">{T.noInstallments}</option>
                  {INSTALLMENT_CHOICES.map((n) => (
                    <option key={n} value={String(n)}>
                      {T.installmentsOption(n)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col xs={6}>
              <Form.Group controlId="charge-date">
                <Form.Label>{T.chargeDate}</Form.Label>
                <Form.Control type="date" value={values.date} max={todayInput()} onChange={set('date')} />
              </Form.Group>
            </Col>
          </Row>
          {splitProblem ? (
            <Alert variant="warning" className="py-2 mt-3 mb-0" data-testid="charge-split-problem">
              {splitProblem}
            </Alert>
          ) : null}
          <Button type="submit" className="mt-3" disabled={create.isPending}>
            <SubmitLabel busy={create.isPending}>{T.createCharge}</SubmitLabel>
          </Button>
        </Form>
        {list}
      </Card.Body>
      <ChargeConfirmDialog
        preview={confirming}
        showParts={values.split !== 'perUnit' || Number(values.installments) > 1}
        busy={create.isPending}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(null)}
      />
      <UndoChargeDialog siteId={siteId} charge={undoing} onClose={() => setUndoing(null)} />
    </Card>
  );
}
