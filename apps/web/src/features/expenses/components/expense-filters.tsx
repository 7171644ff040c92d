import type { ExpenseCategoryDto } from '@aidat/shared';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { currentMonth, formatMonth, recentMonths } from '../../../lib/month';
import { EXPENSES_SCREEN_TEXTS as T } from '../messages';

/** Two years of months: what a manager looks back on; older ones stay in the full list. */
const MONTHS_LISTED = 24;

/** The list's month and category filters; blank means all. */
export function ExpenseFilters({
  month,
  categoryId,
  categories,
  onMonth,
  onCategory,
}: {
  month: string;
  categoryId: string;
  categories: ExpenseCategoryDto[];
  onMonth: (month: string) => void;
  onCategory: (categoryId: string) => void;
}) {
  const id = useId();
  return (
    <>
      <Form.Group controlId={`${id}-month`} className="mb-3">
        <Form.Label>{T.month}</Form.Label>
        <Form.Select value={month} onChange={(e) => onMonth(e.target.value)}>
          <option value="">{T.allMonths}</option>
          {recentMonths(currentMonth(), MONTHS_LISTED).map((m) => (
            <option key={m} value={m}>
              {formatMonth(m)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-category`} className="mb-3">
        <Form.Label>{T.category}</Form.Label>
        <Form.Select value={categoryId} onChange={(e) => onCategory(e.target.value)}>
          <option value="">{T.allCategories}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </>
  );
}
