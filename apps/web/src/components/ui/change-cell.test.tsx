import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionBadge, ChangeCell, type ChangeValue, showChangeValue } from './change-cell';

const LABELS = { CREATE: 'Oluşturma', UPDATE: 'Güncelleme', DELETE: 'Silme' };

describe('<ChangeCell />', () => {
  it('shows a changed value as old → new, old red and new green', () => {
    const { container } = render(<ChangeCell action="UPDATE" from="6" to="8" />);
    expect(container.textContent).toBe('68');
    expect(screen.getByText('6')).toHaveClass('text-danger-emphasis');
    expect(screen.getByText('8')).toHaveClass('text-success-emphasis');
    expect(screen.getByRole('img', { name: '→' })).toBeInTheDocument();
  });

  it('shows an unchanged value once, muted and without an arrow', () => {
    const { container } = render(<ChangeCell action="UPDATE" from="/old" to="/old" />);
    expect(container.textContent).toBe('/old');
    expect(screen.getByText('/old')).toHaveClass('text-body-secondary');
    expect(screen.queryByRole('img', { name: '→' })).not.toBeInTheDocument();
  });

  it('shows only the new value of a created row and only the struck-through old value of a deleted one', () => {
    const { container, rerender } = render(<ChangeCell action="CREATE" from={null} to="Yeni" />);
    expect(container.textContent).toBe('Yeni');
    rerender(<ChangeCell action="DELETE" from="Eski" to={null} />);
    expect(container.textContent).toBe('Eski');
    expect(screen.getByText('Eski')).toHaveClass('text-decoration-line-through');
  });

  it('shows nothing as "-" and flags as Evet/Hayır', () => {
    const { container } = render(<ChangeCell action="UPDATE" from={true} to={false} />);
    expect(container.textContent).toBe('EvetHayır');
    expect([null, undefined, ''].map((v) => showChangeValue(v))).toEqual(['-', '-', '-']);
  });

  it('lets a column name its own empty value', () => {
    const roles = (v: ChangeValue) => (v === '' ? 'Tüm Roller' : showChangeValue(v));
    const { container } = render(<ChangeCell action="UPDATE" from="" to="Admin" show={roles} />);
    expect(container.textContent).toBe('Tüm RollerAdmin');
  });
});

describe('<ActionBadge />', () => {
  it.each([
    ['CREATE', 'Oluşturma', 'bg-success'],
    ['UPDATE', 'Güncelleme', 'bg-primary'],
    ['DELETE', 'Silme', 'bg-danger'],
    ['RENAME', 'RENAME', 'bg-secondary'],
  ])('shows %s as %s in %s', (action, text, bg) => {
    render(<ActionBadge action={action} labels={LABELS} />);
    const badge = screen.getByText(text);
    expect(badge).toHaveClass(bg);
    expect(badge).toHaveAttribute('title', action);
  });
});
