import type { AdminSiteDto } from '@aidat/shared';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Money } from '../../../components/ui/money';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { MESSAGES, SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { useSetDuesAmount } from '../api/set-dues-amount';
import { parseAmount } from '../../../lib/amount-input';
import { SubmitLabel } from '../../../components/ui/submit-label';

/** 'Site Aylık Aidat': stores the monthly amount and charges this month where missing. */
export function DuesCard({ site }: { site: AdminSiteDto }) {
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<{ charged: number } | null>(null);
  const save = useSetDuesAmount();
  const once = useIdempotentSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const payload = { siteId: site.id, monthlyAmount: parseAmount(amount) };
    try {
      let charged = 0;
      const sent = await once(payload, async (idempotencyKey) => {
        charged = (await save.mutateAsync({ payload, idempotencyKey })).chargedUnits;
      });
      if (!sent) return;
      setDone({ charged });
      setAmount('');
    } catch {
      // The API client has shown the server's reason.
    }
  };

  return (
    <Card className="h-100" data-testid="dues-card">
      <Card.Header as="h2" className="h6 mb-0">
        {MESSAGES.siteAdmin.monthlyDues}
      </Card.Header>
      <Card.Body>
        <p className="mb-2">
          {T.currentDues}: <Money value={site.monthlyDuesAmount} signed={false} className="fw-semibold" />
        </p>
        <Form onSubmit={submit} noValidate>
          <Form.Group controlId="dues-amount">
            <Form.Label>{T.monthlyAmount}</Form.Label>
            <Form.Control
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              autoComplete="off"
            />
          </Form.Group>
          <Button type="submit" className="mt-3" disabled={save.isPending}>
            <SubmitLabel busy={save.isPending}>{T.saveDues}</SubmitLabel>
          </Button>
        </Form>
        {done ? (
          <Alert
            variant="success"
            className="mt-3 mb-0"
            onClose={() => setDone(null)}
            dismissible
            data-testid="dues-success"
          >
            <strong>{MESSAGES.siteAdmin.duesCreated}</strong>
            <div className="small">{T.duesCharged(done.charged)}</div>
          </Alert>
        ) : null}
      </Card.Body>
    </Card>
  );
}
