import { GENERIC_ERROR_MESSAGE } from '../errors/catalogue';
import { ApiError } from './apiFetch';

/**
 * The shell's page-wide event API. Remotes never import the shell: they dispatch these `window` events and the
 * shell (alert area, login dialog, print mode) reacts, so a remote running alone degrades to a no-op.
 */
export const ALERT_EVENT = 'acorduri:alert';
export const LOGIN_REQUIRED_EVENT = 'acorduri:login-required';
export const PRINT_EVENT = 'acorduri:print';
/** A reader asked for offline reading (issue #18): the shell installs its service worker. */
export const OFFLINE_READING_EVENT = 'acorduri:offline-reading';

export type AlertSeverity = 'warning' | 'success' | 'info';

export interface AlertDetail {
  readonly messages: readonly string[];
  readonly severity: AlertSeverity;
  /** HTTP status of the failed call, when the alert comes from one: 401/403 make the shell clear the session. */
  readonly status?: number;
}

/** Why the visitor was asked to sign in (the dialog's text names the action). */
export type LoginReason = 'vote' | 'rate' | 'comment' | 'favourite';

export interface LoginRequiredDetail {
  readonly reason: LoginReason;
}

// contracts also compiles for Node, where there is no window: the events are then silently dropped.
const pageTarget = (): EventTarget | undefined => (globalThis as { window?: EventTarget }).window;

function dispatch<T>(type: string, detail: T): void {
  pageTarget()?.dispatchEvent(new CustomEvent<T>(type, { detail }));
}

function listen<T>(type: string, listener: (detail: T) => void): () => void {
  const target = pageTarget();
  const handler = (event: Event) => listener((event as CustomEvent<T>).detail);
  target?.addEventListener(type, handler);
  return () => target?.removeEventListener(type, handler);
}

/** Shows closable alerts in the shell's alert area (spec §2: errors are closable warning alerts). */
export function pushAlert(messages: string | readonly string[], severity: AlertSeverity = 'warning'): void {
  dispatch<AlertDetail>(ALERT_EVENT, {
    messages: typeof messages === 'string' ? [messages] : messages,
    severity,
  });
}

/** The messages a failure shows (spec §8): an ApiError's catalogue messages, an exception's own text. */
export function messagesOfError(error: unknown): readonly string[] {
  if (error instanceof ApiError) return error.messages;
  if (error instanceof Error && error.message) return [error.message];
  return [GENERIC_ERROR_MESSAGE];
}

/** Shows a failed call as warnings; an ApiError also carries its status so 401/403 clear the session. */
export function pushErrorAlert(error: unknown): void {
  const status = error instanceof ApiError ? error.status : undefined;
  dispatch<AlertDetail>(ALERT_EVENT, {
    messages: messagesOfError(error),
    severity: 'warning',
    ...(status === undefined ? {} : { status }),
  });
}

export const onAlert = (listener: (detail: AlertDetail) => void): (() => void) =>
  listen(ALERT_EVENT, listener);

/** An anonymous visitor tried to vote, rate, comment or favourite: the shell opens its login dialog. */
export function requestLogin(reason: LoginReason): void {
  dispatch<LoginRequiredDetail>(LOGIN_REQUIRED_EVENT, { reason });
}

export const onLoginRequired = (listener: (detail: LoginRequiredDetail) => void): (() => void) =>
  listen(LOGIN_REQUIRED_EVENT, listener);

/** Print mode (spec §2): the shell hides bars and drawer, prints after 100 ms, then restores the page. */
export function requestPrint(): void {
  dispatch<Record<string, never>>(PRINT_EVENT, {});
}

export const onPrintRequested = (listener: () => void): (() => void) => listen(PRINT_EVENT, listener);

/** Asks the shell for its offline-reading service worker (installed only for readers who want it). */
export function requestOfflineReading(): void {
  dispatch<Record<string, never>>(OFFLINE_READING_EVENT, {});
}

export const onOfflineReadingRequested = (listener: () => void): (() => void) =>
  listen(OFFLINE_READING_EVENT, listener);
