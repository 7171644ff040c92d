import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { MESSAGES } from '../../../lib/messages-common';
import { AppModal } from './app-modal';

export type ConfirmVariant = 'primary' | 'danger' | 'warning' | 'success';

export interface ConfirmOptions {
  title: ReactNode;
  body: ReactNode;
  confirmText?: string;
  cancelText?: string;
  variant?: ConfirmVariant;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  show: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The yes/no dialog reused by delete, unblock and toggle actions. */
export function ConfirmDialog({
  show,
  title,
  body,
  confirmText = MESSAGES.common.confirm,
  cancelText = MESSAGES.common.cancel,
  variant = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AppModal
      show={show}
      onHide={onCancel}
      title={title}
      size="sm"
      locked={busy}
      testId="confirm-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
            {cancelText}
          </Button>
          <Button variant={variant} onClick={onConfirm} disabled={busy} data-testid="confirm-dialog-confirm">
            {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            {confirmText}
          </Button>
        </>
      }
    >
      {body}
    </AppModal>
  );
}
