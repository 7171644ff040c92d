import { ADDITIONAL_CHARGE_TITLE_MAX } from '@aidat/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { useCreateAdditionalCharge } from '../api/create-additional-charge';
import { useAdditionalCharges } from '../api/get-additional-charges';
import { parseAmount } from '../../../lib/amount-input';
import { todayInput } from '../../../lib/day-input';
import { SubmitLabel } from '../../../components/ui/submit-label';

/** 'Ek Bütçe': charge an amount to every unit of the site under a title, and the site's list. */
export function AdditionalChargesCard({ siteId }: { siteId: number }) {
  const [title, setTitle] = useState('');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(todayInput());
  const charges = useAdditionalCharges(siteId);
  const create = useCreateAdditionalCharge();
  const once = useIdempotentSubmit();
  const toast = useToast();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = { siteId, title, amountPerUnit: parseAmount(amount), date: date || undefined };
    try {
      let chargedUnits = 0;
      const sent = await once(payload, async (idempotencyKey) => {
        chargedUnits = (await create.mutateAsync({ payload, idempotencyKey })).chargedUnits;
      });
      if (!sent) return;
      toast.success(T.chargeCreated(chargedUnits));
      setTitle('');
      setAmount('');
    } catch {
      // The API client has shown the server's reason.
    }
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
              {T.perUnit}
            </th>
            <th scope="col" className="text-end">
              {T.chargeDate}
            </th>
          </tr>
        </thead>
        <tbody>
          {charges.data.map((c) => (
            <tr key={c.id} data-testid="charge-row">
              <td className="text-break">{c.title}</td>
              <td className="text-end">
                <Money value={c.amountPerUnit} signed={false} />
              </td>
              <td className="text-end text-nowrap">
                <DateText value={c.date} format="date" />
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
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={ADDITIONAL_CHARGE_TITLE_MAX}
              autoComplete="off"
            />
          </Form.Group>
          <Row className="g-2">
            <Col xs={6}>
              <Form.Group controlId="charge-amount">
                <Form.Label>{T.amountPerUnit}</Form.Label>
                <Form.Control
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  autoComplete="off"
                />
              </Form.Group>
            </Col>
            <Col xs={6}>
              <Form.Group controlId="charge-date">
                <Form.Label>{T.chargeDate}</Form.Label>
                <Form.Control type="date" value={date} max={todayInput()} onChange={(e) => setDate(e.target.value)} />
              </Form.Group>
            </Col>
          </Row>
          <Button type="submit" className="mt-3" disabled={create.isPending}>
            <SubmitLabel busy={create.isPending}>{T.createCharge}</SubmitLabel>
          </Button>
        </Form>
        {list}
      </Card.Body>
    </Card>
  );
}
