import { formatMoney, kurusToLira } from '@aidat/shared';
import { type RefObject, useId } from 'react';
import { SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';

/**
 * Above the units table: the search (filtering as typed; Escape empties it), how many units it
 * shows, and what the whole site is owed with the number of units owing.
 */
export function UnitsToolbar({
  search,
  onSearch,
  searchRef,
  shown,
  total,
  receivable,
}: {
  search: string;
  onSearch: (search: string) => void;
  searchRef?: RefObject<HTMLInputElement | null>;
  shown: number;
  total: number;
  receivable: { totalKurus: number; owingUnits: number };
}) {
  const searchId = useId();
  return (
    // The card body has no padding on a phone (the table uses the width); the toolbar keeps its own.
    <div className="d-flex flex-wrap align-items-center column-gap-3 row-gap-2 mb-2 px-2 pt-2 px-sm-0 pt-sm-0">
      <div className="flex-grow-1" style={{ minWidth: '12rem', maxWidth: '24rem' }}>
        <label htmlFor={searchId} className="visually-hidden">
          {T.searchUnits}
        </label>
        <input
          id={searchId}
          ref={searchRef}
          type="search"
          className="form-control form-control-sm"
          placeholder={T.searchUnitsPlaceholder}
          autoComplete="off"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && search !== '') {
              e.preventDefault();
              onSearch('');
            }
          }}
        />
      </div>
      {/* Always in the page, so screen readers hear the count change as the search narrows. */}
      <span role="status" className="small text-body-secondary" data-testid="units-shown">
        {shown === total ? '' : T.unitsShown(shown, total)}
      </span>
      {/* The two parts wrap apart on a narrow screen rather than push the card wider. */}
      <div className="small ms-sm-auto d-flex flex-wrap column-gap-2" data-testid="units-receivable">
        <span className="fw-semibold text-nowrap">
          {T.totalReceivable(formatMoney(kurusToLira(receivable.totalKurus)))}
        </span>
        <span className="text-body-secondary text-nowrap">{T.owingUnits(receivable.owingUnits)}</span>
      </div>
    </div>
  );
}
