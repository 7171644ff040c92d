import { type ReactNode, useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { MESSAGES } from '../../../lib/messages-common';

/** SPEC §2: a generic modal in sizes sm, md, lg and xl (md is Bootstrap's default width). */
export type AppModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AppModalProps {
  show: boolean;
  onHide: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: AppModalSize;
  /** Blocks closing by backdrop click and Escape, e.g. while a request is running. */
  locked?: boolean;
  centered?: boolean;
  testId?: string;
}

export function AppModal({
  show,
  onHide,
  title,
  children,
  footer,
  size = 'md',
  locked = false,
  centered = true,
  testId,
}: AppModalProps) {
  // axe needs the dialog named; the title's id gives it its accessible name.
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={onHide}
      size={size === 'md' ? undefined : size}
      centered={centered}
      backdrop={locked ? 'static' : true}
      keyboard={!locked}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <Modal.Header closeButton={!locked} closeLabel={MESSAGES.common.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      {footer ? <Modal.Footer>{footer}</Modal.Footer> : null}
    </Modal>
  );
}
