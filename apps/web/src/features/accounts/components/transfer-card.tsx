import {
  ACCOUNTS_TEXTS,
  type AccountDto,
  CreateTransferBody,
  formatBalance,
  TRANSFER_DESCRIPTION_MAX,
} from '@aidat/shared';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { parseAmount } from '../../../lib/amount-input';
import { todayInput } from '../../../lib/day-input';
import { checkWithSchema } from '../../../lib/schema-check';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useCreateTransfer } from '../api/create-transfer';
import { ACCOUNTS_SCREEN_TEXTS as T } from '../messages';
import { useLeaveGuard } from '../../../lib/use-leave-guard';

/** 'Virman': money moved from one of the site's accounts to another, e.g. the kasa's cash into the bank. */
export function TransferCard({ accounts }: { accounts: AccountDto[] }) {
  const [fromId, setFromId] = useState<number | null>(null);
  const [toId, setToId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(todayInput());
  const [description, setDescription] = useState<string>(T.transferDefaultDescription);
  const [error, setError] = useState<string | null>(null);
  // An amount typed and not saved: leaving the page asks first.
  useLeaveGuard(amount.trim() !== '');
  const transfer = useCreateTransfer();
  const once = useIdempotentSubmit();
  const toast = useToast();

  // Until chosen: from the first account (the default) to the next one, the usual kasa → banka.
  const from = accounts.find((a) => a.id === fromId) ?? accounts[0];
  const to = accounts.find((a) => a.id === toId) ?? accounts.find((a) => a.id !== from?.id);
  const edited =
    <V,>(setter: (v: V) => void) =>
    (v: V) => {
      setError(null);
      setter(v);
    };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!from || !to) return;
    const payload = { fromAccountId: from.id, toAccountId: to.id, amount: parseAmount(amount), date, description };
    const checked = checkWithSchema(CreateTransferBody, payload);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    try {
      // Checked above, so the amount is a number: the body is the shared request type.
      const body = payload as CreateTransferBody;
      if (!(await once(body, (idempotencyKey) => transfer.mutateAsync({ payload: body, idempotencyKey })))) return;
      toast.success(ACCOUNTS_TEXTS.transferRecorded);
      setAmount('');
      setDescription(T.transferDefaultDescription);
    } catch {
      // The API client has shown the server's reason; the form keeps the values for a correction.
    }
  };

  const options = accounts.map((a) => (
    <option key={a.id} value={a.id}>
      {T.accountOption(a.name, formatBalance(a.balance))}
    </option>
  ));

  return (
    <Card data-testid="transfer-card">
      <Card.Body>
        <h2 className="h5">{T.transfer}</h2>
        {accounts.length < 2 ? (
          <p className="text-body-secondary mb-0">{T.needTwoAccounts}</p>
        ) : (
          <Form onSubmit={submit} noValidate>
            <p className="small text-body-secondary">{T.transferHint}</p>
            <Row className="g-2 mb-2">
              <Col sm={6}>
                <Form.Group controlId="transfer-from">
                  <Form.Label>{T.fromAccount}</Form.Label>
                  <Form.Select value={from?.id} onChange={(e) => edited(setFromId)(Number(e.target.value))}>
                    {options}
                  </Form.Select>
                </Form.Group>
              </Col>
              <Col sm={6}>
                <Form.Group controlId="transfer-to">
                  <Form.Label>{T.toAccount}</Form.Label>
                  <Form.Select value={to?.id} onChange={(e) => edited(setToId)(Number(e.target.value))}>
                    {options}
                  </Form.Select>
                </Form.Group>
              </Col>
            </Row>
            <Row className="g-2 mb-2">
              <Col sm={6}>
                <Form.Group controlId="transfer-amount">
                  <Form.Label>{T.amount}</Form.Label>
                  <Form.Control
                    inputMode="decimal"
                    autoComplete="off"
                    value={amount}
                    onChange={(e) => edited(setAmount)(e.target.value)}
                  />
                </Form.Group>
              </Col>
              <Col sm={6}>
                <Form.Group controlId="transfer-date">
                  <Form.Label>{T.date}</Form.Label>
                  <Form.Control
                    type="date"
                    value={date}
                    max={todayInput()}
                    onChange={(e) => edited(setDate)(e.target.value)}
                  />
                </Form.Group>
              </Col>
            </Row>
            <Form.Group controlId="transfer-description" className="mb-3">
              <Form.Label>{T.description}</Form.Label>
              <Form.Control
                value={description}
                maxLength={TRANSFER_DESCRIPTION_MAX}
                autoComplete="off"
                onChange={(e) => edited(setDescription)(e.target.value)}
              />
            </Form.Group>
            {error ? (
              <div className="alert alert-danger py-2" role="alert" data-testid="transfer-error">
                {error}
              </div>
            ) : null}
            <Button type="submit" disabled={transfer.isPending}>
              <SubmitLabel busy={transfer.isPending}>{T.saveTransfer}</SubmitLabel>
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
