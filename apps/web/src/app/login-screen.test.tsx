import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { App } from './app';
import { LoginScreen } from './login-screen';

/** The DOM as the page shows it, useId's ids (per render) aside. */
const markupOf = (container: HTMLElement) => container.innerHTML.replace(/_r_[0-9a-z]+_/g, 'ID');

describe('<LoginScreen />, which the build writes into login.html', () => {
  it('renders what App renders at /login for a visitor, splash included', async () => {
    window.history.replaceState(null, '', '/login');
    // Never answered: the splash stays in its first state in both.
    mockFetch({ 'GET /api/auth/frontend-config': () => new Promise<Response>(() => {}) });
    const app = render(<App />);
    const screenCopy = render(<LoginScreen />);
    for (const { container } of [app, screenCopy]) {
      await within(container).findByTestId('login-phone');
      expect(within(container).getByTestId('splash')).toHaveAttribute('data-phase', 'loading');
    }
    expect(screen.getAllByRole('heading', { name: 'Giriş Yap' })).toHaveLength(2);
    expect(markupOf(screenCopy.container)).toBe(markupOf(app.container));
  });
});
