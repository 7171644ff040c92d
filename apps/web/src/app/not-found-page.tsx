import { Link } from 'react-router';
import { paths } from '../config/paths-common';
import { MESSAGES } from '../lib/messages-common';

export function NotFoundPage() {
  return (
    <section className="text-center py-5" data-testid="not-found">
      <h1 className="h3">{MESSAGES.common.notFoundTitle}</h1>
      <p className="text-body-secondary">{MESSAGES.common.notFoundBody}</p>
      <Link to={paths.home} className="btn btn-primary">
        {MESSAGES.common.goHome}
      </Link>
    </section>
  );
}
