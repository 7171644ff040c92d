import type { UnitDetail } from '@aidat/shared';
import type { MyUnit } from '@aidat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Button from 'react-bootstrap/Button';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { apiPaths, paths } from '../../../config/paths-common';
import { ApiError } from '../../../lib/api-client';
import { MESSAGES } from '../../../lib/messages-common';
import { RESIDENT_TEXTS } from '../../../lib/messages-resident';
import { useUnitDetail } from '../api/get-unit-detail';
import { UNIT_DETAIL_TEXTS } from '../messages-unit-detail';
import { LedgerSection } from './ledger-section';
import { ReceiptsSection, StatementDownload } from './unit-documents';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { UnitDetailHeader } from './unit-detail-header';
import { ReportIssueLink } from './report-issue-link';
import { CardPayLink } from './card-pay-link';
import { LastUpdated } from './last-updated';
import { PaymentInfoCard } from './payment-info-card';
import { UnpaidMonthsCard } from './unpaid-months-card';
import { answeredAtOf } from '../api/answered-at';
import { useOlderEntries } from './use-older-entries';
import { chargeTransactions, duesTransactions } from './unit-ledger-sections';

const MAX_ID = 2_147_483_647;

/**
 * What an owner or tenant who does not live in the unit sees of it (PRODUCT.md §16): its own chunk,
 * so the resident's unit page does not carry it.
 */
const UnitAccountView = lazy(() => import('./unit-account-view').then((m) => ({ default: m.UnitAccountView })));

/** The address's unit id, or null when it cannot be one (then nothing is asked of the server). */
function parseUnitId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}

function errorText(error: unknown): { text: string; retryable: boolean } {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 403) return { text: RESIDENT_TEXTS.detailForbidden, retryable: false };
  if (status === 404 || status === 400) return { text: RESIDENT_TEXTS.detailNotFound, retryable: false };
  return { text: RESIDENT_TEXTS.detailLoadFailed, retryable: true };
}

/** The balance as of today: the ledger's, less the late fees accrued to today (PRODUCT.md §12), in kuruş. */
const todaysBalance = (d: UnitDetail) =>
  (Math.round(d.totalOutstanding * 100) - Math.round(d.owedToday.lateFeeAccrued * 100)) / 100;

/**
 * Whether the unit is one the user owns or rents without living in it: known from the home's list
 * when it was read, else from the resident's detail answering 404 (it answers its resident only).
 */
function useAccountOnly(unitId: number | null): boolean {
  const queryClient = useQueryClient();
  if (unitId === null) return false;
  // The home's query (api/get-my-units.ts) by its key: imported, its module would become one more
  // file of the home's (scripts/bundle-report.mjs). An entry without `relations` is the resident's.
  const listed = queryClient.getQueryData<MyUnit[]>(['me', 'units'])?.find((u) => u.unitId === unitId);
  return listed?.relations !== undefined && !listed.relations.includes('resident');
}

/**
 * Unit detail (SPEC §2, PRODUCT.md §15): balances, the dues months still owed, how to pay (IBAN and
 * payment reference), every entry with the running balance, the 'Aidat' section, 'Gecikme Tazminatı' while the unit has late
 * fees (PRODUCT.md §12), and one section per additional charge.
 */
export function UnitDetailPage() {
  const params = useParams();
  const unitId = parseUnitId(params.unitId);
  const accountOnly = useAccountOnly(unitId);
  const detail = useUnitDetail(accountOnly ? null : unitId);
  const entries = useOlderEntries(unitId, detail.data);
  const navigate = useNavigate();
  const location = useLocation();
  // The first entry of a session has the key 'default': going back would leave the app.
  const goBack = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1));

  let body: ReactNode;
  if (unitId === null) {
    body = <ErrorState text={RESIDENT_TEXTS.detailNotFound} />;
  } else if (accountOnly || (detail.isError && detail.error instanceof ApiError && detail.error.status === 404)) {
    // An owner's or tenant's unit (PRODUCT.md §16); an unknown one says 'Daire bulunamadı.' there.
    body = (
      <Suspense fallback={<LoadingState />}>
        {/* Handed in rather than imported there: a module both import would be merged into this
            page's chunk, which then is no longer the page's own (vite.config.ts). */}
        <UnitAccountView
          unitId={unitId}
          footer={(account) => (
            <>
              {account.cardPayment && account.outstanding < 0 ? <CardPayLink unitId={unitId} /> : null}
              <ReportIssueLink unitId={unitId} />
            </>
          )}
        />
      </Suspense>
    );
  } else if (detail.isError) {
    const { text, retryable } = errorText(detail.error);
    body = <ErrorState text={text} onRetry={retryable ? () => void detail.refetch() : undefined} />;
  } else if (!detail.data) {
    body = <LoadingState />;
  } else {
    const { data } = detail;
    body = (
      <>
        <UnitDetailHeader
          unit={data.unit}
          totalOutstanding={todaysBalance(data)}
          accrued={data.owedToday.lateFeeAccrued > 0}
        />
        <LastUpdated at={answeredAtOf(apiPaths.me.unitDetail(unitId))} />
        <UnpaidMonthsCard detail={data} />
        <PaymentInfoCard bankAccount={data.bankAccount} paymentReference={data.unit.paymentReference} />
        {data.cardPayment && todaysBalance(data) < 0 ? <CardPayLink unitId={unitId} /> : null}
        <Accordion alwaysOpen className="shadow-sm">
          <LedgerSection
            eventKey="all"
            title={UNIT_DETAIL_TEXTS.allEntries}
            transactions={entries.transactions}
            emptyText={UNIT_DETAIL_TEXTS.noEntries}
            showBalance
            testId="all-entries"
          />
          <LedgerSection
            eventKey="dues"
            title={RESIDENT_TEXTS.dues}
            outstanding={data.currentOutstanding}
            transactions={duesTransactions(entries.transactions)}
            emptyText={RESIDENT_TEXTS.noDues}
          />
          {data.lateFeeOutstanding ? (
            <LedgerSection
              eventKey="late-fees"
              title={RESIDENT_TEXTS.lateFees}
              outstanding={data.lateFeeOutstanding}
              transactions={entries.transactions.filter((t) => t.type === 'gecikme_charge')}
              emptyText={RESIDENT_TEXTS.noLateFees}
            />
          ) : null}
          {data.additionalCharges.map((charge) => (
            <LedgerSection
              key={charge.id}
              eventKey={`charge-${charge.id}`}
              title={charge.title}
              outstanding={charge.outstanding}
              transactions={chargeTransactions(entries.transactions, charge.id)}
              emptyText={RESIDENT_TEXTS.noCharge(charge.title)}
            />
          ))}
          <ReceiptsSection transactions={entries.transactions} />
        </Accordion>
        {entries.hasMore ? (
          <Button
            variant="outline-secondary"
            className="w-100 mt-2"
            disabled={entries.loading}
            onClick={() => void entries.loadMore()}
          >
            <SubmitLabel busy={entries.loading}>{UNIT_DETAIL_TEXTS.olderEntries}</SubmitLabel>
          </Button>
        ) : null}
        <StatementDownload unitId={unitId} />
        <ReportIssueLink unitId={unitId} />
        <Link
          to={paths.siteBooks}
          className="card card-body shadow-sm mt-3 text-decoration-none"
          data-testid="site-books-link"
        >
          <span className="fw-semibold">
            <i className="bi bi-journal-text me-2" aria-hidden="true" />
            {UNIT_DETAIL_TEXTS.siteBooks}
          </span>
          <span className="small text-body-secondary">{UNIT_DETAIL_TEXTS.siteBooksHint}</span>
        </Link>
        {/* The site's approved işletme projesi against its spending (PRODUCT.md §13), its own page. */}
        <Link
          to="/site-budget"
          className="card card-body shadow-sm mt-3 text-decoration-none"
          data-testid="site-budget-link"
        >
          <span className="fw-semibold">
            <i className="bi bi-clipboard-data me-2" aria-hidden="true" />
            {UNIT_DETAIL_TEXTS.siteBudget}
          </span>
        </Link>
      </>
    );
  }

  return (
    <section>
      <Button variant="link" className="px-0 mb-2 text-decoration-none" onClick={goBack}>
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {MESSAGES.common.back}
      </Button>
      {body}
    </section>
  );
}
