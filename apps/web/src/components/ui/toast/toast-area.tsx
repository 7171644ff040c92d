import { useState, useSyncExternalStore } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { MESSAGES } from '../../../lib/messages';
import { getToasts, removeToast, subscribeToasts, type ToastItem } from '../../../lib/toast-store';

/** SPEC §9: a toast stays about 3.75 s; the 250 ms fade-out is set in CSS (.app-toast). */
export const TOAST_DELAY_MS = 3750;

const ICONS: Record<ToastItem['variant'], string> = {
  success: 'bi-check-circle-fill',
  danger: 'bi-x-circle-fill',
  warning: 'bi-exclamation-triangle-fill',
  info: 'bi-info-circle-fill',
};

function AppToast({ toast }: { toast: ToastItem }) {
  const [show, setShow] = useState(true);
  // react-bootstrap always renders role="alert", so screen readers announce every toast.
  // Warning toasts have a light background, so their text stays dark for contrast.
  const textClass = toast.variant === 'warning' ? 'text-dark' : 'text-white';

  return (
    <Toast
      className={`app-toast ${textClass}`}
      bg={toast.variant}
      show={show}
      autohide
      delay={TOAST_DELAY_MS}
      onClose={() => setShow(false)}
      onExited={() => removeToast(toast.id)}
      data-testid={`toast-${toast.variant}`}
    >
      <Toast.Body className="d-flex align-items-start gap-2">
        <i className={`bi ${ICONS[toast.variant]} flex-shrink-0`} aria-hidden="true" />
        <span className="flex-grow-1">{toast.message}</span>
        <button
          type="button"
          className={`btn-close ${textClass === 'text-white' ? 'btn-close-white' : ''} flex-shrink-0`}
          aria-label={MESSAGES.common.close}
          onClick={() => setShow(false)}
        />
      </Toast.Body>
    </Toast>
  );
}

export function ToastArea() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <ToastContainer position="top-center" containerPosition="fixed" className="app-toast-area p-3">
      {toasts.map((toast) => (
        <AppToast key={toast.id} toast={toast} />
      ))}
    </ToastContainer>
  );
}
