import { formatPhone, type PartiesDto, type TenantDto } from '@aidat/shared';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Money } from '../../../components/ui/money';
import { dayText } from '../../../lib/day-text';
import { PARTIES_SCREEN_TEXTS as T } from '../parties-messages';
import { PartyEvents } from './party-events';

/** A section's heading with its action beside it. */
function SectionHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <h3 className="h6 mb-0 flex-grow-1">{title}</h3>
      {action}
    </div>
  );
}

/** A name with the e-mail, when there is one, under it. */
function Person({ fullName, email }: { fullName: string; email: string | null }) {
  return (
    <>
      <div>{fullName}</div>
      {email ? <div className="small text-body-secondary text-break">{email}</div> : null}
    </>
  );
}

function TenantsTable({
  label,
  tenants,
  past,
  owed,
}: {
  label: string;
  tenants: TenantDto[];
  past: boolean;
  /** The current tenant's debt today, shown beside the rent. */
  owed?: number | null;
}) {
  return (
    <Table responsive size="sm" className="mb-0 align-middle small" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{T.colName}</th>
          <th scope="col">{T.colPhone}</th>
          <th scope="col">{T.since}</th>
          {past ? <th scope="col">{T.until}</th> : null}
          <th scope="col" className="text-end">
            {T.monthlyRent}
          </th>
          {past ? null : (
            <th scope="col" className="text-end">
              {T.tenantOwed}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {tenants.map((t) => (
          <tr key={t.id} data-testid={past ? 'past-tenant-row' : 'tenant-row'}>
            <td>
              <Person fullName={t.fullName} email={t.email} />
            </td>
            <td className="text-nowrap">{formatPhone(t.phone)}</td>
            <td className="text-nowrap">{dayText(t.since)}</td>
            {past ? <td className="text-nowrap">{dayText(t.until)}</td> : null}
            <td className="text-end">
              <Money value={t.monthlyRent} signed={false} />
            </td>
            {past ? null : (
              <td className="text-end" data-testid="tenant-owed">
                {/* Owed is a debt: shown as the balance it makes (red, negative). */}
                <Money value={owed === null || owed === undefined ? owed : -owed} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * A unit's parties as the manager sees them (PRODUCT.md §16): the current owners with their
 * shares, the current tenant with the rent and what they owe today, the former tenants, latest
 * first, and 'Geçmiş'; beside each, its actions. `clearance` is the 'Borcu Yoktur Yazısı' button.
 */
export function PartiesList({
  parties,
  onCorrectOwners,
  onAddTenant,
  onMoveOut,
  onSale,
  onOpenStatement,
  clearance,
}: {
  parties: PartiesDto;
  onCorrectOwners: () => void;
  onAddTenant: () => void;
  onMoveOut: () => void;
  onSale: () => void;
  onOpenStatement: (id: number) => void;
  clearance?: ReactNode;
}) {
  return (
    <>
      {clearance}
      <section className="mb-4" data-testid="owners-section">
        <SectionHeader
          title={T.owners}
          action={
            <>
              <Button variant="outline-primary" size="sm" onClick={onCorrectOwners}>
                {T.correctOwners}
              </Button>
              <Button variant="outline-primary" size="sm" onClick={onSale}>
                {T.sale}
              </Button>
            </>
          }
        />
        {parties.owners.length === 0 ? (
          <p className="text-body-secondary mb-0">{T.noOwners}</p>
        ) : (
          <Table responsive size="sm" className="mb-0 align-middle small" aria-label={T.owners}>
            <thead>
              <tr>
                <th scope="col">{T.colName}</th>
                <th scope="col">{T.colPhone}</th>
                <th scope="col" className="text-end">
                  {T.share}
                </th>
                <th scope="col">{T.since}</th>
              </tr>
            </thead>
            <tbody>
              {parties.owners.map((o) => (
                <tr key={o.id} data-testid="owner-row">
                  <td>
                    <Person fullName={o.fullName} email={o.email} />
                  </td>
                  <td className="text-nowrap">{formatPhone(o.phone)}</td>
                  <td className="text-end text-nowrap">{T.shareOf(o.shareNumerator, o.shareDenominator)}</td>
                  <td className="text-nowrap">{dayText(o.since)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
      <section className="mb-4" data-testid="tenant-section">
        <SectionHeader
          title={T.tenant}
          action={
            // One current tenant at most: a second is refused until the first has moved out.
            parties.tenant ? (
              <Button variant="outline-danger" size="sm" onClick={onMoveOut}>
                {T.moveOut}
              </Button>
            ) : (
              <Button variant="outline-primary" size="sm" onClick={onAddTenant}>
                {T.addTenant}
              </Button>
            )
          }
        />
        {parties.tenant ? (
          <TenantsTable label={T.tenant} tenants={[parties.tenant]} past={false} owed={parties.tenantOwed} />
        ) : (
          <p className="text-body-secondary mb-0">{T.noTenant}</p>
        )}
      </section>
      <section className="mb-4" data-testid="past-tenants-section">
        <SectionHeader title={T.pastTenants} />
        {parties.pastTenants.length === 0 ? (
          <p className="text-body-secondary mb-0">{T.noPastTenants}</p>
        ) : (
          <TenantsTable label={T.pastTenants} tenants={parties.pastTenants} past />
        )}
      </section>
      <section data-testid="history-section">
        <SectionHeader title={T.history} />
        {/* An answer of before 'Geçmiş' has none. */}
        <PartyEvents events={parties.events ?? []} onOpenStatement={onOpenStatement} />
      </section>
    </>
  );
}
