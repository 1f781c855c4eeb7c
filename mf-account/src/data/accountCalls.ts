import {
  type AccountInfo,
  apiFetch,
  type ChangeEmailPayload,
  type ChangePasswordPayload,
} from '@acorduri/contracts';

// The account calls of spec §7 that do not touch cached data; screens call them and show the outcome.

export interface RegisterRequest {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly isEulaAccepted: boolean;
  readonly captchaResponse: string;
}

export const register = (request: RegisterRequest) =>
  apiFetch<unknown>('/api/account', {
    method: 'POST',
    // Booleans travel as 1 or 0 (spec §5).
    body: { ...request, isEulaAccepted: request.isEulaAccepted ? 1 : 0 },
  });

export const isNameAvailable = (name: string, signal?: AbortSignal) =>
  apiFetch<boolean>('/api/account/name-available', { method: 'POST', body: { name }, signal });

export const verifyEmail = (token: string) =>
  apiFetch<unknown>('/api/account/verify-email', { method: 'POST', body: { token } });

/** Finalises an email change; the answer is the updated user when the API sends it. */
export const confirmEmail = (token: string) =>
  apiFetch<AccountInfo | boolean | undefined>('/api/account/confirm-email', {
    method: 'POST',
    body: { token },
  });

export const forgotPassword = (email: string, captchaResponse: string) =>
  apiFetch<unknown>('/api/account/forgot-password', {
    method: 'POST',
    body: { email, hcaptchaResponse: captchaResponse },
  });

export const setPassword = (token: string, newPassword: string) =>
  apiFetch<unknown>('/api/account/set-password', { method: 'POST', body: { token, newPassword } });

export const changeEmail = (payload: ChangeEmailPayload & { readonly emailConfirm: string }) =>
  apiFetch<unknown>('/api/account/change-email', { method: 'POST', body: payload });

export const changePassword = (
  payload: ChangePasswordPayload & { readonly newPasswordConfirmation: string },
) => apiFetch<unknown>('/api/account/change-password', { method: 'POST', body: payload });

/** True when the account was deleted (spec §7: anything else is a failure). */
export const deleteAccount = () => apiFetch<unknown>('/api/account', { method: 'DELETE' });
