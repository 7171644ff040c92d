import { type AdminSiteDto, declaredUnits } from '@aidat/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { useToast } from '../../../components/ui/toast/use-toast';
import { paths } from '../../../config/paths';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useDuesRule } from '../api/dues-rule';
import { useUnits } from '../api/get-units';
import { useCreateDeclaredUnits, useSiteAccounts } from '../api/site-setup';
import { SETUP_TEXTS as T } from '../setup-messages';
import { SiteImportDialog } from './site-import-dialog';

function Step({
  done,
  title,
  hint,
  children,
}: {
  done: boolean;
  title: string;
  hint: string;
  children?: React.ReactNode;
}) {
  return (
    <li className="d-flex gap-2 mb-2" data-testid="setup-step" data-done={done}>
      <i
        className={`bi ${done ? 'bi-check-circle-fill text-success' : 'bi-circle text-body-secondary'}`}
        role="img"
        aria-label={done ? T.done : T.notDone}
      />
      <div>
        <strong>{title}</strong>
        <div className="small text-body-secondary">{hint}</div>
        {children}
      </div>
    </li>
  );
}

/**
 * A new site's first run (PRODUCT.md §14): while it has no units, a short checklist of units,
 * residents, a bank account and the monthly dues, each done or not from the site's own data;
 * always, the 'İçe Aktar' of units, residents and opening balances from one file.
 */
export function SiteSetupCard({ site }: { site: AdminSiteDto }) {
  const units = useUnits(site.id);
  const firstRun = units.isSuccess && units.data.length === 0;
  const accounts = useSiteAccounts(site.id, firstRun);
  const dues = useDuesRule(site.id);
  const create = useCreateDeclaredUnits(site.id);
  const once = useIdempotentSubmit();
  const toast = useToast();
  const [importing, setImporting] = useState(false);
  const [dialogKey, setDialogKey] = useState(0);

  const openImport = () => {
    setDialogKey((k) => k + 1);
    setImporting(true);
  };
  const createDeclared = async () => {
    const list = declaredUnits(site.blockCount, site.unitCount);
    try {
      if (await once(list, (idempotencyKey) => create.mutateAsync({ units: list, idempotencyKey })))
        toast.success(T.declaredCreated(list.length));
    } catch {
      // The API client has shown the server's reason.
    }
  };

  const importButton = (
    <Button size="sm" variant="outline-primary" onClick={openImport} data-testid="site-import-button">
      <i className="bi bi-file-earmark-arrow-up me-1" aria-hidden="true" />
      {T.importButton}
    </Button>
  );

  return (
    <>
      {firstRun ? (
        <Card border="primary" data-testid="first-run-card">
          <Card.Body>
            <h2 className="h5">{T.firstRunTitle}</h2>
            <p className="small text-body-secondary">{T.firstRunHint}</p>
            <ol className="list-unstyled mb-0">
              <Step done={false} title={T.stepUnits} hint={T.stepUnitsHint}>
                <div className="d-flex flex-wrap gap-2 mt-1">
                  {site.unitCount > 0 ? (
                    <Button size="sm" onClick={createDeclared} disabled={create.isPending}>
                      {T.createDeclared(site.unitCount)}
                    </Button>
                  ) : null}
                  {importButton}
                </div>
              </Step>
              <Step done={false} title={T.stepResidents} hint={T.stepResidentsHint} />
              <Step
                done={(accounts.data ?? []).some((a) => a.kind === 'banka')}
                title={T.stepAccounts}
                hint={T.stepAccountsHint}
              >
                <Link to={paths.accounts} className="small">
                  {T.goAccounts}
                </Link>
              </Step>
              <Step done={(dues.data?.rule.amount ?? 0) > 0} title={T.stepDues} hint={T.stepDuesHint} />
            </ol>
          </Card.Body>
        </Card>
      ) : (
        <div className="d-flex justify-content-end">{importButton}</div>
      )}
      <SiteImportDialog key={dialogKey} siteId={site.id} show={importing} onClose={() => setImporting(false)} />
    </>
  );
}
