import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Navigate, useNavigate } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';
import { setUser, type StoredUser } from '../../../lib/auth-store';
import { MESSAGES } from '../../../lib/messages';
import { useAuthUser } from '../../../lib/use-auth';
import { useFrontendConfig } from '../api/get-frontend-config';
import { loginByPassword } from '../api/login-by-password';
import { verifyOtp } from '../api/verify-otp';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { OtpModal } from './otp-modal';
import { PasswordLoginForm } from './password-login-form';
import { PhoneLoginForm } from './phone-login-form';

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
      <Card className="login-card shadow-sm mx-auto">
        <Card.Body className="p-4">
          <div className="text-center mb-3">
            <Logo size={56} />
          </div>
          <h1 className="h4 text-center mb-4">{MESSAGES.auth.title}</h1>
          {mode === 'phone' ? <PhoneLoginForm onSubmit={otp.start} /> : <PasswordLoginForm onSubmit={passwordLogin} />}
          <div className="text-center mt-3">
            <Button
              variant="link"
              size="sm"
              onClick={() => setMode(mode === 'phone' ? 'password' : 'phone')}
              data-testid="login-mode-toggle"
            >
              {mode === 'phone' ? MESSAGES.auth.passwordLink : MESSAGES.auth.phoneLink}
            </Button>
          </div>
        </Card.Body>
      </Card>
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
    </div>
  );
}
