import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearUser, setUser } from './auth-store';
import { useRememberedSite } from './remembered-site';

const user = (id: number) => ({
  id,
  fullName: `Yönetici ${id}`,
  email: null,
  phone: null,
  role: 'Admin' as const,
  isBlocked: false,
});

afterEach(() => {
  clearUser();
  window.localStorage.clear();
});

describe('useRememberedSite', () => {
  it('keeps the chosen site for the next page of the same user on this device, and not for another user', () => {
    setUser(user(1));
    const first = renderHook(() => useRememberedSite());
    expect(first.result.current[0]).toBeNull();
    act(() => first.result.current[1](7));
    expect(first.result.current[0]).toBe(7);
    first.unmount();

    // Another page, later: the same choice.
    expect(renderHook(() => useRememberedSite()).result.current[0]).toBe(7);
    // Someone else signed in on the same laptop starts from their own (none yet).
    setUser(user(2));
    expect(renderHook(() => useRememberedSite()).result.current[0]).toBeNull();
  });

  it('ignores what is not a site id', () => {
    setUser(user(1));
    window.localStorage.setItem('chosenSite:1', 'abc');
    expect(renderHook(() => useRememberedSite()).result.current[0]).toBeNull();
  });
});
