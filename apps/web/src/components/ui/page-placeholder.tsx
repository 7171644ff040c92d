import type { ReactNode } from 'react';
import { MESSAGES } from '../../lib/messages-common';
import { PageHeader } from './page-header';

/** Stand-in body for screens whose feature work has not landed yet; keeps routes testable. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section>
      <PageHeader title={title} />
      {children ?? <p className="text-body-secondary">{MESSAGES.common.placeholder}</p>}
    </section>
  );
}
