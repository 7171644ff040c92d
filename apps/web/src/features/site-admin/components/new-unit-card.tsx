import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { MESSAGES, SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { useCreateUnit } from '../api/create-unit';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useLeaveGuard } from '../../../lib/use-leave-guard';

const EMPTY = { block: '', doorNumber: '', squareMeters: '', roomCount: '' };

/**
 * 'Yeni Daire Ekle' (SPEC §2, §5): no required-field checks here; the server trims, turns empty
 * m² and rooms into 0 and answers every rule (its message arrives as a toast).
 */
export function NewUnitCard({ siteId }: { siteId: number }) {
  const [form, setForm] = useState(EMPTY);
  // A unit typed and not added: leaving the page asks first.
  useLeaveGuard(JSON.stringify(form) !== JSON.stringify(EMPTY));
  const create = useCreateUnit();
  const once = useIdempotentSubmit();
  const toast = useToast();
  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = { siteId, ...form };
    try {
      if (!(await once(payload, (idempotencyKey) => create.mutateAsync({ payload, idempotencyKey })))) return;
      toast.success(T.unitCreated);
      setForm(EMPTY);
    } catch {
      // The API client has shown the server's reason.
    }
  };

  return (
    <Card className="h-100" data-testid="new-unit-card">
      <Card.Header as="h2" className="h6 mb-0">
        {MESSAGES.siteAdmin.newUnit}
      </Card.Header>
      <Card.Body>
        <Form onSubmit={submit} noValidate>
          <Row className="g-2">
            <Col xs={6}>
              <Form.Group controlId="new-unit-block">
                <Form.Label>{T.block}</Form.Label>
                <Form.Control value={form.block} onChange={set('block')} autoComplete="off" />
              </Form.Group>
            </Col>
            <Col xs={6}>
              <Form.Group controlId="new-unit-door">
                <Form.Label>{T.doorNumber}</Form.Label>
                <Form.Control value={form.doorNumber} onChange={set('doorNumber')} autoComplete="off" />
              </Form.Group>
            </Col>
            <Col xs={6}>
              <Form.Group controlId="new-unit-m2">
                <Form.Label>{T.squareMeters}</Form.Label>
                <Form.Control
                  type="number"
                  inputMode="numeric"
                  min={0}
                  value={form.squareMeters}
                  onChange={set('squareMeters')}
                />
              </Form.Group>
            </Col>
            <Col xs={6}>
              <Form.Group controlId="new-unit-rooms">
                <Form.Label>{T.roomCount}</Form.Label>
                <Form.Control
                  type="number"
                  inputMode="numeric"
                  min={0}
                  value={form.roomCount}
                  onChange={set('roomCount')}
                />
              </Form.Group>
            </Col>
          </Row>
          <Button type="submit" className="mt-3" disabled={create.isPending}>
            <SubmitLabel busy={create.isPending}>{T.addUnit}</SubmitLabel>
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
