import type { ExpenseDto } from '@aidat/shared';
import { apiPaths } from '../../../config/paths';
import { EXPENSES_SCREEN_TEXTS as T } from '../messages';
import { formatFileSize } from './form-values';

/**
 * An expense's invoices and receipts as links that open in a new tab: never embedded in the page
 * (an uploaded file is not ours to render inside the app's origin and frame), and the tab gets no
 * handle back to this one (noopener).
 */
export function AttachmentLinks({ expense }: { expense: ExpenseDto }) {
  if (expense.attachments.length === 0) return null;
  return (
    <ul className="list-unstyled small mb-0 mt-1" aria-label={T.attachmentsOf(expense.description)}>
      {expense.attachments.map((file) => (
        <li key={file.id}>
          <a
            href={apiPaths.siteAdmin.expenseAttachment(expense.id, file.id)}
            target="_blank"
            rel="noopener"
            aria-label={T.openAttachment(file.fileName)}
            data-testid="attachment-link"
          >
            <i className="bi bi-paperclip me-1" aria-hidden="true" />
            {file.fileName}
          </a>{' '}
          <span className="text-body-secondary">({formatFileSize(file.size)})</span>
        </li>
      ))}
    </ul>
  );
}
