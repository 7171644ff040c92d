import type { CardPaymentSettingsDto } from '@aidat/shared';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { ApiError } from '../../../lib/api-client';
import { useCardSettings, useSaveCardSettings } from '../api/card-settings';
import { CARD_CHECKOUTS_TEXTS as T } from '../messages';

function SettingsForm({ siteId, settings }: { siteId: number; settings: CardPaymentSettingsDto }) {
  const save = useSaveCardSettings(siteId);
  const toast = useToast();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [rate, setRate] = useState(String(settings.commissionRatePercent).replace('.', ','));
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    try {
      await save.mutateAsync({ enabled, commissionRatePercent: rate.trim().replace(',', '.') });
      toast.success(T.saved);
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : T.settingsLoadFailed);
    }
  };
  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Form.Check
        type="switch"
        id={`card-enabled-${siteId}`}
        label={T.enabled}
        checked={enabled}
        onChange={(e) => setEnabled(e.target.checked)}
        className="mb-2"
      />
      <div className="small mb-2">
        {T.provider}: {settings.provider ? (T.providers[settings.provider] ?? settings.provider) : T.noProvider}
      </div>
      <Form.Group controlId={`card-rate-${siteId}`} className="mb-2" style={{ maxWidth: '14rem' }}>
        <Form.Label>{T.rate}</Form.Label>
        <Form.Control
          inputMode="decimal"
          value={rate}
          isInvalid={problem !== null}
          onChange={(e) => setRate(e.target.value)}
        />
        <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
      </Form.Group>
      <p className="small text-body-secondary mb-1">{T.rateHint}</p>
      <p className="small text-body-secondary">{T.posAccount}</p>
      <Button type="submit" disabled={save.isPending}>
        <SubmitLabel busy={save.isPending}>{T.save}</SubmitLabel>
      </Button>
    </Form>
  );
}

/** The site's card payment settings: on or off and the commission rate (PRODUCT.md §20). */
export function CardSettingsCard({ siteId }: { siteId: number }) {
  const settings = useCardSettings(siteId);
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {T.settings}
        </Card.Title>
        {settings.isPending ? (
          <LoadingState />
        ) : settings.isError ? (
          <ErrorState text={T.settingsLoadFailed} onRetry={() => void settings.refetch()} />
        ) : (
          <SettingsForm siteId={siteId} settings={settings.data} />
        )}
      </Card.Body>
    </Card>
  );
}
