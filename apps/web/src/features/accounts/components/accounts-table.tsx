import type { AccountDto } from '@aidat/shared';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { DateText } from '../../../components/ui/date-text';
import { Money } from '../../../components/ui/money';
import { ACCOUNTS_SCREEN_TEXTS as T } from '../messages';
import { STATEMENT_TEXTS } from '../statement-messages';
import { formatIban } from './iban-text';

/**
 * The site's accounts with their balances. The name is a button, so the keyboard reaches it; the
 * whole row answers a click too, the larger target on a phone.
 */
export function AccountsTable({
  accounts,
  selectedId,
  onSelect,
  onImportStatement,
}: {
  accounts: AccountDto[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  /** A bank account's statement upload (PRODUCT.md §14); without it the rows offer none. */
  onImportStatement?: (id: number) => void;
}) {
  return (
    <Table responsive hover size="sm" className="align-middle mb-0" aria-label={T.accountsTableLabel}>
      <thead>
        <tr>
          <th scope="col">{T.colName}</th>
          <th scope="col">{T.colKind}</th>
          <th scope="col">{T.colIban}</th>
          <th scope="col">{T.colOpening}</th>
          <th scope="col" className="text-end">
            {T.colBalance}
          </th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((a) => {
          const selected = a.id === selectedId;
          return (
            <tr
              key={a.id}
              data-testid="account-row"
              data-account={a.name}
              className={selected ? 'table-active' : undefined}
              onClick={() => onSelect(a.id)}
              style={{ cursor: 'pointer' }}
            >
              <td>
                <Button
                  variant="link"
                  className="p-0 text-start"
                  aria-pressed={selected}
                  aria-label={T.showMovements(a.name)}
                  onClick={(e) => {
                    // The row's own click would select it a second time.
                    e.stopPropagation();
                    onSelect(a.id);
                  }}
                >
                  {a.name}
                </Button>
                {a.isDefault ? (
                  <Badge bg="secondary" className="ms-2">
                    {T.defaultBadge}
                  </Badge>
                ) : null}
                {a.kind === 'banka' && onImportStatement ? (
                  <Button
                    size="sm"
                    variant="outline-primary"
                    className="ms-2 py-0"
                    data-testid="statement-import-button"
                    aria-label={STATEMENT_TEXTS.importStatementOf(a.name)}
                    onClick={(e) => {
                      e.stopPropagation();
                      onImportStatement(a.id);
                    }}
                  >
                    <i className="bi bi-upload me-1" aria-hidden="true" />
                    {STATEMENT_TEXTS.importStatement}
                  </Button>
                ) : null}
              </td>
              <td>{T.kindLabels[a.kind]}</td>
              <td className="text-nowrap small">{a.iban ? formatIban(a.iban) : '-'}</td>
              <td className="text-nowrap small">
                <Money value={a.openingBalance} signed={false} /> • <DateText value={a.openingDate} format="date" />
              </td>
              <td className="text-end" data-testid="account-balance">
                <Money value={a.balance} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
