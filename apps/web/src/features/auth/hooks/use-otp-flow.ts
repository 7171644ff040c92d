import type { LoginByPhoneResponse } from '@aidat/shared';
import { useCallback, useRef, useState } from 'react';
import { loginByPhone } from '../api/login-by-phone';
import { useCountdown } from './use-countdown';

/** A code the server sent, with whom it was for and when it runs out. */
interface Challenge extends LoginByPhoneResponse {
  phone: string;
  expiresAt: number;
}

/**
 * The phone sign-in conversation: request a code, count its lifetime down, resend on expiry.
 * Only the newest request counts: a slow answer to an earlier one must not overwrite it.
 * A request refused for coming too soon keeps the earlier code of the same phone (the server
 * keeps it valid), so the dialog stays usable with its own countdown.
 */
export function useOtpFlow(ttlMinutes: number) {
  const [phone, setPhone] = useState('');
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const kept = useRef<Challenge | null>(null);
  // Bumped when a new code arrives; the modal remounts its code field from it so a resend starts empty.
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  const countdown = useCountdown();

  const keep = useCallback((next: Challenge | null) => {
    kept.current = next;
    setChallenge(next);
  }, []);

  const request = useCallback(
    async (target: string) => {
      const id = ++latest.current;
      const previous = kept.current?.phone === target && kept.current.expiresAt > Date.now() ? kept.current : null;
      if (!previous) {
        keep(null);
        setRound(id);
        countdown.start(ttlMinutes * 60);
      } else {
        countdown.start(Math.ceil((previous.expiresAt - Date.now()) / 1000));
      }
      setSending(true);
      const result = await loginByPhone(target);
      if (id !== latest.current) return;
      setSending(false);
      if (result.kind === 'sent') {
        keep({ ...result.answer, phone: target, expiresAt: Date.now() + ttlMinutes * 60_000 });
        setRound(id);
        countdown.start(ttlMinutes * 60);
      } else if (previous) {
        // The earlier code stays the one to type, and its countdown runs on.
      } else if (result.kind === 'tooSoon') {
        // No code of ours to type: back to the form, where the toast says how long to wait.
        setOpen(false);
        countdown.stop();
      } else {
        keep(null);
      }
    },
    [countdown.start, countdown.stop, keep, ttlMinutes],
  );

  const start = useCallback(
    (target: string) => {
      setPhone(target);
      setOpen(true);
      void request(target);
    },
    [request],
  );

  const resend = useCallback(() => void request(phone), [request, phone]);

  const close = useCallback(() => {
    latest.current++;
    setOpen(false);
    setSending(false);
    countdown.stop();
  }, [countdown.stop]);

  return {
    phone,
    open,
    sending,
    round,
    reference: challenge?.reference ?? '',
    devOtp: challenge?.devOtp ?? null,
    remaining: countdown.remaining,
    start,
    resend,
    close,
  };
}
