import { type AccountDto, PAYMENT_METHODS, type PaymentMethod } from '@aidat/shared';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { todayInput } from '../../../lib/day-input';
import { COLLECTIONS_TEXTS as T } from '../messages';

export interface BatchSettingsProps {
  accounts: AccountDto[];
  accountId: number;
  method: PaymentMethod;
  date: string;
  disabled: boolean;
  onAccount: (id: number) => void;
  onMethod: (method: PaymentMethod) => void;
  onDate: (date: string) => void;
}

/** What the whole batch shares, chosen once above the table: the account, the method and the day. */
export function BatchSettings(props: BatchSettingsProps) {
  const { accounts, accountId, method, date, disabled } = props;
  return (
    <Row className="g-2 mb-3">
      <Col sm={6} lg={4}>
        <Form.Group controlId="collection-account">
          <Form.Label>{T.account}</Form.Label>
          <Form.Select value={accountId} disabled={disabled} onChange={(e) => props.onAccount(Number(e.target.value))}>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.isDefault ? T.defaultAccount(a.name) : a.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Col>
      <Col sm={6} lg={4}>
        <Form.Group controlId="collection-method">
          <Form.Label>{T.method}</Form.Label>
          <Form.Select
            value={method}
            disabled={disabled}
            onChange={(e) => props.onMethod(e.target.value as PaymentMethod)}
          >
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {T.methodLabels[m]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Col>
      <Col sm={6} lg={4}>
        <Form.Group controlId="collection-date">
          <Form.Label>{T.date}</Form.Label>
          <Form.Control
            type="date"
            value={date}
            max={todayInput()}
            disabled={disabled}
            onChange={(e) => props.onDate(e.target.value)}
          />
        </Form.Group>
      </Col>
    </Row>
  );
}
