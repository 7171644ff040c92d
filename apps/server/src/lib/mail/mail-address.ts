import { z } from 'zod';

// The rule the owner and tenant forms store e-mail addresses by (packages/shared parties.ts), so a
// stored address is never refused here and a hand-typed one is held to the same standard.
const MAIL_ADDRESS = z.email();

/** A bare address (ayse@example.com), no display name, no list. */
export function isMailAddress(value: string): boolean {
  return MAIL_ADDRESS.safeParse(value).success;
}

/**
 * The address of a sender as MAIL_FROM gives it: `noreply@example.com` or
 * `Aidat <noreply@example.com>`; undefined when it holds no valid address.
 */
export function senderAddress(from: string): string | undefined {
  const named = /^[^<>]*<([^<>]+)>$/.exec(from.trim());
  const address = (named ? named[1] : from).trim();
  return isMailAddress(address) ? address : undefined;
}
