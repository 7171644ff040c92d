import type { AdminSiteDto } from '@aidat/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { leaveUnasked, renderWithWayOut, tryToLeaveAndStay } from '../../../test/leave-guard';
import { LateFeeCard } from './late-fee-card';

const SITE: AdminSiteDto = {
  id: 1,
  name: 'Güneş Sitesi',
  address: 'x',
  blockCount: 2,
  unitCount: 24,
  monthlyDuesAmount: 1250,
  lateFee: { dueDay: 10, lateFeeEnabled: false, lateFeeRatePercent: 2.5, lateFeeFrom: null },
};

describe('LateFeeCard: unsaved settings', { timeout: 20_000 }, () => {
  it('asks nothing while the settings are as saved, the rate written the Turkish way', async () => {
    mockFetch({});
    renderWithWayOut('/admin', <LateFeeCard site={SITE} />);
    expect(within(screen.getByTestId('late-fee-card')).getByLabelText('Aylık oran (%)')).toHaveValue('2,5');
    await leaveUnasked();
  });

  it('asks before changed settings are left, and nothing once the server has saved them', async () => {
    mockFetch({
      'PUT /api/siteadmin/sites/1/late-fee': {
        siteId: 1,
        dueDay: 10,
        lateFeeEnabled: true,
        lateFeeRatePercent: 2.5,
        lateFeeFrom: '2026-01-01',
      },
    });
    renderWithWayOut('/admin', <LateFeeCard site={SITE} />);
    const card = screen.getByTestId('late-fee-card');
    await userEvent.click(within(card).getByLabelText('Gecikme tazminatı uygula'));
    await tryToLeaveAndStay();
    expect(within(card).getByLabelText('Gecikme tazminatı uygula')).toBeChecked();

    await userEvent.type(within(card).getByLabelText('Tazminat başlangıç tarihi'), '2026-01-01');
    await userEvent.click(within(card).getByRole('button', { name: 'Ayarları Kaydet' }));
    await waitFor(() => expect(screen.getByText('Gecikme tazminatı ayarları kaydedildi')).toBeInTheDocument());
    await leaveUnasked();
  });

  it('counts a rate typed differently but equal to the saved one as no change, and another day as one', async () => {
    mockFetch({});
    renderWithWayOut('/admin', <LateFeeCard site={SITE} />);
    const card = screen.getByTestId('late-fee-card');
    const day = within(card).getByLabelText('Son ödeme günü (1–28)');
    await userEvent.clear(day);
    await userEvent.type(day, '15');
    await tryToLeaveAndStay();
    await userEvent.clear(day);
    await userEvent.type(day, '10');
    const rate = within(card).getByLabelText('Aylık oran (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '2.50');
    await leaveUnasked();
  });
});
