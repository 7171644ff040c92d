import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateTimePicker } from './date-time-picker';

function Harness({ initial = null, min, defaultTime }: { initial?: Date | null; min?: Date; defaultTime?: string }) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <>
      <label htmlFor="when">Zaman</label>
      <DateTimePicker id="when" value={value} onChange={setValue} min={min} defaultTime={defaultTime} />
      <output data-testid="iso">{value ? value.toISOString() : 'boş'}</output>
    </>
  );
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Zaman'));
  return screen.getByRole('dialog', { name: 'Tarih ve saat seçin' });
}

describe('DateTimePicker', () => {
  beforeEach(() => {
    // A fixed "now" (Wednesday 15 October 2025, 10:30 local, TZ=UTC) keeps the calendar stable.
    vi.useFakeTimers({ now: new Date(2025, 9, 15, 10, 30), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the value as DD.MM.YYYY HH:mm', () => {
    render(<Harness initial={new Date(2025, 9, 20, 9, 5)} />);
    expect(screen.getByLabelText('Zaman')).toHaveValue('20.10.2025 09:05');
  });

  it('shows a Turkish month calendar with Monday in the first column', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const panel = await open(user);
    // The weekday row is aria-hidden (each day button names its weekday), so ask for hidden nodes.
    const headers = within(panel).getAllByRole('columnheader', {
      hidden: true,
    });
    expect(headers).toHaveLength(7);
    expect(headers[0]).toHaveAttribute('aria-label', 'Pazartesi');
    expect(headers[0]).toHaveTextContent('Pt');
    expect(headers[6]).toHaveAttribute('aria-label', 'Pazar');
    expect(within(panel).getByRole('grid')).toHaveAccessibleName(/Ekim 2025/i);
  });

  it('picks a day and a time and closes on Seç', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const panel = await open(user);
    await user.click(within(panel).getByRole('button', { name: /22 Ekim 2025/ }));
    const time = within(panel).getByLabelText('Saat');
    await user.clear(time);
    await user.type(time, '14:45');
    await user.click(within(panel).getByRole('button', { name: 'Seç' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Zaman')).toHaveValue('22.10.2025 14:45');
  });

  it('offers the default time before anything is chosen', async () => {
    const user = userEvent.setup();
    render(<Harness defaultTime="23:59" />);
    const panel = await open(user);
    expect(within(panel).getByLabelText('Saat')).toHaveValue('23:59');
  });

  it("'Bugün' picks today", async () => {
    const user = userEvent.setup();
    render(<Harness initial={new Date(2025, 11, 3, 8, 0)} />);
    const panel = await open(user);
    await user.click(within(panel).getByRole('button', { name: 'Bugün' }));
    await user.click(within(panel).getByRole('button', { name: 'Seç' }));
    expect(screen.getByLabelText('Zaman')).toHaveValue('15.10.2025 08:00');
  });

  it("'Temizle' clears the value", async () => {
    const user = userEvent.setup();
    render(<Harness initial={new Date(2025, 9, 20, 9, 5)} />);
    const panel = await open(user);
    await user.click(within(panel).getByRole('button', { name: 'Temizle' }));
    expect(screen.getByLabelText('Zaman')).toHaveValue('');
    expect(screen.getByTestId('iso')).toHaveTextContent('boş');
  });

  it('disables the days before the minimum and keeps later ones enabled', async () => {
    const user = userEvent.setup();
    render(<Harness min={new Date(2025, 9, 15, 12, 0)} />);
    const panel = await open(user);
    expect(within(panel).getByRole('button', { name: /14 Ekim 2025/ })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: /15 Ekim 2025/ })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: /16 Ekim 2025/ })).toBeEnabled();
  });

  it('refuses a time before the minimum on the minimum day', async () => {
    const user = userEvent.setup();
    render(<Harness min={new Date(2025, 9, 15, 12, 0)} />);
    const panel = await open(user);
    await user.click(within(panel).getByRole('button', { name: /15 Ekim 2025/ }));
    const time = within(panel).getByLabelText('Saat');
    await user.clear(time);
    await user.type(time, '11:59');
    await user.click(within(panel).getByRole('button', { name: 'Seç' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('En erken 15.10.2025 12:00 seçilebilir.');
    expect(screen.getByTestId('iso')).toHaveTextContent('boş');
    await user.clear(time);
    await user.type(time, '12:00');
    await user.click(within(panel).getByRole('button', { name: 'Seç' }));
    expect(screen.getByLabelText('Zaman')).toHaveValue('15.10.2025 12:00');
  });

  it('reads the time as HH:mm, adding the colon, and refuses an impossible time', async () => {
    const user = userEvent.setup();
    render(<Harness initial={new Date(2025, 9, 20, 9, 5)} />);
    const panel = await open(user);
    const time = within(panel).getByLabelText('Saat');
    await user.clear(time);
    await user.type(time, '2500');
    expect(time).toHaveValue('25:00');
    await user.click(within(panel).getByRole('button', { name: 'Seç' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Lütfen geçerli bir saat girin (SS:dd).');
    await user.clear(time);
    await user.type(time, '0930');
    await user.click(within(panel).getByRole('button', { name: 'Seç' }));
    expect(screen.getByLabelText('Zaman')).toHaveValue('20.10.2025 09:30');
  });

  it('asks for a day before selecting', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const panel = await open(user);
    await user.click(within(panel).getByRole('button', { name: 'Seç' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Lütfen bir gün seçin.');
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    render(<Harness initial={new Date(2025, 9, 20, 9, 5)} />);
    await open(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Zaman')).toHaveValue('20.10.2025 09:05');
  });
});
