import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateText } from './date-text';
import { Money } from './money';

describe('<Money />', () => {
  it('shows a credit green with a plus sign', () => {
    render(<Money value={1250} />);
    const el = screen.getByText('+1.250,00 ₺');
    expect(el).toHaveClass('text-success');
    expect(el).not.toHaveClass('text-danger');
  });

  it('shows a debt red with a minus sign', () => {
    render(<Money value={-3400.5} />);
    expect(screen.getByText('-3.400,50 ₺')).toHaveClass('text-danger');
  });

  it('shows zero without colour', () => {
    render(<Money value={0} />);
    const el = screen.getByText('0,00 ₺');
    expect(el).not.toHaveClass('text-success');
    expect(el).not.toHaveClass('text-danger');
  });

  it('shows an unsigned amount without sign or colour', () => {
    render(<Money value={500} signed={false} />);
    expect(screen.getByText('500,00 ₺')).not.toHaveClass('text-success');
  });

  it('shows a dash for a missing value', () => {
    render(<Money value={null} />);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});

describe('<DateText />', () => {
  it('renders a <time> with the ISO instant', () => {
    render(<DateText value="2025-03-07T09:05:03Z" format="date" />);
    const el = screen.getByText('07.03.2025');
    expect(el.tagName).toBe('TIME');
    expect(el).toHaveAttribute('datetime', '2025-03-07T09:05:03.000Z');
  });

  it("renders 'Geçersiz tarih' for a bad value", () => {
    render(<DateText value="yarın" />);
    expect(screen.getByText('Geçersiz tarih').tagName).toBe('SPAN');
  });
});
