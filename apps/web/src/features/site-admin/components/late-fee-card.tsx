import { type AdminSiteDto, type LateFeeSettings, readAmountText } from '@aidat/shared';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { useSetLateFee } from '../api/set-late-fee';

/** A typed rate read as amounts are ("2,5" or "2.5"); NaN when it is not one number. */
function rateOf(typed: string): number {
  const read = readAmountText(typed);
  return read && 'value' in read ? read.value : Number.NaN;
}

/** 'Gecikme Tazminatı': the site's due day, rate and start day (PRODUCT.md §12); the server checks them. */
export function LateFeeCard({ site }: { site: AdminSiteDto }) {
  const current = site.lateFee;
  const [enabled, setEnabled] = useState(current?.lateFeeEnabled ?? false);
  const [dueDay, setDueDay] = useState(String(current?.dueDay ?? 10));
  const [rate, setRate] = useState(String(current?.lateFeeRatePercent ?? 5).replace('.', ','));
  const [from, setFrom] = useState(current?.lateFeeFrom ?? '');
  const save = useSetLateFee();
  const toast = useToast();
  // The settings as last saved (the server's answer after a save): the form differs from them
  // only while it holds a change, and leaving then asks first.
  const [saved, setSaved] = useState<LateFeeSettings | undefined>(current);
  useLeaveGuard(
    enabled !== (saved?.lateFeeEnabled ?? false) ||
      Number(dueDay) !== (saved?.dueDay ?? 10) ||
      rateOf(rate) !== (saved?.lateFeeRatePercent ?? 5) ||
      from !== (saved?.lateFeeFrom ?? ''),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      dueDay: Number(dueDay),
      lateFeeEnabled: enabled,
      // Read as amounts are ("2,5" or "2.5"); what is not one number goes as null, which the server
      // refuses naming the field.
      lateFeeRatePercent: rateOf(rate),
      lateFeeFrom: from,
    };
    try {
      setSaved(await save.mutateAsync({ siteId: site.id, body }));
      toast.success(T.lateFeeSaved);
    } catch {
      // The API client has shown the server's reason.
    }
  };

  return (
    <Card className="h-100" data-testid="late-fee-card">
      <Card.Header as="h2" className="h6 mb-0">
        {T.lateFeeTitle}
      </Card.Header>
      <Card.Body>
        <Form onSubmit={submit} noValidate>
          <Form.Check
            id="late-fee-enabled"
            type="switch"
            label={T.lateFeeEnabled}
            checked={enabled}
            onChange={(e) => setEnabled(e.target.checked)}
          />
          <Form.Group controlId="late-fee-due-day" className="mt-2">
            <Form.Label>{T.dueDay}</Form.Label>
            <Form.Control inputMode="numeric" value={dueDay} onChange={(e) => setDueDay(e.target.value)} />
          </Form.Group>
          <Form.Group controlId="late-fee-rate" className="mt-2">
            <Form.Label>{T.lateFeeRate}</Form.Label>
            <Form.Control inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />
          </Form.Group>
          <Form.Group controlId="late-fee-from" className="mt-2">
            <Form.Label>{T.lateFeeFrom}</Form.Label>
            <Form.Control type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </Form.Group>
          <Form.Text className="d-block mt-2">{T.lateFeeHint}</Form.Text>
          <Button type="submit" className="mt-3" disabled={save.isPending}>
            <SubmitLabel busy={save.isPending}>{T.saveLateFee}</SubmitLabel>
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
