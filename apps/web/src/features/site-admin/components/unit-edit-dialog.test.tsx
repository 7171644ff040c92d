import type { AdminUnitWithSharesDto } from '@aidat/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { type EditableUnit, UnitEditDialog } from './unit-edit-dialog';

const UNIT: AdminUnitWithSharesDto = {
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
  landShareNumerator: 18,
  landShareDenominator: 1256,
  enforcement: false,
  enforcementStartedAt: null,
};

const PUT = 'PUT /api/siteadmin/units/6';

function open(answer: unknown, unit: EditableUnit = UNIT) {
  const fetchMock = mockFetch({ [PUT]: answer });
  const onClose = vi.fn();
  renderAt('/admin', <UnitEditDialog show siteId={1} unit={unit} onClose={onClose} />);
  return { fetchMock, onClose };
}

const sent = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)));

describe('UnitEditDialog', { timeout: 20_000 }, () => {
  it('starts from the unit and sends every field, the share and the icra flag as edited', async () => {
    const { fetchMock, onClose } = open({ ...UNIT, block: 'B', enforcement: true });
    const dialog = await screen.findByTestId('unit-edit-dialog');
    expect(within(dialog).getByLabelText('Pay')).toHaveValue('18');
    expect(within(dialog).getByLabelText('Payda')).toHaveValue('1256');
    const block = within(dialog).getByLabelText('Blok');
    await userEvent.clear(block);
    await userEvent.type(block, 'B');
    await userEvent.clear(within(dialog).getByLabelText('Pay'));
    await userEvent.type(within(dialog).getByLabelText('Pay'), '20');
    await userEvent.click(within(dialog).getByLabelText('İcra takibinde'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Daire güncellendi')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(sent(fetchMock)).toEqual([
      {
        block: 'B',
        doorNumber: '6',
        squareMeters: '100',
        roomCount: '3',
        landShareNumerator: '20',
        landShareDenominator: '1256',
        enforcement: true,
      },
    ]);
  });

  it("shows the server's messages under the fields they name and stays open", async () => {
    const refusal = () =>
      envelopeResponse(
        {
          errors: [
            { field: 'landShareNumerator', message: 'Arsa payı 1’den büyük olamaz.' },
            { field: 'squareMeters', message: 'Metrekare bir tam sayı olmalıdır.' },
          ],
        },
        { status: 400, code: 'ValidationError', message: 'Arsa payı 1’den büyük olamaz.' },
      );
    const { onClose } = open(refusal);
    const dialog = await screen.findByTestId('unit-edit-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    const numerator = within(dialog).getByLabelText('Pay');
    await vi.waitFor(() => expect(numerator).toHaveAttribute('aria-invalid', 'true'));
    expect(numerator).toHaveAccessibleDescription('Arsa payı 1’den büyük olamaz.');
    expect(within(dialog).getByLabelText('m²')).toHaveAccessibleDescription('Metrekare bir tam sayı olmalıdır.');
    expect(within(dialog).getByLabelText('Blok')).not.toHaveAttribute('aria-invalid');
    expect(onClose).not.toHaveBeenCalled();
    // Typing in the field takes its message away.
    await userEvent.type(numerator, '0');
    expect(numerator).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refusal that names no field above the form', async () => {
    open(() =>
      envelopeResponse(null, {
        status: 409,
        code: 'Conflict',
        message: 'Bu sitede A blok 7 numaralı daire zaten var.',
      }),
    );
    const dialog = await screen.findByTestId('unit-edit-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu sitede A blok 7 numaralı daire zaten var.');
  });

  it('shows a refusal whose details name a field under that field', async () => {
    open(() =>
      envelopeResponse(null, {
        status: 409,
        code: 'Conflict',
        message: 'Bu blokta bu kapı numarası zaten kayıtlı.',
        details: { field: 'doorNumber' },
      }),
    );
    const dialog = await screen.findByTestId('unit-edit-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    const door = within(dialog).getByLabelText('Kapı No');
    await vi.waitFor(() => expect(door).toHaveAttribute('aria-invalid', 'true'));
    expect(door).toHaveAccessibleDescription('Bu blokta bu kapı numarası zaten kayıtlı.');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('clears the share with both halves blank', async () => {
    const { fetchMock } = open(UNIT);
    const dialog = await screen.findByTestId('unit-edit-dialog');
    await userEvent.clear(within(dialog).getByLabelText('Pay'));
    await userEvent.clear(within(dialog).getByLabelText('Payda'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Daire güncellendi');
    expect(sent(fetchMock)[0]).toMatchObject({ landShareNumerator: '', landShareDenominator: '', enforcement: false });
  });

  it('does not send a share or flag it was not given', async () => {
    const { landShareNumerator, landShareDenominator, enforcement, ...older } = UNIT;
    const { fetchMock } = open(UNIT, older);
    const dialog = await screen.findByTestId('unit-edit-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Daire güncellendi');
    expect(sent(fetchMock)[0]).toEqual({ block: 'A', doorNumber: '6', squareMeters: '100', roomCount: '3' });
  });
});
