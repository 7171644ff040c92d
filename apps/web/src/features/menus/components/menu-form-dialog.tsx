import { MENU_GROUP_LABELS, MENU_GROUPS, type MenuItemDto, ROLE_LABELS, ROLES, type Role } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { useToast } from '../../../components/ui/toast/use-toast';
import { MENU_SCREEN_TEXTS as T, MESSAGES } from '../messages';
import { useCreateMenu } from '../api/create-menu';
import { useUpdateMenu } from '../api/update-menu';
import { EMPTY_MENU_FORM, formOf, type MenuFormValues, toMenuPayload } from './menu-form';

export type MenuDialogState = { mode: 'create' } | { mode: 'edit'; item: MenuItemDto };

/** Create or edit one menu item: label, path, roles, display order, active, icon. */
export function MenuFormDialog({ state, show, onHide }: { state: MenuDialogState; show: boolean; onHide: () => void }) {
  const [values, setValues] = useState<MenuFormValues>(state.mode === 'edit' ? formOf(state.item) : EMPTY_MENU_FORM);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateMenu();
  const update = useUpdateMenu();
  const toast = useToast();
  const id = useId();
  const formId = `${id}-form`;
  const busy = create.isPending || update.isPending;

  const set = <K extends keyof MenuFormValues>(field: K, value: MenuFormValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));
  const toggleRole = (role: Role, on: boolean) =>
    set('roles', on ? [...values.roles, role] : values.roles.filter((r) => r !== role));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = toMenuPayload(values);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    try {
      if (state.mode === 'edit') {
        await update.mutateAsync({ id: state.item.id, ...result.payload });
        toast.success(MESSAGES.menus.updated);
      } else {
        await create.mutateAsync(result.payload);
        toast.success(MESSAGES.menus.created);
      }
      onHide();
    } catch (err) {
      toast.danger(state.mode === 'edit' ? MESSAGES.menus.updateFailed : MESSAGES.menus.createFailed);
      setError(err instanceof Error ? err.message : null);
    }
  };

  return (
    <AppModal
      show={show}
      onHide={onHide}
      title={state.mode === 'edit' ? T.editTitle : T.createTitle}
      locked={busy}
      testId="menu-form-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
            {MESSAGES.common.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
            {state.mode === 'edit' ? T.save : T.create}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} noValidate>
        <Form.Group className="mb-2" controlId={`${id}-label`}>
          <Form.Label>{T.label}</Form.Label>
          <Form.Control
            value={values.label}
            onChange={(e) => set('label', e.target.value)}
            maxLength={100}
            autoComplete="off"
          />
        </Form.Group>
        <Form.Group className="mb-2" controlId={`${id}-path`}>
          <Form.Label>{T.path}</Form.Label>
          <Form.Control
            value={values.path}
            onChange={(e) => set('path', e.target.value)}
            maxLength={200}
            autoComplete="off"
            aria-describedby={`${id}-path-hint`}
          />
          <Form.Text id={`${id}-path-hint`}>{T.pathHint}</Form.Text>
        </Form.Group>
        <fieldset className="mb-2">
          <legend className="form-label fs-6 mb-1">{T.roles}</legend>
          {ROLES.map((role) => (
            <Form.Check
              key={role}
              inline
              type="checkbox"
              id={`${id}-role-${role}`}
              label={`${ROLE_LABELS[role]} (${role})`}
              checked={values.roles.includes(role)}
              onChange={(e) => toggleRole(role, e.target.checked)}
            />
          ))}
          <Form.Text className="d-block">{T.rolesHint}</Form.Text>
        </fieldset>
        <Row className="g-2 mb-2">
          <Col xs={5}>
            <Form.Group controlId={`${id}-order`}>
              <Form.Label>{T.displayOrder}</Form.Label>
              <Form.Control
                type="number"
                step={1}
                inputMode="numeric"
                value={values.displayOrder}
                onChange={(e) => set('displayOrder', e.target.value)}
              />
            </Form.Group>
          </Col>
          <Col xs={7} className="d-flex align-items-end pb-2">
            <Form.Check
              type="switch"
              id={`${id}-active`}
              label={T.isActive}
              checked={values.isActive}
              onChange={(e) => set('isActive', e.target.checked)}
            />
          </Col>
        </Row>
        <Form.Group controlId={`${id}-group`} className="mb-3">
          <Form.Label>{T.group}</Form.Label>
          <Form.Select value={values.group} onChange={(e) => set('group', e.target.value as MenuFormValues['group'])}>
            <option value="">{T.noGroup}</option>
            {MENU_GROUPS.map((g) => (
              <option key={g} value={g}>
                {MENU_GROUP_LABELS[g]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-icon`}>
          <Form.Label>{T.icon}</Form.Label>
          <div className="d-flex align-items-center gap-2">
            <Form.Control
              value={values.icon}
              onChange={(e) => set('icon', e.target.value)}
              maxLength={100}
              autoComplete="off"
              aria-describedby={`${id}-icon-hint`}
            />
            {values.icon.trim() ? <i className={`${values.icon.trim()} fs-5`} aria-hidden="true" /> : null}
          </div>
          <Form.Text id={`${id}-icon-hint`}>{T.iconHint}</Form.Text>
        </Form.Group>
        {error ? (
          <Alert variant="danger" className="py-2 mt-3 mb-0" data-testid="menu-form-error">
            {error}
          </Alert>
        ) : null}
      </Form>
    </AppModal>
  );
}
