import type { LoginByPhoneResponse } from '@aidat/shared';
import { useCallback, useRef, useState } from 'react';
import { loginByPhone } from '../api/login-by-phone';
import { useCountdown } from './use-countdown';

/**
 * The phone sign-in conversation: request a code, count its lifetime down, resend on expiry.
 * Only the newest request counts: a slow answer to an earlier one must not overwrite it.
 */
export function useOtpFlow(ttlMinutes: number) {
  const [phone, setPhone] = useState('');
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [challenge, setChallenge] = useState<LoginByPhoneResponse | null>(null);
  // Bumped on every request; the modal remounts its code field from it so a resend starts empty.
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  const countdown = useCountdown();

  const request = useCallback(
    async (target: string) => {
      const id = ++latest.current;
      setRound(id);
      setSending(true);
      setChallenge(null);
      countdown.start(ttlMinutes * 60);
      const answer = await loginByPhone(target);
      if (id !== latest.current) return;
      setChallenge(answer);
      setSending(false);
    },
    [countdown.start, ttlMinutes],
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
