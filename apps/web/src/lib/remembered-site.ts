import { useState } from 'react';
import { getUser } from './auth-store';

/**
 * The site a manager last chose, remembered per user on this device (PRODUCT.md, the manager's
 * month: every page used to reopen on the first site). Kept in localStorage under the user's id,
 * so two people sharing a laptop each get their own; a site that left the user's list is simply
 * not found and the first one is shown.
 */
const keyOf = (userId: number) => `chosenSite:${userId}`;

function readRemembered(): number | null {
  const user = getUser();
  if (!user) return null;
  try {
    const value = Number(window.localStorage.getItem(keyOf(user.id)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    // Storage refused (a private window's quota): nothing is remembered.
    return null;
  }
}

function remember(siteId: number): void {
  const user = getUser();
  if (!user) return;
  try {
    window.localStorage.setItem(keyOf(user.id), String(siteId));
  } catch {
    // Not remembered; the choice still holds on this page.
  }
}

/** The chosen site's id (remembered until another is chosen) and how to choose another. */
export function useRememberedSite(): [number | null, (siteId: number) => void] {
  const [chosen, setChosen] = useState<number | null>(readRemembered);
  const choose = (siteId: number) => {
    remember(siteId);
    setChosen(siteId);
  };
  return [chosen, choose];
}
