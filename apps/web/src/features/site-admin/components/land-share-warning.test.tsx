import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { LandShareWarning, landShareWarningLines } from './land-share-warning';

describe('landShareWarningLines', () => {
  it('says nothing when every unit has a share and they make one', () => {
    expect(
      landShareWarningLines({ landShareTotal: { numerator: 1, denominator: 1 }, complete: true, missing: 0 }),
    ).toEqual([]);
  });

  it('gives the sum when it is not one, and how many units have none', () => {
    expect(
      landShareWarningLines({ landShareTotal: { numerator: 619, denominator: 628 }, complete: false, missing: 2 }),
    ).toEqual(['Dairelerin arsa payları toplamı 1 etmiyor (toplam 619/628).', '2 dairenin arsa payı girilmemiş.']);
  });

  it('names only the missing units when the given shares already make one', () => {
    expect(
      landShareWarningLines({ landShareTotal: { numerator: 1, denominator: 1 }, complete: false, missing: 3 }),
    ).toEqual(['3 dairenin arsa payı girilmemiş.']);
  });

  it('says once that no share is entered, and copes with a sum too long to send', () => {
    expect(
      landShareWarningLines({ landShareTotal: { numerator: 0, denominator: 1 }, complete: false, missing: 40 }),
    ).toEqual(['Dairelerin arsa payı girilmemiş; arsa payına göre bölüşüm yapılamaz.']);
    expect(landShareWarningLines({ landShareTotal: null, complete: false, missing: 0 })).toEqual([
      'Dairelerin arsa payları toplamı 1 etmiyor.',
    ]);
  });
});

describe('LandShareWarning', () => {
  it("shows the site's answer as a warning", async () => {
    mockFetch({
      'GET /api/siteadmin/sites/4/land-shares': {
        landShareTotal: { numerator: 1238, denominator: 1256 },
        complete: false,
        missing: 1,
      },
    });
    renderAt('/admin', <LandShareWarning siteId={4} />);
    const warning = await screen.findByTestId('land-share-warning');
    expect(warning).toHaveTextContent('toplam 1238/1256');
    expect(warning).toHaveTextContent('1 dairenin arsa payı girilmemiş.');
  });
});
