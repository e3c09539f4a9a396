/**
 * The signed-in account of a request, set by SessionMiddleware on every route when the request carries a
 * live session cookie; absent for visitors. Read it as `request.user?.id` (e.g. to make an upload belong
 * to the account). It is never trusted from anything but the session lookup.
 */
export interface SessionUser {
  /** users.id */
  id: number;
  username: string;
  email: string;
  createdAt: Date;
  /** users.operator_enrolled_at: see OperatorRoster. */
  operatorEnrolledAt: Date | null;
  /** sessions.id of the session the request came with, so logout can end exactly that one. */
  sessionId: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express declares Request inside this namespace; augmenting it is the only way to type req.user
  namespace Express {
    interface Request {
      /** The signed-in account, if any: see SessionUser. */
      user?: SessionUser;
    }
  }
}
