import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Marks an id as leaving, then after `delayMs` calls `remove` and forgets it, so a row can fade
 * before it disappears. Pending timers are dropped when the screen unmounts.
 */
export function useFadingRemoval(delayMs: number) {
  const [leaving, setLeaving] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const startRemoval = useCallback(
    (id: number, remove: () => void) => {
      setLeaving((prev) => new Set(prev).add(id));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        remove();
        setLeaving((prev) => {
          const next = new Set(prev);
          next.delete(id);
          return next;
        });
      }, delayMs);
      timers.current.add(timer);
    },
    [delayMs],
  );

  return { leaving, startRemoval };
}
