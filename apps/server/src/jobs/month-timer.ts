import { addMonths, periodOf, periodStart } from '@aidat/shared';

/** setTimeout's longest delay (about 24.8 days); a month is longer, so long waits are chained. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** The first instant of the next Istanbul calendar month. */
export function nextMonthStart(now: Date): Date {
  return periodStart(addMonths(periodOf(now), 1));
}

/** How long to wait before trying again after a failed run (e.g. the database was restarting). */
export const RETRY_DELAY_MS = 5 * 60_000;

/**
 * Calls `task` at the start of every Istanbul month, for as long as the process lives; a task that
 * rejects is tried again after RETRY_DELAY_MS. Timers are unref'd so they never keep the process
 * alive. Returns a stop function.
 */
export function everyMonthStart(task: () => Promise<void>, clock: () => Date = () => new Date()): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const arm = (target: Date) => {
    if (stopped) return;
    const delay = Math.max(0, target.getTime() - clock().getTime());
    timer = setTimeout(
      () => {
        if (stopped) return;
        // A wait longer than setTimeout allows arrives here early: wait the rest.
        if (clock().getTime() < target.getTime()) return arm(target);
        task().then(
          () => arm(nextMonthStart(clock())),
          () => arm(new Date(clock().getTime() + RETRY_DELAY_MS)),
        );
      },
      Math.min(delay, MAX_TIMEOUT_MS),
    );
    timer.unref();
  };

  arm(nextMonthStart(clock()));
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
