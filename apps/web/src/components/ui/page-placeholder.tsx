import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

const PLACEHOLDER_TEXT = 'Bu ekran hazırlanıyor.';

/** Stand-in body for screens whose feature work has not landed yet; keeps routes testable. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section>
      <PageHeader title={title} />
      {children ?? <p className="text-body-secondary">{PLACEHOLDER_TEXT}</p>}
    </section>
  );
}
