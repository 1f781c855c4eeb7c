import type {
  ChangeEmailPayload,
  ChangePasswordPayload,
  EmailTokenPayload,
  ForgotPasswordPayload,
  NameAvailablePayload,
  RegisterPayload,
  SetPasswordPayload,
  SignInPayload,
} from '@acorduri/contracts';
import { ACCOUNT_MESSAGES } from '@acorduri/contracts';
import type { Request, RequestHandler } from 'express';
import { userOf } from '../auth/guards';
import { clearSessionCookie, setSessionCookie } from '../auth/sessionCookie';
import { bodyOf } from '../http/validate';
import { isNameAvailable } from '../users/user.service';
import * as accounts from './account.service';
import type { AccountContext, ClientInfo } from './accountContext';
import { deleteAccount } from './accountDeletion.service';

const clientOf = (req: Request): ClientInfo => ({ ip: req.ip, userAgent: req.get('user-agent') });

export function accountController(context: AccountContext) {
  const sessionConfig = context.config.session;

  /** The session probe every page makes: a signed-out visitor is an answer (200 null), not a failure. */
  const current: RequestHandler = async (req, res) => {
    res.json(req.user ? await accounts.accountInfoOf(req.user.id) : null);
  };

  const register: RequestHandler = async (req, res) => {
    await accounts.register(context, bodyOf<RegisterPayload>(req), clientOf(req));
    res.status(201).json(true);
  };

  const signIn: RequestHandler = async (req, res) => {
    const { user, session } = await accounts.signIn(
      context,
      bodyOf<SignInPayload>(req),
      clientOf(req),
      req.sessionId,
    );
    setSessionCookie(req, res, sessionConfig, session.token, session.expiresAt);
    res.json(accounts.toAccountInfo(user));
  };

  const signOut: RequestHandler = async (req, res) => {
    await accounts.signOut(req.sessionId, req.user?.id, clientOf(req));
    clearSessionCookie(req, res, sessionConfig);
    res.json(true);
  };

  const nameAvailable: RequestHandler = async (req, res) => {
    res.json(await isNameAvailable(bodyOf<NameAvailablePayload>(req).name));
  };

  const verifyEmail: RequestHandler = async (req, res) => {
    await accounts.verifyEmail(bodyOf<EmailTokenPayload>(req).token, clientOf(req));
    res.json(true);
  };

  const confirmEmail: RequestHandler = async (req, res) => {
    const { token } = bodyOf<EmailTokenPayload>(req);
    res.json(await accounts.confirmEmailChange(context, userOf(req).id, token, clientOf(req)));
  };

  const forgotPassword: RequestHandler = (req, res) => {
    // Answered before the lookup and the mail, so timing does not tell whether the address has an account.
    accounts
      .forgotPassword(context, bodyOf<ForgotPasswordPayload>(req).email, clientOf(req))
      .catch((error: unknown) => context.logger.error({ err: error }, 'forgot-password failed'));
    res.json({ message: ACCOUNT_MESSAGES.forgotPasswordSent });
  };

  const setPassword: RequestHandler = async (req, res) => {
    const { token, newPassword } = bodyOf<SetPasswordPayload>(req);
    await accounts.setPassword(token, newPassword, clientOf(req));
    res.json({ message: ACCOUNT_MESSAGES.passwordChanged });
  };

  const changeEmail: RequestHandler = async (req, res) => {
    await accounts.requestEmailChange(
      context,
      userOf(req).id,
      bodyOf<ChangeEmailPayload>(req),
      clientOf(req),
    );
    res.json(true);
  };

  const changePassword: RequestHandler = async (req, res) => {
    await accounts.changePassword(
      userOf(req).id,
      req.sessionId,
      bodyOf<ChangePasswordPayload>(req),
      clientOf(req),
    );
    res.json(true);
  };

  const remove: RequestHandler = async (req, res) => {
    await deleteAccount(userOf(req).id, clientOf(req));
    clearSessionCookie(req, res, sessionConfig);
    res.json(true);
  };

  return {
    current,
    register,
    signIn,
    signOut,
    nameAvailable,
    verifyEmail,
    confirmEmail,
    forgotPassword,
    setPassword,
    changeEmail,
    changePassword,
    remove,
  };
}
