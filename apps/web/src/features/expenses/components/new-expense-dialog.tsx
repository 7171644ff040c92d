import { EXPENSE_DESCRIPTION_MAX, EXPENSE_INVOICE_NO_MAX, EXPENSE_VENDOR_MAX, type ExpenseDto } from '@aidat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { Money } from '../../../components/ui/money';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast/use-toast';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { ATTACHMENT_ACCEPT, attachmentFileProblem } from '../api/attachment-file';
import { useCreateExpense } from '../api/create-expense';
import { expensesKeys } from '../api/query-keys';
import { uploadAttachment } from '../api/upload-attachment';
import { useAccounts } from '../api/get-accounts';
import { useCategories } from '../api/get-categories';
import { EXPENSES_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { parseAmount } from '../../../lib/amount-input';
import { todayInput } from './form-values';
import { SubmitLabel } from '../../../components/ui/submit-label';
import { TicketSelect } from './ticket-select';
import { useLeaveGuard } from '../../../lib/use-leave-guard';

const FILE_PROBLEM_TEXT = { tooLarge: T.fileTooLarge, typeRefused: T.fileTypeRefused } as const;

/**
 * 'Yeni Gider': paid from one of the site's accounts, in a category, on a day. The server checks
 * every rule and names the field; a choice not made is left out, so it answers that it is required.
 * Its invoice is taken in the same step (PRODUCT.md §10): uploaded with progress once the expense is
 * saved; if only the upload fails, the dialog says the expense is saved and retries just the file.
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
  const [ticketId, setTicketId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Once saved, a second submit only retries the invoice's upload: the expense is not sent again.
  const [created, setCreated] = useState<ExpenseDto | null>(null);
  // Entries not saved yet (or an invoice not uploaded yet): leaving the page asks first.
  useLeaveGuard(created === null ? amount.trim() !== '' || description.trim() !== '' || file !== null : file !== null);
  const create = useCreateExpense(siteId);
  const queryClient = useQueryClient();
  const once = useIdempotentSubmit();
  const toast = useToast();
  const formId = useId();
  // Until the manager picks one, the account that takes payments by default pays expenses too.
  const chosenAccount = accountId || String(accounts.data?.find((a) => a.isDefault)?.id ?? '');

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    const problem = chosen ? attachmentFileProblem(chosen) : null;
    setFileError(problem ? FILE_PROBLEM_TEXT[problem] : null);
  };

  /** The invoice of the saved expense, with its progress; false when it could not be uploaded. */
  const uploadInvoice = async (expenseId: number, chosen: File): Promise<boolean> => {
    setProgress(0);
    try {
      await uploadAttachment(expenseId, chosen, setProgress);
      await queryClient.invalidateQueries({ queryKey: expensesKeys.lists(siteId) });
      return true;
    } catch {
      // The upload has toasted the server's reason; the dialog says what was saved.
      setProgress(null);
      setFileError(T.invoiceNotUploaded);
      return false;
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending || progress !== null) return;
    const problem = file ? attachmentFileProblem(file) : null;
    if (problem) {
      setFileError(FILE_PROBLEM_TEXT[problem]);
      return;
    }
    let expense = created;
    if (!expense) {
      const payload = {
        siteId,
        accountId: chosenAccount ? Number(chosenAccount) : undefined,
        categoryId: categoryId ? Number(categoryId) : undefined,
        date,
        amount: parseAmount(amount),
        description,
        vendor: vendor || undefined,
        invoiceNo: invoiceNo || undefined,
        ticketId: ticketId ? Number(ticketId) : undefined,
      };
      try {
        const answer: { expense?: ExpenseDto } = {};
        const sent = await once(payload, async (idempotencyKey) => {
          answer.expense = await create.mutateAsync({ payload, idempotencyKey });
        });
        if (!sent || !answer.expense) return;
        expense = answer.expense;
        setCreated(expense);
      } catch {
        // The API client has shown the server's reason; the dialog stays open for a correction.
        return;
      }
    }
    if (file && !(await uploadInvoice(expense.id, file))) return;
    toast.success(file ? T.expenseWithInvoiceRecorded : T.expenseRecorded);
    onClose();
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
        {/* Saved already: only the invoice can still change (a retry of its upload). */}
        <fieldset disabled={created !== null}>
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
          <Form.Group controlId={`${formId}-invoice`} className="mb-2">
            <Form.Label>{T.invoiceNo}</Form.Label>
            <Form.Control
              value={invoiceNo}
              onChange={(e) => setInvoiceNo(e.target.value)}
              maxLength={EXPENSE_INVOICE_NO_MAX}
              autoComplete="off"
            />
          </Form.Group>
          <TicketSelect id={`${formId}-ticket`} siteId={siteId} value={ticketId} onChange={setTicketId} />
        </fieldset>
        <Form.Group controlId={`${formId}-file`}>
          <Form.Label>{T.invoiceFile}</Form.Label>
          <Form.Control
            type="file"
            accept={ATTACHMENT_ACCEPT}
            onChange={(e) => chooseFile((e.target as HTMLInputElement).files?.[0] ?? null)}
            isInvalid={fileError !== null}
            aria-describedby={`${formId}-file-hint`}
          />
          <Form.Text id={`${formId}-file-hint`}>{T.invoiceFileHint}</Form.Text>
          {fileError ? (
            <div className="invalid-feedback d-block" data-testid="new-expense-file-error">
              {fileError}
            </div>
          ) : null}
          {progress !== null ? (
            <ProgressBar now={Math.round(progress * 100)} label={`%${Math.round(progress * 100)}`} className="mt-2" />
          ) : null}
        </Form.Group>
      </Form>
    );
  }
  const ready = Boolean(accounts.data?.length && categories.data?.length);

  return (
    <AppModal
      show
      onHide={onClose}
      locked={create.isPending || progress !== null}
      title={T.newExpense}
      testId="new-expense-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={create.isPending || progress !== null}>
            {MESSAGES.common.cancel}
          </Button>
          {ready ? (
            <Button type="submit" form={formId} disabled={create.isPending || progress !== null}>
              <SubmitLabel busy={create.isPending || progress !== null}>{created ? T.retryUpload : T.save}</SubmitLabel>
            </Button>
          ) : null}
        </>
      }
    >
      {body}
    </AppModal>
  );
}
