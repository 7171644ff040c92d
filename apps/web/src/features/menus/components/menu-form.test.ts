import { describe, expect, it } from 'vitest';
import { EMPTY_MENU_FORM, formOf, rolesOf, toMenuPayload } from './menu-form';

const valid = { ...EMPTY_MENU_FORM, label: 'Raporlar', path: '/reports' };

describe('toMenuPayload', () => {
  it('requires label and path with the SPEC message', () => {
    for (const change of [{ label: '' }, { path: '' }, { label: '   ' }, { path: ' ' }]) {
      expect(toMenuPayload({ ...valid, ...change })).toEqual({ ok: false, error: 'Etiket ve Yol alanları zorunludur' });
    }
  });

  it('requires the path to start with a slash', () => {
    const result = toMenuPayload({ ...valid, path: 'reports' });
    expect(result.ok).toBe(false);
  });

  it('reads the display order as an integer, 0 when empty', () => {
    expect(toMenuPayload({ ...valid, displayOrder: '' })).toMatchObject({ ok: true, payload: { displayOrder: 0 } });
    expect(toMenuPayload({ ...valid, displayOrder: ' 42 ' })).toMatchObject({
      ok: true,
      payload: { displayOrder: 42 },
    });
    expect(toMenuPayload({ ...valid, displayOrder: '-3' })).toMatchObject({ ok: true, payload: { displayOrder: -3 } });
    expect(toMenuPayload({ ...valid, displayOrder: '1.5' })).toEqual({
      ok: false,
      error: 'Sıra bir tam sayı olmalıdır.',
    });
    expect(toMenuPayload({ ...valid, displayOrder: 'abc' })).toEqual({
      ok: false,
      error: 'Sıra bir tam sayı olmalıdır.',
    });
  });

  it('sends roles comma-separated in a fixed order, empty for every role', () => {
    expect(toMenuPayload({ ...valid, roles: ['SystemAdmin', 'Admin'] })).toMatchObject({
      payload: { roles: 'Admin,SystemAdmin' },
    });
    expect(toMenuPayload({ ...valid, roles: [] })).toMatchObject({ payload: { roles: '' } });
  });

  it('trims texts and sends an empty icon as null', () => {
    expect(toMenuPayload({ ...valid, label: ' Raporlar ', icon: '  ' })).toEqual({
      ok: true,
      payload: {
        label: 'Raporlar',
        path: '/reports',
        roles: '',
        displayOrder: 0,
        isActive: true,
        icon: null,
        group: null,
      },
    });
  });
});

describe('formOf', () => {
  it('fills the form from an item and back unchanged', () => {
    const item = {
      id: 3,
      label: 'Menü',
      path: '/m',
      roles: 'Resident,Admin',
      displayOrder: 20,
      isActive: false,
      icon: 'bi bi-list',
      group: 'money' as const,
    };
    const form = formOf(item);
    expect(form).toEqual({
      label: 'Menü',
      path: '/m',
      roles: ['Resident', 'Admin'],
      displayOrder: '20',
      isActive: false,
      icon: 'bi bi-list',
      group: 'money',
    });
    expect(toMenuPayload(form)).toEqual({
      ok: true,
      payload: {
        label: 'Menü',
        path: '/m',
        roles: 'Resident,Admin',
        displayOrder: 20,
        isActive: false,
        icon: 'bi bi-list',
        group: 'money',
      },
    });
  });

  it('reads roles in any case and ignores unknown ones', () => {
    expect(rolesOf('admin, Guest ,SYSTEMADMIN')).toEqual(['Admin', 'SystemAdmin']);
  });
});
