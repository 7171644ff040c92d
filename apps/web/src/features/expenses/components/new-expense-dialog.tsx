import { EXPENSE_DESCRIPTION_MAX, EXPENSE_INVOICE_NO_MAX, EXPENSE_VENDOR_MAX } from '@aidat/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { Money } from '../../../components/ui/money';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useCreateExpense } from '../api/create-expense';
import { useAccounts } from '../api/get-accounts';
import { useCategories } from '../api/get-categories';
import { EXPENSES_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { parseAmount } from '../../../lib/amount-input';
import { todayInput } from './form-values';
import { SubmitLabel } from '../../../components/ui/submit-label';

/**
 * 'Yeni Gider': paid from one of the site's accounts, in a category, on a day. The server checks
 * every rule and names the field; a choice not made is left out, so it answers that it is required.
 */
export function NewExpenseDialog({ siteId, onClose }: { siteId: number; onClose: () => void }) {
  const accounts = useAccounts(siteId);
  const categories = useCategories(siteId);
  const [accountId, setAccountId] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [date, setDate] = useState(todayInput());
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [vendor, setVendor] = useState('');
  const [invoiceNo, setInvoiceNo] = useState('');
  const create = useCreateExpense(siteId);
  const once = useIdempotentSubmit();
  const toast = useToast();
  const formId = useId();
  // Until the manager picks one, the account that takes payments by default pays expenses too.
  const chosenAccount = accountId || String(accounts.data?.find((a) => a.isDefault)?.id ?? '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = {
      siteId,
      accountId: chosenAccount ? Number(chosenAccount) : undefined,
      categoryId: categoryId ? Number(categoryId) : undefined,
      date,
      amount: parseAmount(amount),
      description,
      vendor: vendor || undefined,
      invoiceNo: invoiceNo || undefined,
    };
    try {
      if (!(await once(payload, (idempotencyKey) => create.mutateAsync({ payload, idempotencyKey })))) return;
      toast.success(T.expenseRecorded);
      onClose();
    } catch {
      // The API client has shown the server's reason; the dialog stays open for a correction.
    }
  };

  let body: ReactNode;
  if (accounts.isPending || categories.isPending) body = <LoadingState />;
  else if (accounts.isError) body = <ErrorState text={T.accountsLoadFailed} onRetry={() => accounts.refetch()} />;
  else if (categories.isError) body = <ErrorState text={T.categoriesLoadFailed} onRetry={() => categories.refetch()} />;
  else if (accounts.data.length === 0) body = <EmptyState text={T.noAccounts} />;
  else if (categories.data.length === 0) body = <EmptyState text={T.noCategories} />;
  else {
    body = (
      <Form id={formId} onSubmit={submit} noValidate>
        <Form.Group controlId={`${formId}-account`} className="mb-2">
          <Form.Label>{T.account}</Form.Label>
          <Form.Select value={chosenAccount} onChange={(e) => setAccountId(e.target.value)}>
            <option value="">{T.chooseAccount}</option>
            {accounts.data.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.name}
              </option>
            ))}
          </Form.Select>
          {chosenAccount ? (
            <Form.Text>
              {T.accountBalance}: <Money value={accounts.data.find((a) => String(a.id) === chosenAccount)?.balance} />
            </Form.Text>
          ) : null}
        </Form.Group>
        <Form.Group controlId={`${formId}-category`} className="mb-2">
          <Form.Label>{T.category}</Form.Label>
          <Form.Select value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            <option value="">{T.chooseCategory}</option>
            {categories.data.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${formId}-date`} className="mb-2">
          <Form.Label>{T.date}</Form.Label>
          <Form.Control type="date" value={date} max={todayInput()} onChange={(e) => setDate(e.target.value)} />
        </Form.Group>
        <Form.Group controlId={`${formId}-amount`} className="mb-2">
          <Form.Label>{T.amount}</Form.Label>
          <Form.Control
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            autoComplete="off"
          />
        </Form.Group>
        <Form.Group controlId={`${formId}-description`} className="mb-2">
          <Form.Label>{T.description}</Form.Label>
          <Form.Control
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={EXPENSE_DESCRIPTION_MAX}
            autoComplete="off"
          />
        </Form.Group>
        <Form.Group controlId={`${formId}-vendor`} className="mb-2">
          <Form.Label>{T.vendor}</Form.Label>
          <Form.Control
            value={vendor}
            onChange={(e) => setVendor(e.target.value)}
            maxLength={EXPENSE_VENDOR_MAX}
            autoComplete="off"
          />
        </Form.Group>
        <Form.Group controlId={`${formId}-invoice`}>
          <Form.Label>{T.invoiceNo}</Form.Label>
          <Form.Control
            value={invoiceNo}
            onChange={(e) => setInvoiceNo(e.target.value)}
            maxLength={EXPENSE_INVOICE_NO_MAX}
            autoComplete="off"
          />
        </Form.Group>
      </Form>
    );
  }
  const ready = Boolean(accounts.data?.length && categories.data?.length);

  return (
    <AppModal
      show
      onHide={onClose}
      locked={create.isPending}
      title={T.newExpense}
      testId="new-expense-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={create.isPending}>
            {MESSAGES.common.cancel}
          </Button>
          {ready ? (
            <Button type="submit" form={formId} disabled={create.isPending}>
              <SubmitLabel busy={create.isPending}>{T.save}</SubmitLabel>
            </Button>
          ) : null}
        </>
      }
    >
      {body}
    </AppModal>
  );
}
