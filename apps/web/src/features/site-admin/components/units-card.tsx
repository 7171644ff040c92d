import type { AdminUnitDto } from '@aidat/shared';
import { type ReactNode, useDeferredValue, useMemo, useRef, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useConfirm } from '../../../components/ui/app-modal/confirm-context';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast/use-toast';
import { MESSAGES, SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { useUnits } from '../api/get-units';
import { useRemoveResident } from '../api/remove-resident';
import { EnforcementDialog } from './enforcement-dialog';
import { LandShareWarning } from './land-share-warning';
import { LedgerDialog } from './ledger-dialog';
import { PartiesDialog } from './parties-dialog';
import { PaymentDialog } from './payment-dialog';
import { ResidentDialog } from './resident-dialog';
import { UnitEditDialog } from './unit-edit-dialog';
import { filterUnits, nextUnitSort, receivableOf, sortUnits, UNIT_ORDER, type UnitSort } from './unit-list-view';
import { type UnitAction, UnitsTable } from './units-table';
import { UnitsToolbar } from './units-toolbar';

type DialogKind = 'resident' | 'payment' | 'ledger' | 'edit' | 'parties' | 'enforcement';

/**
 * 'Daireler': the site's units with their resident and balance, a search and two orders (by unit,
 * by balance), what the site is owed, and the per-unit actions.
 */
export function UnitsCard({ siteId }: { siteId: number }) {
  const units = useUnits(siteId);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<UnitSort>(UNIT_ORDER);
  const searchRef = useRef<HTMLInputElement>(null);
  // Typing stays quick on a site of a couple of thousand units: the table follows a beat later.
  const deferredSearch = useDeferredValue(search);
  const visible = useMemo(
    () => (units.data ? sortUnits(filterUnits(units.data, deferredSearch), sort) : []),
    [units.data, deferredSearch, sort],
  );
  const receivable = useMemo(() => receivableOf(units.data ?? []), [units.data]);
  const [dialog, setDialog] = useState<{ kind: DialogKind; unit: AdminUnitDto; key: number; show: boolean } | null>(
    null,
  );
  const confirm = useConfirm();
  const toast = useToast();
  const remove = useRemoveResident(siteId);

  const open = (kind: DialogKind, unit: AdminUnitDto) =>
    setDialog({ kind, unit, key: (dialog?.key ?? 0) + 1, show: true });
  const close = () => setDialog((d) => (d ? { ...d, show: false } : d));

  const onRemove = async (unit: AdminUnitDto) => {
    const label = T.unitLabel(unit.block, unit.doorNumber);
    const yes = await confirm({
      title: T.removeResidentTitle,
      body: T.removeResidentBody(unit.resident?.fullName ?? '', label),
      confirmText: T.removeResident,
      variant: 'danger',
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(unit.id);
      toast.success(T.residentRemoved);
    } catch {
      // The API client has shown the server's reason.
    }
  };

  // The clear button goes away with the empty list: the keyboard goes back to the search.
  const clearSearch = () => {
    setSearch('');
    searchRef.current?.focus();
  };

  const onAction = (action: UnitAction, unit: AdminUnitDto) => {
    if (action === 'removeResident') void onRemove(unit);
    else open(action, unit);
  };

  // The dialog shows the unit's row as the list has it now, so a reversal or payment made inside
  // it (which refreshes the list) updates the balance it shows; the opened copy is the fallback.
  const dialogUnit = dialog ? (units.data?.find((u) => u.id === dialog.unit.id) ?? dialog.unit) : null;

  let body: ReactNode;
  if (units.isPending) body = <LoadingState />;
  else if (units.isError) body = <ErrorState text={T.unitsLoadFailed} onRetry={() => units.refetch()} />;
  else if (units.data.length === 0) body = <EmptyState text={T.noUnits} />;
  else
    body = (
      <>
        <UnitsToolbar
          search={search}
          onSearch={setSearch}
          searchRef={searchRef}
          shown={visible.length}
          total={units.data.length}
          receivable={receivable}
        />
        <LandShareWarning siteId={siteId} />
        {visible.length === 0 ? (
          <EmptyState text={T.noMatchingUnits}>
            <button type="button" className="btn btn-link btn-sm mt-1" onClick={clearSearch}>
              {T.clearSearch}
            </button>
          </EmptyState>
        ) : (
          <UnitsTable
            units={visible}
            sort={sort}
            onSort={(key) => setSort((s) => nextUnitSort(s, key))}
            onAction={onAction}
          />
        )}
      </>
    );

  return (
    <Card data-testid="units-card">
      <Card.Header as="h2" className="h6 mb-0">
        {MESSAGES.siteAdmin.units}
        {units.data ? <span className="badge text-bg-secondary ms-2">{units.data.length}</span> : null}
      </Card.Header>
      <Card.Body className="p-0 p-sm-3">{body}</Card.Body>
      {dialog?.kind === 'resident' ? (
        <ResidentDialog key={dialog.key} show={dialog.show} siteId={siteId} unit={dialogUnit!} onClose={close} />
      ) : null}
      {dialog?.kind === 'payment' ? (
        <PaymentDialog key={dialog.key} show={dialog.show} siteId={siteId} unit={dialogUnit!} onClose={close} />
      ) : null}
      {dialog?.kind === 'ledger' ? (
        <LedgerDialog key={dialog.key} show={dialog.show} siteId={siteId} unit={dialogUnit!} onClose={close} />
      ) : null}
      {dialog?.kind === 'parties' ? (
        <PartiesDialog key={dialog.key} show={dialog.show} unit={dialogUnit!} onClose={close} />
      ) : null}
      {dialog?.kind === 'enforcement' ? (
        <EnforcementDialog key={dialog.key} show={dialog.show} siteId={siteId} unit={dialogUnit!} onClose={close} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <UnitEditDialog key={dialog.key} show={dialog.show} siteId={siteId} unit={dialogUnit!} onClose={close} />
      ) : null}
    </Card>
  );
}
