import {
  ACCOUNT_NAME_MAX,
  ACCOUNTS_TEXTS,
  CreateAccountBody,
  MANUAL_ACCOUNT_KINDS,
  type ManualAccountKind,
  turkishIbanProblem,
} from '@aidat/shared';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { parseAmount } from '../../../lib/amount-input';
import { todayInput } from '../../../lib/day-input';
import { checkWithSchema } from '../../../lib/schema-check';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useCreateAccount } from '../api/create-account';
import { ACCOUNTS_SCREEN_TEXTS as T } from '../messages';

const EMPTY = {
  name: '',
  kind: 'kasa' as ManualAccountKind,
  iban: '',
  openingBalance: '',
  openingDate: '',
  isDefault: false,
};

/** 'Yeni Hesap': a kasa, or a banka with its IBAN, with the balance it starts from. */
export function NewAccountCard({ siteId }: { siteId: number }) {
  const [form, setForm] = useState({ ...EMPTY, openingDate: todayInput() });
  const [ibanLeft, setIbanLeft] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAccount();
  const once = useIdempotentSubmit();
  const toast = useToast();

  const set = (patch: Partial<typeof form>) => {
    setError(null);
    setForm((f) => ({ ...f, ...patch }));
  };
  // The shared IBAN check, said as soon as the field is left rather than only on submit, in the
  // words of what is wrong: its shape, or check digits that do not match (a mistyped digit).
  const ibanProblem =
    form.kind === 'banka' && ibanLeft && form.iban.trim() !== '' ? turkishIbanProblem(form.iban) : null;
  const ibanWrong = ibanProblem !== null;
  const ibanMessage = ibanProblem === 'checksum' ? ACCOUNTS_TEXTS.ibanChecksum : ACCOUNTS_TEXTS.ibanInvalid;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = {
      siteId,
      name: form.name,
      kind: form.kind,
      iban: form.kind === 'banka' ? form.iban : undefined,
      // Blank is a zero opening balance: most new accounts start empty.
      openingBalance: form.openingBalance.trim() === '' ? 0 : parseAmount(form.openingBalance),
      openingDate: form.openingDate,
      isDefault: form.isDefault,
    };
    const checked = checkWithSchema(CreateAccountBody, payload);
    if (!checked.ok) {
      setIbanLeft(true);
      setError(checked.error);
      return;
    }
    try {
      // Checked above, so the amount is a number: the body is the shared request type.
      const body = payload as CreateAccountBody;
      if (!(await once(body, (idempotencyKey) => create.mutateAsync({ payload: body, idempotencyKey })))) return;
      toast.success(ACCOUNTS_TEXTS.accountCreated);
      setForm({ ...EMPTY, openingDate: todayInput() });
      setIbanLeft(false);
    } catch {
      // The API client has shown the server's reason; the form keeps the values for a correction.
    }
  };

  return (
    <Card data-testid="new-account-card">
      <Card.Body>
        <h2 className="h5">{T.newAccount}</h2>
        <Form onSubmit={submit} noValidate>
          <Form.Group controlId="new-account-name" className="mb-2">
            <Form.Label>{T.name}</Form.Label>
            <Form.Control
              value={form.name}
              maxLength={ACCOUNT_NAME_MAX}
              autoComplete="off"
              onChange={(e) => set({ name: e.target.value })}
            />
          </Form.Group>
          <Form.Group controlId="new-account-kind" className="mb-2">
            <Form.Label>{T.kind}</Form.Label>
            <Form.Select value={form.kind} onChange={(e) => set({ kind: e.target.value as ManualAccountKind })}>
              {MANUAL_ACCOUNT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {T.kindLabels[k]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {form.kind === 'banka' ? (
            <Form.Group controlId="new-account-iban" className="mb-2">
              <Form.Label>{T.iban}</Form.Label>
              <Form.Control
                value={form.iban}
                placeholder={T.ibanPlaceholder}
                autoComplete="off"
                spellCheck={false}
                isInvalid={ibanWrong}
                aria-invalid={ibanWrong || undefined}
                aria-describedby={ibanWrong ? 'new-account-iban-error' : undefined}
                onChange={(e) => set({ iban: e.target.value })}
                onBlur={() => setIbanLeft(true)}
              />
              <Form.Control.Feedback type="invalid" id="new-account-iban-error">
                {ibanMessage}
              </Form.Control.Feedback>
            </Form.Group>
          ) : null}
          <Form.Group controlId="new-account-opening" className="mb-2">
            <Form.Label>{T.openingBalance}</Form.Label>
            <Form.Control
              inputMode="decimal"
              autoComplete="off"
              value={form.openingBalance}
              placeholder="0,00"
              onChange={(e) => set({ openingBalance: e.target.value })}
            />
          </Form.Group>
          <Form.Group controlId="new-account-opening-date" className="mb-2">
            <Form.Label>{T.openingDate}</Form.Label>
            <Form.Control
              type="date"
              value={form.openingDate}
              max={todayInput()}
              onChange={(e) => set({ openingDate: e.target.value })}
            />
          </Form.Group>
          <Form.Check
            id="new-account-default"
            className="mb-3"
            label={T.isDefault}
            checked={form.isDefault}
            onChange={(e) => set({ isDefault: e.target.checked })}
          />
          {/* A wrong IBAN is already said beside its field. */}
          {error && !(ibanWrong && error === ibanMessage) ? (
            <div className="alert alert-danger py-2" role="alert" data-testid="new-account-error">
              {error}
            </div>
          ) : null}
          <Button type="submit" disabled={create.isPending}>
            <SubmitLabel busy={create.isPending}>{T.createAccount}</SubmitLabel>
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
