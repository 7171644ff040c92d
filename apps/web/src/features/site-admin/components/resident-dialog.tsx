import type { AdminUnitDto } from '@aidat/shared';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AppModal } from '../../../components/ui/app-modal/app-modal';
import { useToast } from '../../../components/ui/toast/use-toast';
import { MESSAGES, SITE_ADMIN_SCREEN_TEXTS as T } from '../messages';
import { useAssignResident } from '../api/assign-resident';
import { PhoneInput } from '../../../components/ui/phone-input';
import { SubmitLabel } from '../../../components/ui/submit-label';

export interface UnitDialogProps {
  show: boolean;
  siteId: number;
  unit: AdminUnitDto;
  onClose: () => void;
}

/** Assign or change a unit's resident: full name, phone (+90 mask) and an optional e-mail. */
export function ResidentDialog({ show, siteId, unit, onClose }: UnitDialogProps) {
  const [fullName, setFullName] = useState(unit.resident?.fullName ?? '');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState(unit.resident?.email ?? '');
  const assign = useAssignResident(siteId, unit.id);
  const toast = useToast();
  const formId = useId();
  const label = T.unitLabel(unit.block, unit.doorNumber);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const res = await assign.mutateAsync({ fullName, phone, email: email.trim() || undefined });
      // Say plainly when the phone was someone's already: the typed name did not become theirs.
      toast.success(res.linkedExisting ? T.residentLinkedExisting : T.residentAssigned);
      onClose();
    } catch {
      // The API client has shown the server's reason; the dialog stays open for a correction.
    }
  };

  return (
    <AppModal
      show={show}
      onHide={onClose}
      locked={assign.isPending}
      title={`${label} • ${unit.resident ? T.changeResident : T.assignResident}`}
      testId="resident-dialog"
      footer={
        <>
          <Button variant="outline-secondary" onClick={onClose} disabled={assign.isPending}>
            {MESSAGES.common.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={assign.isPending}>
            <SubmitLabel busy={assign.isPending}>{T.save}</SubmitLabel>
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <Form.Group controlId={`${formId}-name`} className="mb-2">
          <Form.Label>{T.fullName}</Form.Label>
          <Form.Control value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="off" />
        </Form.Group>
        <Form.Group className="mb-2">
          <Form.Label htmlFor={`${formId}-phone`}>{T.phone}</Form.Label>
          <PhoneInput
            id={`${formId}-phone`}
            initial={unit.resident?.phone ?? null}
            onChange={setPhone}
            placeholder={T.phonePlaceholder}
            autoComplete="off"
            testId="resident-phone"
          />
        </Form.Group>
        <Form.Group controlId={`${formId}-email`}>
          <Form.Label>{T.email}</Form.Label>
          <Form.Control type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
        </Form.Group>
        <Form.Text>{T.residentHint}</Form.Text>
      </Form>
    </AppModal>
  );
}
