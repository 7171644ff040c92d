import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useRouteError } from 'react-router';
import { MESSAGES } from '../lib/messages';

/**
 * Shown when a page throws or its lazy chunk fails to load (typically a deploy replaced the
 * chunk files under an open tab); a reload fetches the new ones.
 */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Alert variant="danger" className="my-4" data-testid="route-error">
      <Alert.Heading as="h1" className="h5">
        {MESSAGES.common.pageLoadFailed}
      </Alert.Heading>
      <p>{MESSAGES.common.pageLoadFailedHint}</p>
      <Button variant="outline-danger" onClick={() => window.location.reload()}>
        {MESSAGES.common.reload}
      </Button>
    </Alert>
  );
}
