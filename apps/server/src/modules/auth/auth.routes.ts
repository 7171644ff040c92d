import {
  AUTH_MESSAGES,
  AuthUserResponse,
  LoginByPasswordRequest,
  LoginByPhoneRequest,
  LoginByPhoneResponse,
  VerifyOtpRequest,
} from '@aidat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmptyEnvelope, envelope, ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/guards.js';
import { destroySession, type SessionUser } from '../../lib/sessions.js';
import { createSmsProvider } from '../../lib/sms/index.js';
import { requestOtp, verifyOtp } from './otp.service.js';
import { loginWithPassword } from './password.service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { signInContext } from './sign-in-context.js';

/** The user object of every sign-in answer (UserDto), built from explicit fields only. */
function userDto(user: SessionUser) {
  return {
    user: {
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      phone: user.phone,
      role: user.role,
      isBlocked: user.isBlocked,
    },
  };
}

/** Sign-in by phone and one-time code, by password, the session's user and sign-out. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const sms = createSmsProvider(app.config, app.log);

  app.post(
    '/api/auth/login-by-phone',
    {
      config: { access: 'public' },
      schema: { body: LoginByPhoneRequest, response: { 200: envelope(LoginByPhoneResponse) } },
    },
    async (request) => {
      const answer = await requestOtp(app, sms, request.body.phone, signInContext(request));
      return ok(answer, AUTH_MESSAGES.codeSent);
    },
  );

  app.post(
    '/api/auth/verify-otp',
    { config: { access: 'public' }, schema: { body: VerifyOtpRequest, response: { 200: envelope(AuthUserResponse) } } },
    async (request, reply) => {
      const signedIn = await verifyOtp(app, request.body.reference, request.body.otp, signInContext(request));
      setSessionCookie(reply, app.config, signedIn.token, signedIn.expiresAt);
      return ok(userDto(signedIn.user), AUTH_MESSAGES.signedIn);
    },
  );

  app.post(
    '/api/auth/login-by-password',
    {
      config: { access: 'public' },
      schema: { body: LoginByPasswordRequest, response: { 200: envelope(AuthUserResponse) } },
    },
    async (request, reply) => {
      const { identifier, password } = request.body;
      const signedIn = await loginWithPassword(app, identifier, password, signInContext(request));
      setSessionCookie(reply, app.config, signedIn.token, signedIn.expiresAt);
      return ok(userDto(signedIn.user), AUTH_MESSAGES.signedIn);
    },
  );

  // Works without a session too, so a client can always clear a stale cookie. endsSessions: the
  // answer waits until every instance refuses the session (plugins/answer-cache.ts).
  app.post(
    '/api/auth/logout',
    { config: { access: 'public', endsSessions: true }, schema: { response: { 200: EmptyEnvelope } } },
    async (request, reply) => {
      if (request.sessionToken) await destroySession(app.db, request.sessionToken);
      clearSessionCookie(reply, app.config);
      return ok(null, AUTH_MESSAGES.signedOut);
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: 'signedIn' }, schema: { response: { 200: envelope(AuthUserResponse) } } },
    async (request) => ok(userDto(currentUser(request))),
  );
};

export default authRoutes;
