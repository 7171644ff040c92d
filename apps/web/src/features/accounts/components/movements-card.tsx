import type { AccountDto, AccountMovementDto } from '@aidat/shared';
import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Money } from '../../../components/ui/money';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useMovements } from '../api/get-movements';
import { ACCOUNTS_SCREEN_TEXTS as T } from '../messages';
import { MovementsPager } from './movements-pager';
import { MovementsTable } from './movements-table';
import { ReverseTransferDialog } from './reverse-transfer-dialog';

const PAGE_SIZE = 25;

/** An account's movements, newest first, with the balance after each, within an optional date range. */
export function MovementsCard({ account }: { account: AccountDto }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [reversing, setReversing] = useState<(AccountMovementDto & { transferId: number }) | null>(null);
  // Blank days are left out of the query: the API reads them as "no limit".
  const movements = useMovements(account.id, {
    page,
    pageSize: PAGE_SIZE,
    from: from || undefined,
    to: to || undefined,
  });
  const setDay = (setter: (v: string) => void) => (value: string) => {
    setter(value);
    setPage(1);
  };

  let body: ReactNode;
  if (movements.isPending) body = <LoadingState />;
  else if (movements.isError) body = <ErrorState text={T.movementsLoadFailed} onRetry={() => movements.refetch()} />;
  else {
    const data = movements.data;
    body = (
      <>
        <dl className="d-flex flex-wrap gap-4 small mb-2" data-testid="movements-totals">
          <div>
            <dt className="fw-normal text-body-secondary">{T.balanceBefore}</dt>
            <dd className="mb-0">
              <Money value={data.balanceBefore} />
            </dd>
          </div>
          <div>
            <dt className="fw-normal text-body-secondary">{T.totalIn}</dt>
            <dd className="mb-0">
              <Money value={data.totals.in} signed={false} />
            </dd>
          </div>
          <div>
            <dt className="fw-normal text-body-secondary">{T.totalOut}</dt>
            <dd className="mb-0">
              <Money value={data.totals.out} signed={false} />
            </dd>
          </div>
          <div>
            <dt className="fw-normal text-body-secondary">{T.balanceAfter}</dt>
            <dd className="mb-0">
              <Money value={data.balanceAfter} />
            </dd>
          </div>
        </dl>
        {data.data.length === 0 ? (
          <EmptyState text={T.noMovements} />
        ) : (
          <>
            <MovementsTable movements={data.data} onReverseTransfer={setReversing} />
            <MovementsPager page={data.page} totalPages={data.totalPages} onPage={setPage} />
          </>
        )}
      </>
    );
  }

  return (
    <Card data-testid="movements-card">
      <Card.Body>
        <h2 className="h5">{T.movementsTitle(account.name)}</h2>
        <Row className="g-2 align-items-end mb-3">
          <Col xs={6} sm="auto">
            <Form.Group controlId="movements-from">
              <Form.Label>{T.from}</Form.Label>
              <Form.Control
                type="date"
                value={from}
                max={to || undefined}
                onChange={(e) => setDay(setFrom)(e.target.value)}
              />
            </Form.Group>
          </Col>
          <Col xs={6} sm="auto">
            <Form.Group controlId="movements-to">
              <Form.Label>{T.to}</Form.Label>
              <Form.Control
                type="date"
                value={to}
                min={from || undefined}
                onChange={(e) => setDay(setTo)(e.target.value)}
              />
            </Form.Group>
          </Col>
          {from || to ? (
            <Col xs="auto">
              <Button
                variant="outline-secondary"
                onClick={() => {
                  setFrom('');
                  setTo('');
                  setPage(1);
                }}
              >
                {T.clearFilter}
              </Button>
            </Col>
          ) : null}
        </Row>
        {body}
        {reversing ? <ReverseTransferDialog movement={reversing} onClose={() => setReversing(null)} /> : null}
      </Card.Body>
    </Card>
  );
}
