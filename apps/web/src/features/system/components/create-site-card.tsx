import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useToast } from '../../../components/ui/toast/use-toast';
import { MESSAGES, SYSTEM_SCREEN_TEXTS as T } from '../messages';
import { useCreateSite } from '../api/create-site';
import type { SiteDto } from '@aidat/shared';
import { EMPTY_SITE_FORM, isSiteFormComplete, type SiteFormValues, toCreateSitePayload } from './site-form-values';
import { SiteUnitsOffer } from './site-units-offer';

/**
 * 'Yeni Site Oluştur' (SPEC §2): name, address, block count, unit count and dues, all required;
 * once created, it offers the site's declared units (PRODUCT.md §14).
 */
export function CreateSiteCard() {
  const [values, setValues] = useState<SiteFormValues>(EMPTY_SITE_FORM);
  const [error, setError] = useState<string | null>(null);
  // The site just created, whose declared units are offered for creation (PRODUCT.md §14).
  const [created, setCreated] = useState<SiteDto | null>(null);
  const create = useCreateSite();
  const toast = useToast();
  const id = useId();

  const set = (field: keyof SiteFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isSiteFormComplete(values)) return;
    setError(null);
    try {
      setCreated(await create.mutateAsync(toCreateSitePayload(values)));
      toast.success(T.siteCreated);
      setValues(EMPTY_SITE_FORM);
    } catch (err) {
      setError(err instanceof Error ? err.message : MESSAGES.api.unexpected);
    }
  };

  return (
    <Card className="h-100" data-testid="create-site-card">
      <Card.Header as="h2" className="h6 mb-0">
        {MESSAGES.system.newSite}
      </Card.Header>
      <Card.Body>
        <Form onSubmit={onSubmit} aria-label={MESSAGES.system.newSite}>
          <Form.Group className="mb-2" controlId={`${id}-name`}>
            <Form.Label>{T.siteName}</Form.Label>
            <Form.Control value={values.name} onChange={set('name')} required maxLength={200} />
          </Form.Group>
          <Form.Group className="mb-2" controlId={`${id}-address`}>
            <Form.Label>{T.address}</Form.Label>
            <Form.Control value={values.address} onChange={set('address')} required maxLength={500} />
          </Form.Group>
          <Row className="g-2 mb-2">
            <Col xs={6}>
              <Form.Group controlId={`${id}-blocks`}>
                <Form.Label>{T.blockCount}</Form.Label>
                <Form.Control
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  value={values.blockCount}
                  onChange={set('blockCount')}
                  required
                />
              </Form.Group>
            </Col>
            <Col xs={6}>
              <Form.Group controlId={`${id}-units`}>
                <Form.Label>{T.unitCount}</Form.Label>
                <Form.Control
                  type="number"
                  min={1}
                  step={1}
                  inputMode="numeric"
                  value={values.unitCount}
                  onChange={set('unitCount')}
                  required
                />
              </Form.Group>
            </Col>
          </Row>
          <Form.Group className="mb-3" controlId={`${id}-dues`}>
            <Form.Label>{T.monthlyDues}</Form.Label>
            {/* Text, not a number field: a number field reads "1.500" as 1,5 (PRODUCT.md §12). */}
            <Form.Control
              inputMode="decimal"
              autoComplete="off"
              value={values.monthlyDuesAmount}
              onChange={set('monthlyDuesAmount')}
              required
            />
          </Form.Group>
          {error ? (
            <Alert variant="danger" className="py-2" data-testid="create-site-error">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" disabled={create.isPending || !isSiteFormComplete(values)}>
            {create.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            {T.createSite}
          </Button>
        </Form>
        {created ? <SiteUnitsOffer key={created.id} site={created} onDone={() => setCreated(null)} /> : null}
      </Card.Body>
    </Card>
  );
}
