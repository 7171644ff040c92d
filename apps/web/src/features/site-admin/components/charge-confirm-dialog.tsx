import { formatMoney } from '@aidat/shared';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import type { ChargePreview } from './additional-charge-form';

const lira = (kurus: number) => formatMoney(kurus / 100);

/**
 * The last look before an ek bütçe is charged: how many units, what total and, for a split or
 * instalments, each unit's part as the server will post it (the same shared split, PRODUCT.md §12).
 */
export function ChargeConfirmDialog({
  preview,
  showParts,
  busy,
  onConfirm,
  onCancel,
}: {
  preview: Extract<ChargePreview, { ok: true }> | null;
  showParts: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AppModal
      show={preview !== null}
      onHide={onCancel}
      title={T.confirmChargeTitle}
      locked={busy}
      testId="charge-confirm"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            {T.cancel}
          </Button>
          <Button onClick={onConfirm} disabled={busy} data-testid="charge-confirm-submit">
            <SubmitLabel busy={busy}>{T.confirmCharge}</SubmitLabel>
          </Button>
        </>
      }
    >
      {preview ? (
        <>
          <p className="fw-semibold mb-2" data-testid="charge-summary">
            {T.chargeSummary(preview.units, lira(preview.totalKurus))}
          </p>
          {preview.installments > 1 ? <p className="small mb-2">{T.installmentNote(preview.installments)}</p> : null}
          {preview.skipped > 0 ? (
            <p className="small text-body-secondary mb-2">{T.previewSkipped(preview.skipped)}</p>
          ) : null}
          {showParts ? (
            <div style={{ maxHeight: '18rem', overflowY: 'auto' }}>
              <Table size="sm" className="mb-0" aria-label={T.previewTableLabel}>
                <thead>
                  <tr>
                    <th scope="col">{T.previewUnit}</th>
                    <th scope="col" className="text-end">
                      {T.previewPart}
                    </th>
                    {preview.installments > 1 ? (
                      <th scope="col" className="text-end">
                        {T.previewFirstInstallment}
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row) => (
                    <tr key={row.unitId} data-testid="charge-preview-row">
                      <td>{row.label}</td>
                      <td className="text-end text-nowrap">{lira(row.amountKurus)}</td>
                      {row.firstInstallmentKurus !== null ? (
                        <td className="text-end text-nowrap">{lira(row.firstInstallmentKurus)}</td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          ) : null}
        </>
      ) : null}
    </AppModal>
  );
}
