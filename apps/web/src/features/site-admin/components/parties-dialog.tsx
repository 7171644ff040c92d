import { useIsMutating } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { SITE_ADMIN_SCREEN_TEXTS } from '../messages';
import { PARTIES_SCREEN_TEXTS as T } from '../parties-messages';
import { useUnitParties } from '../api/get-unit-parties';
import { siteAdminKeys } from '../api/query-keys';
import { OwnersForm } from './owners-form';
import { PartiesList } from './parties-list';
import type { UnitDialogProps } from './resident-dialog';
import { TenantForm } from './tenant-form';

type View = 'list' | 'owners' | 'tenant';

/**
 * 'Malikler ve Kiracı' of a unit (PRODUCT.md §16): its owners, tenant and former tenants, and in
 * their place, one at a time, the form that corrects the owners or adds a tenant. A saved form
 * answers the unit's parties, which the list then shows.
 */
export function PartiesDialog({ show, unit, onClose }: Omit<UnitDialogProps, 'siteId'>) {
  const parties = useUnitParties(unit.id);
  const [view, setView] = useState<View>('list');
  const saving = useIsMutating({ mutationKey: siteAdminKeys.parties(unit.id) }) > 0;
  const toList = () => setView('list');

  let body: ReactNode;
  // Once loaded, the list stays shown (and a form open) when a later refresh fails.
  if (parties.data === undefined)
    body = parties.isError ? <ErrorState text={T.loadFailed} onRetry={() => parties.refetch()} /> : <LoadingState />;
  else if (view === 'owners') body = <OwnersForm unitId={unit.id} owners={parties.data.owners} onDone={toList} />;
  else if (view === 'tenant') body = <TenantForm unitId={unit.id} onDone={toList} />;
  else
    body = (
      <PartiesList
        parties={parties.data}
        onCorrectOwners={() => setView('owners')}
        onAddTenant={() => setView('tenant')}
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
        view === 'list' ? (
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
