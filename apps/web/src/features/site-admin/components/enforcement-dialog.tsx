import { useIsMutating } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { ENFORCEMENT_SCREEN_TEXTS as T } from '../enforcement-messages';
import { SITE_ADMIN_SCREEN_TEXTS } from '../messages';
import { useEnforcement } from '../api/get-enforcement';
import { siteAdminKeys } from '../api/query-keys';
import { EnforcementEndForm } from './enforcement-end-form';
import { EnforcementFile } from './enforcement-file';
import { EnforcementHistory } from './enforcement-history';
import { EnforcementStartForm } from './enforcement-start-form';
import { EnforcementState } from './enforcement-state';
import type { UnitDialogProps } from './resident-dialog';

type View = 'overview' | 'start' | 'end';

/**
 * 'İcra Takibi' of a unit (PRODUCT.md §21): whether it is under icra and since when, the lawyer's
 * file, every period so far, and in the state's place, one at a time, the form that starts or ends
 * it. A saved start or end answers the unit's icra, which the dialog then shows.
 */
export function EnforcementDialog({ show, siteId, unit, onClose }: UnitDialogProps) {
  const enforcement = useEnforcement(unit.id);
  const [view, setView] = useState<View>('overview');
  const saving = useIsMutating({ mutationKey: siteAdminKeys.enforcement(unit.id) }) > 0;
  const toOverview = () => setView('overview');

  let body: ReactNode;
  // Once loaded, the state stays shown (and a form open) when a later refresh fails.
  if (enforcement.data === undefined)
    body = enforcement.isError ? (
      <ErrorState text={T.loadFailed} onRetry={() => enforcement.refetch()} />
    ) : (
      <LoadingState />
    );
  else
    body = (
      <>
        {view === 'start' ? (
          <EnforcementStartForm siteId={siteId} unitId={unit.id} onDone={toOverview} />
        ) : view === 'end' ? (
          <EnforcementEndForm siteId={siteId} unitId={unit.id} onDone={toOverview} />
        ) : (
          <EnforcementState
            enforcement={enforcement.data}
            onStart={() => setView('start')}
            onEnd={() => setView('end')}
          />
        )}
        <EnforcementFile unitId={unit.id} />
        <EnforcementHistory history={enforcement.data.history} />
      </>
    );

  return (
    <AppModal
      show={show}
      onHide={onClose}
      size="lg"
      locked={saving}
      title={`${SITE_ADMIN_SCREEN_TEXTS.unitLabel(unit.block, unit.doorNumber)} • ${T.title}`}
      testId="enforcement-dialog"
      footer={
        <Button variant="outline-secondary" onClick={onClose} disabled={saving}>
          {T.close}
        </Button>
      }
    >
      {body}
    </AppModal>
  );
}
