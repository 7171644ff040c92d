import {
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  type NotificationDto,
  notificationDraftError,
} from '@aidat/shared';
import { type FormEvent, useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { SMS_TEXTS } from '../../../components/sms-campaigns/messages';
import { DateTimePicker } from '../../../components/ui/date-time-picker';
import { useToast } from '../../../components/ui/toast/use-toast';
import { MESSAGES, NOTIFICATION_SCREEN_TEXTS as T } from '../messages';
import { useCreateNotification } from '../api/create-notification';
import { useUpdateNotification } from '../api/update-notification';
import { TextCounter } from './text-counter';

export type NotificationDialogState =
  | { mode: 'create'; siteId: number }
  | { mode: 'edit'; notification: NotificationDto };

interface FormValues {
  title: string;
  message: string;
  startDate: Date | null;
  endDate: Date | null;
  isActive: boolean;
}

/** SPEC §5: on create the start defaults to today 00:00 and the end to today 23:59. */
function createDefaults(): FormValues {
  const now = new Date();
  return {
    title: '',
    message: '',
    startDate: new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 0),
    endDate: new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59),
    isActive: true,
  };
}

function editValues(n: NotificationDto): FormValues {
  return {
    title: n.title,
    message: n.message,
    startDate: new Date(n.startDate),
    endDate: new Date(n.endDate),
    isActive: n.isActive,
  };
}

/**
 * Create and edit dialog. Every rule of SPEC §5 is checked here, with the server's own texts,
 * before anything is sent; the server checks them again.
 */
export interface NotificationFormDialogProps {
  state: NotificationDialogState;
  show: boolean;
  onHide: () => void;
  /** Saved with 'SMS ile de gönder' ticked: the page opens the SMS preview for it. */
  onSendSms?: (notification: NotificationDto) => void;
}

export function NotificationFormDialog({ state, show, onHide, onSendSms }: NotificationFormDialogProps) {
  const isCreate = state.mode === 'create';
  const [values, setValues] = useState<FormValues>(() =>
    state.mode === 'create' ? createDefaults() : editValues(state.notification),
  );
  const [error, setError] = useState<string | null>(null);
  const [sendSms, setSendSms] = useState(false);
  const toast = useToast();
  const create = useCreateNotification();
  const update = useUpdateNotification();
  const busy = create.isPending || update.isPending;
  const ids = useId();
  // On create a start before today is refused, so the calendar offers nothing earlier.
  const startMin = useMemo(() => {
    if (!isCreate) return null;
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), now.getDate());
  }, [isCreate]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((was) => ({ ...was, [key]: value }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = notificationDraftError(values, isCreate ? 'create' : 'update');
    if (problem) return setError(problem);
    if (!values.startDate || !values.endDate) return;
    const payload = {
      title: values.title.trim(),
      message: values.message.trim(),
      startDate: values.startDate.toISOString(),
      endDate: values.endDate.toISOString(),
      isActive: values.isActive,
    };
    try {
      let saved: NotificationDto;
      if (state.mode === 'create') {
        saved = await create.mutateAsync({ ...payload, siteId: state.siteId });
        toast.success(MESSAGES.notifications.created);
      } else {
        const { id, siteId } = state.notification;
        saved = await update.mutateAsync({ ...payload, id, siteId });
        toast.success(MESSAGES.notifications.updated);
      }
      onHide();
      if (sendSms) onSendSms?.(saved);
    } catch (failure) {
      toast.danger(isCreate ? MESSAGES.notifications.createFailed : MESSAGES.notifications.updateFailed);
      // The server's reason (e.g. a rule that changed at midnight) stays visible in the dialog.
      setError(failure instanceof Error ? failure.message : null);
    }
  };

  const formId = `${ids}-form`;
  return (
    <AppModal
      show={show}
      onHide={onHide}
      title={isCreate ? T.createTitle : T.editTitle}
      size="lg"
      locked={busy}
      testId="notification-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
            {MESSAGES.common.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            {isCreate ? T.create : T.save}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit}>
        {error ? (
          <Alert variant="danger" className="py-2" data-testid="notification-form-error">
            {error}
          </Alert>
        ) : null}
        <Form.Group className="mb-3" controlId={`${ids}-title`}>
          <Form.Label>{T.title}</Form.Label>
          <Form.Control
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            isInvalid={values.title.length > NOTIFICATION_TITLE_MAX}
            aria-describedby={`${ids}-title-count`}
            autoComplete="off"
          />
          <TextCounter id={`${ids}-title-count`} length={values.title.length} max={NOTIFICATION_TITLE_MAX} />
        </Form.Group>
        <Form.Group className="mb-3" controlId={`${ids}-message`}>
          <Form.Label>{T.message}</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            value={values.message}
            onChange={(e) => set('message', e.target.value)}
            isInvalid={values.message.length > NOTIFICATION_MESSAGE_MAX}
            aria-describedby={`${ids}-message-count`}
          />
          <TextCounter id={`${ids}-message-count`} length={values.message.length} max={NOTIFICATION_MESSAGE_MAX} />
        </Form.Group>
        <Row className="g-3 mb-3">
          <Col xs={12} sm={6}>
            <Form.Label htmlFor={`${ids}-start`}>{T.startDate}</Form.Label>
            <DateTimePicker
              id={`${ids}-start`}
              value={values.startDate}
              onChange={(d) => set('startDate', d)}
              min={startMin}
              defaultTime="00:00"
            />
          </Col>
          <Col xs={12} sm={6}>
            <Form.Label htmlFor={`${ids}-end`}>{T.endDate}</Form.Label>
            <DateTimePicker
              id={`${ids}-end`}
              value={values.endDate}
              onChange={(d) => set('endDate', d)}
              min={values.startDate}
              defaultTime="23:59"
            />
          </Col>
        </Row>
        <Form.Check
          type="switch"
          id={`${ids}-active`}
          label={T.isActive}
          checked={values.isActive}
          onChange={(e) => set('isActive', e.target.checked)}
        />
        {onSendSms ? (
          <Form.Group className="mt-3" controlId={`${ids}-sms`}>
            <Form.Check
              type="checkbox"
              label={SMS_TEXTS.sendBySms}
              checked={sendSms}
              onChange={(e) => setSendSms(e.target.checked)}
              data-testid="notification-send-sms"
            />
            <Form.Text>{SMS_TEXTS.sendBySmsHint}</Form.Text>
          </Form.Group>
        ) : null}
      </Form>
    </AppModal>
  );
}
