import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { expect } from 'vitest';
import { renderRoutes } from './render';

const AWAY = 'Başka sayfa';
const ARRIVED = 'Başka sayfa açıldı';
const QUESTION = 'Kaydedilmemiş girişler var';

/**
 * Renders a form at `path` beside a link to another page of the app, to try leaving it
 * (lib/use-leave-guard.ts asks before unsaved entries are left).
 */
export function renderWithWayOut(path: string, element: ReactElement) {
  return renderRoutes(
    [
      {
        path,
        element: (
          <>
            <Link to="/elsewhere">{AWAY}</Link>
            {element}
          </>
        ),
      },
      { path: '/elsewhere', element: <p>{ARRIVED}</p> },
    ],
    path,
  );
}

/** Clicks the link away: the question is asked and answered 'Sayfada kal', so the page stays. */
export async function tryToLeaveAndStay(): Promise<void> {
  await userEvent.click(screen.getByRole('link', { name: AWAY }));
  const question = await screen.findByRole('dialog', { name: QUESTION });
  await userEvent.click(screen.getByRole('button', { name: 'Sayfada kal' }));
  await waitFor(() => expect(question).not.toBeInTheDocument());
  expect(screen.queryByText(ARRIVED)).not.toBeInTheDocument();
}

/** Clicks the link away with nothing unsaved: the other page opens and nothing is asked. */
export async function leaveUnasked(): Promise<void> {
  await userEvent.click(screen.getByRole('link', { name: AWAY }));
  expect(await screen.findByText(ARRIVED)).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument();
}
