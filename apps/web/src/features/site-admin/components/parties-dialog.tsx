import { useIsMutating } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { SITE_ADMIN_SCREEN_TEXTS } from '../messages';
import { PARTIES_SCREEN_TEXTS as T } from '../parties-messages';
import { useUnitParties } from '../api/get-unit-parties';
import { siteAdminKeys } from '../api/query-keys';
import { ClearanceButton } from './clearance-button';
import { FinalStatementPanel } from './final-statement-panel';
import { MoveOutForm } from './move-out-form';
import { OwnersForm } from './owners-form';
import { PartiesList } from './parties-list';
import type { UnitDialogProps } from './resident-dialog';
import { TenantForm } from './tenant-form';

type View = 'list' | 'owners' | 'tenant' | 'move-out' | 'sale' | { statement: number };

/**
 * 'Malikler ve Kiracı' of a unit (PRODUCT.md §16): its owners, tenant, former tenants and what was
 * done ('Geçmiş'), and in their place, one at a time, the form that corrects the owners, adds a
 * tenant, moves the tenant out or records a sale, or a final statement. A saved correction or
 * move-in answers the unit's parties, which the list then shows; a move-out or a sale shows the
 * final statement it gave.
 */
export function PartiesDialog({ show, unit, onClose }: Omit<UnitDialogProps, 'siteId'>) {
  const parties = useUnitParties(unit.id);
  const [view, setView] = useState<View>('list');
  const saving = useIsMutating({ mutationKey: siteAdminKeys.parties(unit.id) }) > 0;
  const toList = () => setView('list');
  const toStatement = (id: number | null) => setView(id === null ? 'list' : { statement: id });

  let body: ReactNode;
  // Once loaded, the list stays shown (and a form open) when a later refresh fails.
  if (parties.data === undefined)
    body = parties.isError ? <ErrorState text={T.loadFailed} onRetry={() => parties.refetch()} /> : <LoadingState />;
  else if (view === 'owners') body = <OwnersForm unitId={unit.id} owners={parties.data.owners} onDone={toList} />;
  else if (view === 'tenant') body = <TenantForm unitId={unit.id} onDone={toList} />;
  else if (view === 'move-out' && parties.data.tenant)
    body = <MoveOutForm unitId={unit.id} tenant={parties.data.tenant} onCancel={toList} onMovedOut={toStatement} />;
  else if (view === 'sale')
    body = <OwnersForm unitId={unit.id} owners={parties.data.owners} onDone={toList} sale={{ onSold: toStatement }} />;
  else if (typeof view === 'object')
    body = <FinalStatementPanel unitId={unit.id} id={view.statement} onBack={toList} />;
  else
    body = (
      <PartiesList
        parties={parties.data}
        onCorrectOwners={() => setView('owners')}
        onAddTenant={() => setView('tenant')}
        onMoveOut={() => setView('move-out')}
        onSale={() => setView('sale')}
        onOpenStatement={toStatement}
        clearance={<ClearanceButton unitId={unit.id} block={unit.block} doorNumber={unit.doorNumber} />}
      />
    );

  return (
    <AppModal
      show={show}
      onHide={onClose}
      size="lg"
      locked={saving}
      title={`${SITE_ADMIN_SCREEN_TEXTS.unitLabel(unit.block, unit.doorNumber)} • ${T.title}`}
      testId="parties-dialog"
      // A form has its own buttons; the list closes here.
      footer={
        view === 'list' || (view === 'move-out' && !parties.data?.tenant) ? (
          <Button variant="outline-secondary" onClick={onClose}>
            {T.close}
          </Button>
        ) : undefined
      }
    >
      {body}
    </AppModal>
  );
}
