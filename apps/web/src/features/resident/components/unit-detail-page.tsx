import { useParams } from 'react-router';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { MESSAGES } from '../../../lib/messages';

/** Unit detail (SPEC §2). Placeholder until the screen itself is built. */
export function UnitDetailPage() {
  const { unitId } = useParams();
  return (
    <PagePlaceholder title={MESSAGES.pages.unitDetail}>
      <p className="text-body-secondary" data-testid="unit-id">
        #{unitId}
      </p>
    </PagePlaceholder>
  );
}
