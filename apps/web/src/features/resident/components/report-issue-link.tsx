import { Link } from 'react-router';
import { paths } from '../../../config/paths-common';
import { RESIDENT_TICKET_TEXTS as T } from '../messages-tickets';

/** 'Arıza / Talep Bildir' on a unit's page: the new ticket form with this unit chosen (PRODUCT.md §17). */
export function ReportIssueLink({ unitId }: { unitId: number }) {
  return (
    <Link
      to={`${paths.myTicketNew}?unitId=${encodeURIComponent(unitId)}`}
      className="card card-body shadow-sm mt-3 text-decoration-none"
      data-testid="report-issue-link"
    >
      <span className="fw-semibold">
        <i className="bi bi-tools me-2" aria-hidden="true" />
        {T.report}
      </span>
      <span className="small text-body-secondary">{T.reportHint}</span>
    </Link>
  );
}
