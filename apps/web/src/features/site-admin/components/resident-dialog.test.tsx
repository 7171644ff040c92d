import type { AdminUnitDto } from '@aidat/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { ResidentDialog } from './resident-dialog';

const UNIT: AdminUnitDto = {
  id: 6,
  siteId: 1,
  paymentReference: 'GNS-A6',
  block: 'A',
  doorNumber: '6',
  squareMeters: 100,
  roomCount: 3,
  resident: null,
  outstanding: 0,
  lateFeeAccrued: 0,
};

async function assignAs(linkedExisting: boolean) {
  const typed = { id: 3, fullName: 'Selin Yeni', email: null, phone: '+905550000003' };
  mockFetch({ 'PUT /api/siteadmin/units/6/resident': { ...UNIT, resident: typed, linkedExisting } });
  const onClose = vi.fn();
  renderAt('/admin', <ResidentDialog show siteId={1} unit={UNIT} onClose={onClose} />);
  const dialog = await screen.findByTestId('resident-dialog');
  await userEvent.type(within(dialog).getByLabelText('Ad Soyad'), 'Selin Yeni');
  await userEvent.type(within(dialog).getByLabelText('Cep telefonu'), '5550000003');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
  return onClose;
}

describe('ResidentDialog', { timeout: 20_000 }, () => {
  it('tells the Admin plainly when the phone belonged to a registered user who was linked', async () => {
    const onClose = await assignAs(true);
    expect(
      await screen.findByText(
        'Sakin atandı. Bu telefon kayıtlı bir kullanıcıya ait; daireye o kullanıcı bağlandı, bilgileri değiştirilmedi.',
      ),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("says only 'Sakin atandı' for a new resident", async () => {
    await assignAs(false);
    expect(await screen.findByText('Sakin atandı')).toBeInTheDocument();
    expect(screen.queryByText(/kayıtlı bir kullanıcıya ait/)).not.toBeInTheDocument();
  });
});
