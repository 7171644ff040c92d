import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { LoadingState } from '../../../components/ui/states';
import { paths } from '../../../config/paths-common';
import { setUser, type StoredUser } from '../../../lib/auth-store';
import { AUTH_TEXTS } from '../../../lib/messages-auth';
import { useAuthUser } from '../../../lib/use-auth';
import { KVKK_LINK_TEXTS } from '../../../lib/messages-kvkk-links';
import { useFrontendConfig } from '../api/use-frontend-config';
import { loginByPassword } from '../api/login-by-password';
import { verifyOtp } from '../api/verify-otp';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { PhoneLoginForm } from './phone-login-form';

// Residents sign in with a code: the code dialog (with its modal library) loads when the first
// code is requested, and the administrators' password form when it is asked for (or pointed at).
const OtpModal = lazy(() => import('./otp-modal').then((m) => ({ default: m.OtpModal })));
const loadPasswordForm = () => import('./password-login-form');
const PasswordLoginForm = lazy(() => loadPasswordForm().then((m) => ({ default: m.PasswordLoginForm })));

/** SPEC §2: the page fades out for 300 ms before going to '/'. */
export const LOGIN_FADE_MS = 300;

export function LoginPage() {
  const navigate = useNavigate();
  const user = useAuthUser();
  const config = useFrontendConfig();
  const otp = useOtpFlow(config.otpTtlMinutes);
  const [mode, setMode] = useState<'phone' | 'password'>('phone');
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Someone already signed in has nothing to do here; during our own fade-out we stay put.
  if (user && !leaving) return <Navigate to={paths.home} replace />;

  const complete = (signedIn: StoredUser) => {
    setLeaving(true);
    setUser(signedIn);
    otp.close();
    timer.current = window.setTimeout(() => navigate(paths.home, { replace: true }), LOGIN_FADE_MS);
  };

  const verify = async (code: string) => {
    const { user: signedIn } = await verifyOtp({ reference: otp.reference, otp: code });
    complete(signedIn);
  };

  const passwordLogin = async (identifier: string, password: string) => {
    const { user: signedIn } = await loginByPassword({ identifier, password });
    complete(signedIn);
  };

  return (
    <div className={`login-page ${leaving ? 'login-page--leaving' : ''}`} data-testid="login-page">
      <div className="card login-card shadow-sm mx-auto">
        <div className="card-body p-4">
          <div className="text-center mb-3">
            <Logo size={56} />
          </div>
          <h1 className="h4 text-center mb-4">{AUTH_TEXTS.title}</h1>
          {mode === 'phone' ? (
            <PhoneLoginForm onSubmit={otp.start} />
          ) : (
            <Suspense fallback={<LoadingState />}>
              <PasswordLoginForm onSubmit={passwordLogin} />
            </Suspense>
          )}
          <div className="text-center mt-3">
            <button
              type="button"
              className="btn btn-link btn-sm"
              onClick={() => setMode(mode === 'phone' ? 'password' : 'phone')}
              onPointerEnter={() => void loadPasswordForm()}
              onFocus={() => void loadPasswordForm()}
              data-testid="login-mode-toggle"
            >
              {mode === 'phone' ? AUTH_TEXTS.passwordLink : AUTH_TEXTS.phoneLink}
            </button>
          </div>
          <p className="text-center small mt-2 mb-0">
            <Link to={paths.kvkk} className="link-secondary" data-testid="kvkk-link">
              {KVKK_LINK_TEXTS.notice}
            </Link>
          </p>
        </div>
      </div>
      {otp.round > 0 ? (
        <Suspense fallback={null}>
          <OtpModal
            show={otp.open}
            round={otp.round}
            phone={otp.phone}
            codeLength={config.otpCodeLength}
            remaining={otp.remaining}
            sending={otp.sending}
            devOtp={otp.devOtp}
            onResend={otp.resend}
            onVerify={verify}
            onClose={otp.close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
