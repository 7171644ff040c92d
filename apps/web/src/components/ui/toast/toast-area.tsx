import { useEffect, useState, useSyncExternalStore } from 'react';
import { MESSAGES } from '../../../lib/messages-common';
import { getToasts, removeToast, subscribeToasts, type ToastItem } from '../../../lib/toast-store';

/** SPEC §9: a toast stays about 3.75 s, then fades out in 250 ms (.app-toast in app.css). */
export const TOAST_DELAY_MS = 3750;
export const TOAST_FADE_MS = 250;

const ICONS: Record<ToastItem['variant'], string> = {
  success: 'bi-check-circle-fill',
  danger: 'bi-x-circle-fill',
  warning: 'bi-exclamation-triangle-fill',
  info: 'bi-info-circle-fill',
};

/**
 * Plain Bootstrap toast markup: it is part of every page (the API client raises toasts even on
 * /login), so it carries no component library. Hiding works as Bootstrap's own script does:
 * 'show showing' keeps the toast displayed while .toast.showing fades its opacity to 0.
 */
function AppToast({ toast }: { toast: ToastItem }) {
  const [show, setShow] = useState(true);

  useEffect(() => {
    const timer = show
      ? window.setTimeout(() => setShow(false), TOAST_DELAY_MS)
      : window.setTimeout(() => removeToast(toast.id), TOAST_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [show, toast.id]);

  // Warning toasts have a light background, so their text stays dark for contrast.
  const textClass = toast.variant === 'warning' ? 'text-dark' : 'text-white';
  return (
    // role="alert": screen readers announce every toast.
    <div
      className={`toast fade ${show ? 'show' : 'show showing'} app-toast bg-${toast.variant} ${textClass}`}
      role="alert"
      aria-live="assertive"
      aria-atomic="true"
      data-testid={`toast-${toast.variant}`}
    >
      <div className="toast-body d-flex align-items-start gap-2">
        <i className={`bi ${ICONS[toast.variant]} flex-shrink-0`} aria-hidden="true" />
        <span className="flex-grow-1">{toast.message}</span>
        <button
          type="button"
          className={`btn-close ${textClass === 'text-white' ? 'btn-close-white' : ''} flex-shrink-0`}
          aria-label={MESSAGES.common.close}
          onClick={() => setShow(false)}
        />
      </div>
    </div>
  );
}

export function ToastArea() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="toast-container top-0 start-50 translate-middle-x position-fixed app-toast-area p-3">
      {toasts.map((toast) => (
        <AppToast key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
