import { formatMoney, type SiteImportResultDto } from '@aidat/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { useToast } from '../../../components/ui/toast/use-toast';
import { apiPaths } from '../../../config/paths';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useSiteImport } from '../api/site-setup';
import { SETUP_TEXTS as T } from '../setup-messages';

/**
 * 'İçe Aktar' (PRODUCT.md §14): the template to download, the file checked first (every row's
 * problems in a table, by row number), then 'Kaydet' once the whole file is valid.
 */
export function SiteImportDialog({ siteId, show, onClose }: { siteId: number; show: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<SiteImportResultDto | null>(null);
  const run = useSiteImport(siteId);
  const once = useIdempotentSubmit();
  const toast = useToast();

  const check = async () => {
    if (!file) {
      setError(T.fileRequired);
      return;
    }
    try {
      setChecked(await run.mutateAsync({ file, dryRun: true }));
    } catch {
      // The API client has shown why the file could not be read.
    }
  };

  const save = async () => {
    if (!file || !checked?.valid) return;
    try {
      const sent = await once({ name: file.name, size: file.size, modified: file.lastModified }, (idempotencyKey) =>
        run.mutateAsync({ file, dryRun: false, idempotencyKey }),
      );
      if (!sent) return;
      toast.success(T.saved);
      onClose();
    } catch {
      // The API client has shown the server's reason; nothing was written.
    }
  };

  return (
    <AppModal
      show={show}
      onHide={onClose}
      size="lg"
      title={T.importTitle}
      testId="site-import-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose}>
            {T.close}
          </Button>
          <Button variant="outline-primary" onClick={check} disabled={run.isPending}>
            <SubmitLabel busy={run.isPending && !checked?.valid}>{T.check}</SubmitLabel>
          </Button>
          <Button onClick={save} disabled={!checked?.valid || run.isPending}>
            <SubmitLabel busy={run.isPending && !!checked?.valid}>{T.save}</SubmitLabel>
          </Button>
        </>
      }
    >
      <p className="small text-body-secondary">{T.importHint}</p>
      <p>
        <a href={apiPaths.siteAdmin.siteImportTemplate(siteId)} download>
          <i className="bi bi-download me-1" aria-hidden="true" />
          {T.downloadTemplate}
        </a>
      </p>
      <Form.Group controlId="site-import-file" className="mb-3">
        <Form.Label>{T.file}</Form.Label>
        <Form.Control
          type="file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          isInvalid={error !== null}
          onChange={(e) => {
            setError(null);
            setChecked(null);
            setFile((e.target as HTMLInputElement).files?.[0] ?? null);
          }}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Group>
      {checked?.valid ? (
        <Alert variant="success" data-testid="site-import-ready">
          {T.ready(checked.units, checked.residents, checked.openingBalances, formatMoney(checked.openingBalanceTotal))}
        </Alert>
      ) : null}
      {checked && !checked.valid ? (
        <>
          <h3 className="h6">{T.problemsTitle}</h3>
          <Table size="sm" responsive data-testid="site-import-problems">
            <thead>
              <tr>
                <th scope="col">{T.colRow}</th>
                <th scope="col">{T.colProblem}</th>
              </tr>
            </thead>
            <tbody>
              {checked.problems.flatMap((p) =>
                p.problems.map((text, i) => (
                  <tr key={`${p.row}-${text}`}>
                    <td>{i === 0 ? p.row : ''}</td>
                    <td className="small">{text}</td>
                  </tr>
                )),
              )}
            </tbody>
          </Table>
        </>
      ) : null}
    </AppModal>
  );
}
