import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { roleOf, type Role } from '../../src/domain/roles.ts';
import type { AppContext } from '../context.ts';
import { forbidden, HttpError } from '../errors.ts';

/** The signed-in user, read from the database on every request (the role is never the client's word). */
export interface AuthUser {
  id: number;
  email: string;
  role_id: number;
  role: Role;
  isAdmin: boolean;
  /** Staff or admin: the queue, every order, every move, the sold-out switches. */
  worksTheShop: boolean;
}

/** A user signed in by a token: the session it names (server/accounts/sessions.ts). */
export interface SessionUser extends AuthUser {
  sessionId: string;
}

/** The role's view of a user row, so every place that builds an AuthUser reads the role the same way. */
export function authUserOf(row: { id: number; email: string; role_id: number }): AuthUser {
  const role = roleOf(row.role_id);
  return {
    id: row.id,
    email: row.email,
    role_id: row.role_id,
    role,
    isAdmin: role === 'admin',
    worksTheShop: role !== 'customer',
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: SessionUser | null;
  }
}

/** The two texts the web client logs out on; they must stay exactly these. */
export const INVALID_TOKEN = 'invalid token';
export const TOKEN_EXPIRED = 'Token Expired';

export interface AuthGuards {
  /** Any signed-in user (customer, staff or admin). */
  user: preHandlerAsyncHookHandler;
  /** Staff and admins (docs/product.md#roles-and-permissions): a customer gets 403. */
  staff: preHandlerAsyncHookHandler;
  /** Admins only: a customer gets 403. */
  admin: preHandlerAsyncHookHandler;
}

async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) throw new HttpError(401, 'UNAUTHENTICATED', INVALID_TOKEN);
  const check = await ctx.tokens.verify(match[1]!);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new HttpError(401, 'TOKEN_EXPIRED', TOKEN_EXPIRED)
      : new HttpError(401, 'INVALID_TOKEN', INVALID_TOKEN);
  }
  const { userId, version, sessionId } = check.claims;
  const row = await ctx.db
    .selectFrom('users')
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.role_id', 'users.token_version', 'sessions.ended_at'])
    .where('users.id', '=', userId)
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  // A deleted user, a session logged out or a token from before a password change is no longer valid.
  if (!row || row.ended_at !== null || row.token_version !== version) {
    throw new HttpError(401, 'INVALID_TOKEN', INVALID_TOKEN);
  }
  return { ...authUserOf(row), sessionId };
}

export function registerAuth(app: FastifyInstance, ctx: AppContext): AuthGuards {
  app.decorateRequest('authUser', null);
  return {
    async user(request) {
      request.authUser = await authenticate(ctx, request);
    },
    async staff(request) {
      const user = await authenticate(ctx, request);
      if (!user.worksTheShop) throw forbidden("Only the shop's staff can do this", 'STAFF_ONLY');
      request.authUser = user;
    },
    async admin(request) {
      const user = await authenticate(ctx, request);
      if (!user.isAdmin) throw forbidden('Only an admin can do this', 'ADMIN_ONLY');
      request.authUser = user;
    },
  };
}

/** The user a guard has already checked; a route without a guard calling this is a programming error. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.authUser) throw new HttpError(401, 'UNAUTHENTICATED', INVALID_TOKEN);
  return request.authUser;
}
