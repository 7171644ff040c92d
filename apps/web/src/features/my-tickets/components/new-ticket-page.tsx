import type { MyUnit } from '@aidat/shared';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { paths } from '../../../config/paths-common';
import { useMyUnits } from '../api/get-my-units';
import { MY_TICKETS_TEXTS as T } from '../messages';
import { NewTicketForm } from './new-ticket-form';

/** The units a person may report for, each once (an owner who also lives in the flat is listed once). */
function distinctUnits(units: MyUnit[]): MyUnit[] {
  const seen = new Set<number>();
  return units.filter((u) => !seen.has(u.unitId) && seen.add(u.unitId));
}

/**
 * 'Yeni Talep' (PRODUCT.md §17): a ticket for one of the person's units, with up to 5 photos or
 * PDFs. Reached from 'Taleplerim', the home and a unit's page (`?unitId=` chooses that unit).
 */
export function NewTicketPage() {
  const units = useMyUnits();
  // useLocation rather than useSearchParams: react-router lives in the app shell, and the shell
  // would carry that hook's code for this page alone (scripts/bundle-report.mjs).
  const asked = Number(new URLSearchParams(useLocation().search).get('unitId'));

  let body: ReactNode;
  if (units.isPending) body = <LoadingState />;
  else if (units.isError) body = <ErrorState text={T.unitsLoadFailed} onRetry={() => void units.refetch()} />;
  else {
    const list = distinctUnits(units.data);
    body =
      list.length === 0 ? (
        <EmptyState text={T.noUnits} />
      ) : (
        <NewTicketForm units={list} initialUnitId={list.some((u) => u.unitId === asked) ? asked : list[0].unitId} />
      );
  }

  return (
    <section>
      <Link to={paths.myTickets} className="d-inline-block mb-2 text-decoration-none">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {T.back}
      </Link>
      <h1 className="h3 mb-3">{T.newTitle}</h1>
      {body}
    </section>
  );
}
