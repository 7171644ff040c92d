import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../components/ui/app-modal/confirm-context';

/** The question asked before unsaved entries are left behind. */
const T = {
  title: 'Kaydedilmemiş girişler var',
  body: 'Bu sayfadan ayrılırsanız girdiğiniz tutarlar ve seçimler kaydedilmeden silinir.',
  leave: 'Kaydetmeden ayrıl',
  stay: 'Sayfada kal',
} as const;

/**
 * Asks before a form with unsaved entries is left (the manager's month: the Back button threw away
 * half-filled Tahsilat rows without a word): a link of the app, the browser's Back button, a reload
 * or closing the tab. The router runs in declarative mode (app/router.tsx: the data router's
 * blocker would cost every page about 17 KB), so the guard works on the browser's own events:
 *
 * - a click on a same-origin link is caught before the router's own handler and confirmed first;
 * - Back: while dirty, the page's history entry is doubled, so Back lands on its copy (the same
 *   address and state, which the router shows unchanged); confirmed, it goes back once more,
 *   refused, the copy is laid again;
 * - reload and closing: the browser's own 'leave site?' question (beforeunload).
 */
export function useLeaveGuard(dirty: boolean): void {
  const confirm = useConfirm();
  const navigate = useNavigate();
  // The handlers read the latest state without being re-attached on every keystroke.
  const latest = useRef({ dirty, confirm, navigate });
  latest.current = { dirty, confirm, navigate };

  useEffect(() => {
    if (!dirty) return;
    const ask = () =>
      latest.current.confirm({
        title: T.title,
        body: T.body,
        confirmText: T.leave,
        cancelText: T.stay,
        variant: 'danger',
      });
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = '';
    };
    const onClick = (e: MouseEvent) => {
      if (!latest.current.dirty || e.defaultPrevented || e.button !== 0) return;
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin) return;
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      // Before the router's handler (React listens at the root, below the document).
      e.preventDefault();
      e.stopPropagation();
      void ask().then((leave) => {
        // In place of the copy: Back from there comes to this page once, not to its copy first.
        if (leave) latest.current.navigate(to.pathname + to.search + to.hash, { replace: true });
      });
    };
    // The copy of this page's entry that Back lands on first.
    const armedAt = window.location.href;
    window.history.pushState(window.history.state, '', armedAt);
    let leaving = false;
    const onPopState = () => {
      if (leaving) return;
      void ask().then((leave) => {
        if (leave) {
          leaving = true;
          window.history.back();
        } else {
          window.history.pushState(window.history.state, '', window.location.href);
        }
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      // Still on this page (saved, emptied, or a dialog closed): the copy goes, so Back is one
      // press again. Leaving by a link or Back has moved past it already.
      if (!leaving && window.location.href === armedAt) window.history.back();
    };
  }, [dirty]);
}
