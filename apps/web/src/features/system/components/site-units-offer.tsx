import { BULK_UNITS_MAX, type DeclaredUnit, declaredUnits, type SiteDto, UNIT_LABEL_MAX } from '@aidat/shared';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useCreateSiteUnits } from '../api/create-site-units';
import { MESSAGES, SYSTEM_SCREEN_TEXTS as T } from '../messages';

/**
 * After 'Site Oluştur' (PRODUCT.md §14): the site's declared units, A1…An spread over its blocks,
 * editable in a small table and saved in one call, all or nothing. The server checks every row and
 * names what is wrong; nothing is saved until the whole list is right.
 */
export function SiteUnitsOffer({ site, onDone }: { site: SiteDto; onDone: () => void }) {
  const initial = useMemo(() => declaredUnits(site.blockCount, site.unitCount), [site]);
  const [rows, setRows] = useState<DeclaredUnit[]>(initial);
  const [error, setError] = useState<string | null>(null);
  // The cells the server's answer names ("units.3.doorNumber"), marked until the list changes.
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const save = useCreateSiteUnits();
  const once = useIdempotentSubmit();
  const toast = useToast();

  if (site.unitCount > BULK_UNITS_MAX) {
    return (
      <Alert variant="info" className="mt-3 mb-0" data-testid="site-units-offer" dismissible onClose={onDone}>
        {T.tooManyUnits(BULK_UNITS_MAX)}
      </Alert>
    );
  }

  const edit = (i: number, field: keyof DeclaredUnit, value: string) => {
    setInvalid(new Set());
    setRows((list) => list.map((row, j) => (j === i ? { ...row, [field]: value } : row)));
  };
  const remove = (i: number) => {
    setInvalid(new Set());
    setRows((list) => list.filter((_, j) => j !== i));
  };
  const marked = (i: number, field: keyof DeclaredUnit) =>
    invalid.has(`units.${i}.${field}`) ? { isInvalid: true, 'aria-invalid': true } : {};

  const submit = async () => {
    setError(null);
    setInvalid(new Set());
    const body = { units: rows };
    try {
      let created = 0;
      const sent = await once(body, async (idempotencyKey) => {
        created = (await save.mutateAsync({ siteId: site.id, body, idempotencyKey })).created;
      });
      if (!sent) return;
      toast.success(T.unitsSaved(created));
      onDone();
    } catch (err) {
      setError(err instanceof Error ? err.message : MESSAGES.api.unexpected);
      if (err instanceof ApiError) setInvalid(new Set(Object.keys(err.fields)));
    }
  };

  return (
    <div className="mt-3 border-top pt-3" data-testid="site-units-offer">
      <h3 className="h6">{T.unitsOfferTitle(site.name)}</h3>
      <p className="small text-body-secondary">{T.unitsOfferHint(site.unitCount, site.blockCount)}</p>
      <div style={{ maxHeight: '20rem', overflowY: 'auto' }} className="mb-2">
        <Table size="sm" className="mb-0 align-middle" aria-label={T.unitsTableLabel}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{T.unitBlock}</th>
              <th scope="col">{T.unitDoor}</th>
              <th scope="col" className="visually-hidden">
                {T.remove}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              // Rows are edited in place and only removed: the index is a stable enough key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={i} data-testid="site-unit-row">
                <td className="small text-body-secondary">{i + 1}</td>
                <td>
                  <Form.Control
                    size="sm"
                    value={row.block}
                    maxLength={UNIT_LABEL_MAX}
                    aria-label={`${T.unitRow(i + 1)}: ${T.unitBlock}`}
                    {...marked(i, 'block')}
                    onChange={(e) => edit(i, 'block', e.target.value)}
                  />
                </td>
                <td>
                  <Form.Control
                    size="sm"
                    value={row.doorNumber}
                    maxLength={UNIT_LABEL_MAX}
                    aria-label={`${T.unitRow(i + 1)}: ${T.unitDoor}`}
                    {...marked(i, 'doorNumber')}
                    onChange={(e) => edit(i, 'doorNumber', e.target.value)}
                  />
                </td>
                <td className="text-end">
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    aria-label={T.removeUnit(i + 1)}
                    onClick={() => remove(i)}
                  >
                    {T.remove}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      {error ? (
        <Alert variant="danger" className="py-2" data-testid="site-units-error">
          {error}
        </Alert>
      ) : null}
      <div className="d-flex gap-2">
        <Button onClick={() => void submit()} disabled={save.isPending || rows.length === 0}>
          <SubmitLabel busy={save.isPending}>{T.saveUnits(rows.length)}</SubmitLabel>
        </Button>
        <Button variant="outline-secondary" onClick={onDone} disabled={save.isPending}>
          {T.skipUnits}
        </Button>
      </div>
    </div>
  );
}
