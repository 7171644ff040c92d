import {
  type AdminSiteDto,
  budgetPeriodLabel,
  DUES_MODES,
  type DuesMode,
  type DuesRuleDto,
  formatMoney,
} from '@aidat/shared';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Money } from '../../../components/ui/money';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { parseAmount } from '../../../lib/amount-input';
import { formatMonth, shiftMonth } from '../../../lib/month';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useDuesRule, useSetDuesRule } from '../api/dues-rule';
import { MESSAGES, SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';

/** How many months ahead a change can be planned from the card. */
const MONTHS_OFFERED = 12;

/** 'Daire başı 1.250,00 ₺' or 'Arsa payına göre, aylık toplam 30.000,00 ₺'. */
function RuleText({ rule }: { rule: DuesRuleDto }) {
  const mode = T.duesModes[rule.mode];
  return (
    <>
      {rule.mode === 'perUnit' ? mode : T.ruleTotalPrefix(mode)}{' '}
      <Money value={rule.amount} signed={false} className="fw-semibold" />
    </>
  );
}

/**
 * 'Site Aylık Aidat' (PRODUCT.md §12): the site's dues rule (the same for each unit, or a monthly
 * total split by arsa payı or m²) and the next change with its month. A new rule takes the first
 * month not charged yet unless a later one is chosen; months already charged never change, and
 * when the rule applies to this month the server charges it at once ('Aidat oluşturuldu').
 */
export function DuesCard({ site }: { site: AdminSiteDto }) {
  const dues = useDuesRule(site.id);
  const [mode, setMode] = useState<DuesMode>('perUnit');
  const [amount, setAmount] = useState('');
  // Empty: the server's default month, which the list shows first.
  const [month, setMonth] = useState('');
  const [done, setDone] = useState<{ charged: number; from: string } | null>(null);
  const save = useSetDuesRule(site.id);
  const once = useIdempotentSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    // The default month is left to the server (it knows what is charged by the time it answers),
    // unless an approved budget sets it: then the first month shown, after the budget's, is sent.
    const shown = months[0];
    const effectiveFrom = month || (shown && shown !== dues.data?.defaultEffectiveFrom ? shown : undefined);
    const payload = { mode, amount: parseAmount(amount), effectiveFrom };
    try {
      const answered: { result?: { charged: number; from: string } } = {};
      const sent = await once(payload, async (idempotencyKey) => {
        const answer = await save.mutateAsync({ payload, idempotencyKey });
        answered.result = { charged: answer.chargedUnits, from: answer.effectiveFrom };
      });
      if (!sent || !answered.result) return;
      setDone(answered.result);
      setAmount('');
      setMonth('');
    } catch {
      // The API client has shown the server's reason.
    }
  };

  let current = null;
  let months: string[] = [];
  if (dues.isPending) current = <LoadingState />;
  else if (dues.isError) current = <ErrorState text={T.duesRuleLoadFailed} onRetry={() => dues.refetch()} />;
  else {
    const { rule, pending, defaultEffectiveFrom, budgets } = dues.data;
    // A month an approved budget sets cannot be changed by hand: offered are the months around it.
    const byBudget = (m: string) => budgets.some((b) => b.periodStart <= m && m <= b.periodEnd);
    months = Array.from({ length: MONTHS_OFFERED + 12 }, (_, i) => shiftMonth(defaultEffectiveFrom, i))
      .filter((m) => !byBudget(m))
      .slice(0, MONTHS_OFFERED);
    current = (
      <>
        {budgets.map((b) => (
          <div key={b.id} className="alert alert-info py-2 mb-2" data-testid="dues-budget">
            <div className="fw-semibold">{T.duesByBudget(budgetPeriodLabel(b.periodStart, b.periodEnd))}</div>
            <div>
              {T.budgetMonthShares(
                formatMonth(b.month),
                formatMoney(b.perUnitMin),
                formatMoney(b.perUnitMax),
                formatMoney(b.monthTotal),
              )}
            </div>
            <div className="text-body-secondary">{T.budgetMonthsExcluded}</div>
          </div>
        ))}
        <dl className="mb-3 small" data-testid="dues-rule">
          <dt className="fw-normal text-body-secondary">{T.currentDues}</dt>
          <dd className="mb-2" data-testid="dues-current">
            <RuleText rule={rule} />
            {rule.effectiveFrom ? (
              <span className="text-body-secondary"> ({T.ruleSince(formatMonth(rule.effectiveFrom))})</span>
            ) : null}
          </dd>
          <dt className="fw-normal text-body-secondary">{T.nextChange}</dt>
          <dd className="mb-0" data-testid="dues-pending">
            {pending?.effectiveFrom ? (
              <>
                <span className="fw-semibold">{T.pendingChange(formatMonth(pending.effectiveFrom))}:</span>{' '}
                <RuleText rule={pending} />
              </>
            ) : (
              T.noPendingChange
            )}
          </dd>
        </dl>
      </>
    );
  }

  return (
    <Card className="h-100" data-testid="dues-card">
      <Card.Header as="h2" className="h6 mb-0">
        {MESSAGES.siteAdmin.monthlyDues}
      </Card.Header>
      <Card.Body>
        {current}
        <Form onSubmit={submit} noValidate>
          <Form.Group controlId="dues-mode" className="mb-2">
            <Form.Label>{T.duesMode}</Form.Label>
            <Form.Select value={mode} onChange={(e) => setMode(e.target.value as DuesMode)}>
              {DUES_MODES.map((m) => (
                <option key={m} value={m}>
                  {T.duesModes[m]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="dues-amount" className="mb-2">
            <Form.Label>{mode === 'perUnit' ? T.amountPerUnitLabel : T.amountTotalLabel}</Form.Label>
            <InputGroup>
              <Form.Control
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                autoComplete="off"
              />
              <InputGroup.Text>₺</InputGroup.Text>
            </InputGroup>
          </Form.Group>
          <Form.Group controlId="dues-month">
            <Form.Label>{T.effectiveFrom}</Form.Label>
            <Form.Select value={month || months[0] || ''} onChange={(e) => setMonth(e.target.value)}>
              {months.map((m) => (
                <option key={m} value={m}>
                  {formatMonth(m)}
                </option>
              ))}
            </Form.Select>
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
            <div className="small">{T.duesAppliesFrom(formatMonth(done.from))}</div>
            <div className="small">{T.duesCharged(done.charged)}</div>
          </Alert>
        ) : null}
      </Card.Body>
    </Card>
  );
}
