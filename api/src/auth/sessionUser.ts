/** The signed-in user as the session middleware attaches it to the request. */
export interface SessionUser {
  readonly id: string;
  readonly username: string;
  readonly slug: string;
  readonly email: string;
  readonly role: number;
}

declare global {
  namespace Express {
    interface Request {
      user?: SessionUser;
      /** Id of the session the request was authenticated with (for sign-out). */
      sessionId?: string;
    }
  }
}
