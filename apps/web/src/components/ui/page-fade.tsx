import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC §2: pages fade in over 300 ms on navigation. Keying on the path remounts the wrapper,
 * which restarts the CSS animation (.page-fade in app.css).
 */
export function PageFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="page-fade">
      {children}
    </div>
  );
}
