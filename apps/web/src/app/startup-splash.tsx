import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Splash, type SplashPhase } from '../components/ui/splash';
import { frontendConfigQuery } from '../features/auth/api/get-frontend-config';

/** SPEC §2/§9 timings. */
export const SPLASH_MIN_MS = 500;
export const SPLASH_COMPLETE_MS = 800;
export const SPLASH_FADE_MS = 500;

/**
 * Covers the app until the frontend configuration has loaded or failed (failure is ignored),
 * but at least 0.5 s; then shows 'complete' for 0.8 s and fades out over 0.5 s. The app renders
 * underneath meanwhile, so its first page and menu load in parallel.
 */
export function StartupSplash() {
  const config = useQuery(frontendConfigQuery);
  const settled = !config.isPending;
  const [minElapsed, setMinElapsed] = useState(false);
  const [phase, setPhase] = useState<SplashPhase | 'done'>('loading');

  useEffect(() => {
    const timer = window.setTimeout(() => setMinElapsed(true), SPLASH_MIN_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (phase === 'loading' && settled && minElapsed) setPhase('complete');
  }, [phase, settled, minElapsed]);

  useEffect(() => {
    if (phase !== 'complete' && phase !== 'fadeout') return;
    const next = phase === 'complete' ? 'fadeout' : 'done';
    const timer = window.setTimeout(() => setPhase(next), phase === 'complete' ? SPLASH_COMPLETE_MS : SPLASH_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === 'done') return null;
  return <Splash phase={phase} />;
}
