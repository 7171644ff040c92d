import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_RULE_MESSAGES, NOTIFICATION_TITLE_MAX } from '@aidat/shared';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { MESSAGES, SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { useSendNotification } from '../api/send-notification';
import { SubmitLabel } from '../../../components/ui/submit-label';

/** 'Bildirim Gönder' (SPEC §2, §5): title and message are required before anything is sent. */
export function NotificationCard({ siteId }: { siteId: number }) {
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useSendNotification();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSent(false);
    const t = title.trim();
    const m = message.trim();
    if (!t || !m) return setProblem(NOTIFICATION_RULE_MESSAGES.required);
    if (t.length > NOTIFICATION_TITLE_MAX) return setProblem(NOTIFICATION_RULE_MESSAGES.titleTooLong);
    if (m.length > NOTIFICATION_MESSAGE_MAX) return setProblem(NOTIFICATION_RULE_MESSAGES.messageTooLong);
    setProblem(null);
    try {
      await send.mutateAsync({ siteId, title: t, message: m });
      setSent(true);
      setTitle('');
      setMessage('');
    } catch {
      // The API client has shown the server's reason.
    }
  };

  return (
    <Card className="h-100" data-testid="notification-card">
      <Card.Header as="h2" className="h6 mb-0">
        {MESSAGES.siteAdmin.sendNotification}
      </Card.Header>
      <Card.Body>
        <Form onSubmit={submit} noValidate>
          <Form.Group controlId="panel-notification-title" className="mb-2">
            <Form.Label>{T.notificationTitle}</Form.Label>
            <Form.Control value={title} onChange={(e) => setTitle(e.target.value)} maxLength={NOTIFICATION_TITLE_MAX} />
          </Form.Group>
          <Form.Group controlId="panel-notification-message">
            <Form.Label>{T.notificationMessage}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              maxLength={NOTIFICATION_MESSAGE_MAX}
            />
            <Form.Text>{T.notificationHint}</Form.Text>
          </Form.Group>
          {problem ? (
            <Alert variant="danger" className="mt-3 mb-0 py-2" data-testid="notification-problem">
              {problem}
            </Alert>
          ) : null}
          <Button type="submit" className="mt-3" disabled={send.isPending}>
            <SubmitLabel busy={send.isPending}>{T.send}</SubmitLabel>
          </Button>
        </Form>
        {sent ? (
          <Alert
            variant="success"
            className="mt-3 mb-0"
            onClose={() => setSent(false)}
            dismissible
            data-testid="notification-success"
          >
            {MESSAGES.siteAdmin.notificationSent}
          </Alert>
        ) : null}
      </Card.Body>
    </Card>
  );
}
