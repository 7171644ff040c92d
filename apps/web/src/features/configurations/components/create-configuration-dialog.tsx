import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { useToast } from '../../../components/ui/toast/use-toast';
import { CONFIGURATION_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { useCreateConfiguration } from '../api/create-configuration';

/** SPEC §5: key and value are required, so create stays disabled until both are filled. */
export function canCreateConfiguration(key: string, value: string): boolean {
  return key.trim() !== '' && value.trim() !== '';
}

/** Create dialog: key, value, optional description, visibility off by default. */
export function CreateConfigurationDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [description, setDescription] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateConfiguration();
  const toast = useToast();
  const id = useId();
  const formId = `${id}-form`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canCreateConfiguration(key, value)) return;
    setError(null);
    try {
      await create.mutateAsync({ key: key.trim(), value, description, isFrontendVisible: visible });
      toast.success(MESSAGES.configurations.created);
      onHide();
    } catch (err) {
      toast.danger(MESSAGES.configurations.createFailed);
      setError(err instanceof Error ? err.message : null);
    }
  };

  return (
    <AppModal
      show={show}
      onHide={onHide}
      title={T.createTitle}
      locked={create.isPending}
      testId="create-configuration-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onHide} disabled={create.isPending}>
            {MESSAGES.common.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending || !canCreateConfiguration(key, value)}>
            {create.isPending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            {T.create}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit}>
        <Form.Group className="mb-2" controlId={`${id}-key`}>
          <Form.Label>{T.key}</Form.Label>
          <Form.Control
            value={key}
            onChange={(e) => setKey(e.target.value)}
            maxLength={100}
            autoComplete="off"
            aria-describedby={`${id}-key-hint`}
          />
          <Form.Text id={`${id}-key-hint`}>{T.keyHint}</Form.Text>
        </Form.Group>
        <Form.Group className="mb-2" controlId={`${id}-value`}>
          <Form.Label>{T.value}</Form.Label>
          <Form.Control value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />
        </Form.Group>
        <Form.Group className="mb-2" controlId={`${id}-description`}>
          <Form.Label>{T.description}</Form.Label>
          <Form.Control
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={500}
            autoComplete="off"
          />
        </Form.Group>
        <Form.Check
          type="switch"
          id={`${id}-visible`}
          label={T.visible}
          checked={visible}
          onChange={(e) => setVisible(e.target.checked)}
        />
        {error ? (
          <Alert variant="danger" className="py-2 mt-3 mb-0" data-testid="create-configuration-error">
            {error}
          </Alert>
        ) : null}
      </Form>
    </AppModal>
  );
}
