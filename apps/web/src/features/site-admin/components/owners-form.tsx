import {
  EMAIL_MAX,
  formatPhone,
  type OwnerDto,
  PERSON_NAME_MAX,
  type PutOwnersBody,
  type SaleBody,
  sharesMakeWhole,
  UNIT_OWNERS_MAX,
} from '@aidat/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useQueryClient } from '@tanstack/react-query';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { ApiError } from '../../../lib/api-client';
import { todayInput } from '../../../lib/day-input';
import { dayText } from '../../../lib/day-text';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { MESSAGES } from '../messages';
import { PARTIES_SCREEN_TEXTS as T } from '../parties-messages';
import { usePutUnitOwners } from '../api/put-unit-owners';
import { siteAdminKeys } from '../api/query-keys';
import { useRecordSale } from '../api/record-sale';
import { ConfirmStep } from './confirm-step';
import { readShares, readWhole, shareSumText } from './owner-shares';
import { PhoneField, TextField } from './party-fields';

/** One owner as the form holds it; `key` stays with the row when another is removed. */
interface OwnerRow {
  key: number;
  fullName: string;
  phone: string;
  /** The number on record the phone field starts from (E.164). */
  initialPhone: string | null;
  email: string;
  shareNumerator: string;
  shareDenominator: string;
}

type OwnerField = 'fullName' | 'phone' | 'email' | 'shareNumerator' | 'shareDenominator';
const OWNER_FIELDS: readonly string[] = ['fullName', 'phone', 'email', 'shareNumerator', 'shareDenominator'];

type Typed = Omit<OwnerRow, 'key' | 'initialPhone'>;
const typedOf = ({ key, initialPhone, ...typed }: OwnerRow): Typed => typed;

const rowOf = (key: number, owner?: OwnerDto): OwnerRow =>
  owner
    ? {
        key,
        fullName: owner.fullName,
        // The phone field shows the number on record masked and hands that text back.
        phone: formatPhone(owner.phone),
        initialPhone: owner.phone,
        email: owner.email ?? '',
        shareNumerator: String(owner.shareNumerator),
        shareDenominator: String(owner.shareDenominator),
      }
    : { key, fullName: '', phone: '', initialPhone: null, email: '', shareNumerator: '', shareDenominator: '' };

/** A server field of the owners list: 'owners.1.phone' → row 1's phone. */
const ROW_FIELD = /^owners\.(\d+)\.(\w+)$/;

/** The day before a YYYY-MM-DD day: the previous owners' last day. */
export function dayBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** A sale's form: the day the new owners start, and what to do with the previous owners' final statement. */
export interface SaleMode {
  onSold: (finalStatementId: number | null) => void;
}

/**
 * 'Malikleri Düzelt' (PRODUCT.md §16): the current owners as rows to correct, add or remove, each
 * with its share as 'pay/payda'; the shares' sum is shown as typed and must be exactly 1 before
 * anything is sent. The server's refusals are shown on the row and field they name, one about the
 * whole list under the sum, any other above the form.
 *
 * With `sale`, the same rows are the new owners of a 'Satış': they start from one blank owner of
 * the whole unit, the sale day is asked first, and a confirmation says what happens to the
 * current owners (`owners`) before anything is sent.
 */
export function OwnersForm({
  unitId,
  owners,
  onDone,
  sale,
}: {
  unitId: number;
  owners: OwnerDto[];
  onDone: () => void;
  sale?: SaleMode;
}) {
  const [start] = useState(() => {
    // A unit with no owners yet, or a sale, starts from one owner of the whole unit.
    const rows =
      owners.length > 0 && !sale
        ? owners.map((o, i) => rowOf(i, o))
        : [{ ...rowOf(0), shareNumerator: '1', shareDenominator: '1' }];
    return { rows, typed: JSON.stringify(rows.map(typedOf)), today: todayInput() };
  });
  const [date, setDate] = useState(start.today);
  const [dateError, setDateError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<SaleBody | null>(null);
  const sell = useRecordSale(unitId);
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(start.rows);
  const nextKey = useRef(start.rows.length);
  const [rowErrors, setRowErrors] = useState<Record<number, Partial<Record<OwnerField, string>>>>({});
  const [listError, setListError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const correct = usePutUnitOwners(unitId);
  const save = sale ? sell : correct;
  const once = useIdempotentSubmit();
  const toast = useToast();
  const formId = useId();
  const sumId = `${formId}-sum`;

  // Owners typed or changed and not saved: leaving the page asks first.
  useLeaveGuard(JSON.stringify(rows.map(typedOf)) !== start.typed || date !== start.today);

  const shares = readShares(rows);
  const whole = shares !== null && sharesMakeWhole(shares);

  const edit = (key: number, field: OwnerField, value: string) => {
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    setRowErrors((errors) => ({ ...errors, [key]: { ...errors[key], [field]: undefined } }));
    setListError(null);
  };

  const addRow = () => {
    const key = nextKey.current++;
    setRows((rs) => [...rs, rowOf(key)]);
    setListError(null);
  };

  // A server's message names a row by its place in the list, which removing a row changes.
  const removeRow = (key: number) => {
    setRows((rs) => rs.filter((r) => r.key !== key));
    setRowErrors({});
    setListError(null);
  };

  const showRefusal = (err: unknown) => {
    const fields = err instanceof ApiError ? err.fields : {};
    const onRows: Record<number, Partial<Record<OwnerField, string>>> = {};
    let placed = false;
    for (const [name, message] of Object.entries(fields)) {
      const match = ROW_FIELD.exec(name);
      const row = match ? rows[Number(match[1])] : undefined;
      if (match && row && OWNER_FIELDS.includes(match[2])) {
        onRows[row.key] = { ...onRows[row.key], [match[2]]: message };
        placed = true;
      } else if (name === 'owners') {
        setListError(message);
        placed = true;
      } else if (name === 'date' && sale) {
        setDateError(message);
        placed = true;
      }
    }
    setRowErrors(onRows);
    if (!placed) setFormError(err instanceof Error ? err.message : MESSAGES.api.unexpected);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setListError(null);
    setRowErrors({});
    setDateError(undefined);
    // Shares that read as whole numbers are checked here, exactly as the server sums them; any
    // other text goes as typed, so the server names the row and field.
    if (shares !== null && !whole) {
      setListError(T.sharesMustAddUp);
      return;
    }
    const list: PutOwnersBody['owners'] = rows.map((r) => ({
      fullName: r.fullName,
      phone: r.phone,
      email: r.email.trim() || undefined,
      shareNumerator: readWhole(r.shareNumerator) ?? r.shareNumerator,
      shareDenominator: readWhole(r.shareDenominator) ?? r.shareDenominator,
    }));
    if (sale) {
      // Nothing is sent before the manager has read what the sale does.
      setConfirming({ date, owners: list });
      return;
    }
    const payload: PutOwnersBody = { owners: list };
    try {
      if (!(await once(payload, (idempotencyKey) => correct.mutateAsync({ payload, idempotencyKey })))) return;
      toast.success(T.ownersSaved);
      onDone();
    } catch (err) {
      showRefusal(err);
    }
  };

  const confirmSale = async (payload: SaleBody) => {
    if (!sale) return;
    try {
      let statementId: number | null = null;
      const sent = await once(payload, async (idempotencyKey) => {
        const answer = await sell.mutateAsync({ payload, idempotencyKey });
        const statement = answer.finalStatement;
        // Kept as given: opening it again reads nothing.
        if (statement) queryClient.setQueryData(siteAdminKeys.finalStatement(unitId, statement.id), statement);
        statementId = statement?.id ?? null;
      });
      if (!sent) return;
      toast.success(statementId === null ? T.saleNoStatement : T.saleRecorded);
      setConfirming(null);
      sale.onSold(statementId);
    } catch (err) {
      setConfirming(null);
      showRefusal(err);
    }
  };

  const title = sale ? T.sale : T.correctOwners;
  const names = (list: ReadonlyArray<{ fullName: string }>) => list.map((o) => o.fullName.trim()).join(', ');

  return (
    <>
      {confirming ? (
        <ConfirmStep
          title={T.saleConfirmTitle}
          body={
            owners.length > 0
              ? T.saleConfirmBody(
                  names(owners),
                  dayText(dayBefore(confirming.date)),
                  names(confirming.owners),
                  dayText(confirming.date),
                )
              : T.saleConfirmNoOwners(names(confirming.owners), dayText(confirming.date))
          }
          confirmText={T.saleConfirm}
          busy={sell.isPending}
          onConfirm={() => void confirmSale(confirming)}
          onBack={() => setConfirming(null)}
        />
      ) : null}
      <Form
        onSubmit={submit}
        noValidate
        data-testid={sale ? 'sale-form' : 'owners-form'}
        aria-label={title}
        // Kept while the confirmation shows: the phone fields hold what was typed.
        hidden={confirming !== null}
      >
        <h3 className="h6">{title}</h3>
        {formError ? (
          <Alert variant="danger" className="py-2" role="alert">
            {formError}
          </Alert>
        ) : null}
        {sale ? (
          <>
            <div className="mb-2">
              <TextField
                id={`${formId}-date`}
                type="date"
                label={T.saleDate}
                value={date}
                onChange={(v) => {
                  setDate(v);
                  setDateError(undefined);
                }}
                error={dateError}
              />
            </div>
            <p className="fw-semibold mb-2">{T.newOwners}</p>
          </>
        ) : null}
        {rows.map((row, i) => {
          const id = `${formId}-${row.key}`;
          const errors = rowErrors[row.key] ?? {};
          return (
            <fieldset key={row.key} className="border rounded p-2 mb-2 position-relative">
              <legend className="form-label fs-6 fw-semibold mb-1">{T.ownerN(i + 1)}</legend>
              <button
                type="button"
                className="btn btn-link btn-sm text-danger position-absolute top-0 end-0 m-1"
                onClick={() => removeRow(row.key)}
                disabled={rows.length === 1 || save.isPending}
                aria-label={T.removeOwner(i + 1)}
              >
                <i className="bi bi-x-lg" aria-hidden="true" />
              </button>
              <Row className="g-2">
                <Col md={6}>
                  <TextField
                    id={`${id}-name`}
                    label={T.fullName}
                    value={row.fullName}
                    onChange={(v) => edit(row.key, 'fullName', v)}
                    error={errors.fullName}
                    maxLength={PERSON_NAME_MAX}
                  />
                </Col>
                <Col md={6}>
                  <PhoneField
                    id={`${id}-phone`}
                    label={T.phone}
                    placeholder={T.phonePlaceholder}
                    initial={row.initialPhone}
                    onChange={(v) => edit(row.key, 'phone', v)}
                    error={errors.phone}
                  />
                </Col>
                <Col md={6}>
                  <TextField
                    id={`${id}-email`}
                    type="email"
                    label={T.email}
                    value={row.email}
                    onChange={(v) => edit(row.key, 'email', v)}
                    error={errors.email}
                    maxLength={EMAIL_MAX}
                  />
                </Col>
                <Col xs={6} md={3}>
                  <TextField
                    id={`${id}-numerator`}
                    label={T.shareNumerator}
                    value={row.shareNumerator}
                    onChange={(v) => edit(row.key, 'shareNumerator', v)}
                    error={errors.shareNumerator}
                    inputMode="numeric"
                  />
                </Col>
                <Col xs={6} md={3}>
                  <TextField
                    id={`${id}-denominator`}
                    label={T.shareDenominator}
                    value={row.shareDenominator}
                    onChange={(v) => edit(row.key, 'shareDenominator', v)}
                    error={errors.shareDenominator}
                    inputMode="numeric"
                  />
                </Col>
              </Row>
            </fieldset>
          );
        })}
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={addRow}
          disabled={rows.length >= UNIT_OWNERS_MAX || save.isPending}
        >
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {T.addOwner}
        </Button>
        <p
          id={sumId}
          className={`mt-2 mb-0 fw-semibold ${shares === null ? 'text-body-secondary' : whole ? 'text-success' : 'text-danger'}`}
          aria-live="polite"
          data-testid="share-sum"
        >
          {shares === null ? T.shareSumPending : T.shareSum(shareSumText(shares))}
        </p>
        {listError ? (
          <div className="invalid-feedback d-block" role="alert">
            {listError}
          </div>
        ) : null}
        <Form.Text as="p" className="mt-2">
          {sale ? T.saleHint : T.correctOwnersHint} {T.personHint}
        </Form.Text>
        <div className="d-flex justify-content-end gap-2">
          <Button variant="outline-secondary" onClick={onDone} disabled={save.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={save.isPending || (sale !== undefined && date === '')}>
            <SubmitLabel busy={save.isPending}>{sale ? T.continue : T.save}</SubmitLabel>
          </Button>
        </div>
      </Form>
    </>
  );
}
