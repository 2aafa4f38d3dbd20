import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { roleOf, type Role } from '../../src/domain/roles';
import { setSessionEndedHandler, type SessionEndedBy } from '../api/client';
import { queryClient } from './queryClient';
import { storage, type Session } from './storage';

interface SessionValue {
  session: Session | null;
  role: Role | null;
  /**
   * How the last session ended: a logout starts afresh; a session that timed out (`expired`) or that the
   * server ended (`ended`: a logout elsewhere, a password or role change) brings the user back after login.
   */
  endedBy: SessionEnd | null;
  /** Stores the session; the visitor-only guard then moves the user on. */
  signIn(session: Session): void;
  signOut(reason: SessionEnd): void;
  /** Swaps in a fresh token for the same user (after a password change) and keeps the cached answers. */
  renewToken(token: string): void;
}

export type SessionEnd = 'logout' | SessionEndedBy;

const SessionContext = createContext<SessionValue | null>(null);

/**
 * Holds the stored session in React state so guards and nav bars update the moment it changes.
 * `presumed`: the session the server draws a signed-in page for (app/prerender/renderPage.tsx),
 * since only the browser holds the real one; it is never used for a request.
 */
export function SessionProvider({ children, presumed }: { children: ReactNode; presumed?: Session }) {
  const [session, setSession] = useState<Session | null>(() => presumed ?? storage.session());
  const [endedBy, setEndedBy] = useState<SessionEnd | null>(null);
  const signIn = useCallback((next: Session) => {
    // Another user's cached answers (profile, history) must never show for this one.
    queryClient.clear();
    storage.saveSession(next);
    setEndedBy(null);
    setSession(next);
  }, []);
  const signOut = useCallback((reason: SessionEnd) => {
    storage.clearSession();
    queryClient.clear();
    setEndedBy(reason);
    setSession(null);
  }, []);
  const renewToken = useCallback((token: string) => {
    const current = storage.session();
    if (!current) return;
    const next = { ...current, token };
    storage.saveSession(next);
    setSession(next);
  }, []);
  // A 401 `invalid token` / `Token Expired` ends the session; the guards then send the user to login.
  // A late 401 after a logout (the logout call itself, a request still in flight) changes nothing.
  useEffect(() => setSessionEndedHandler((by) => storage.token() !== null && signOut(by)), [signOut]);
  const value = useMemo(
    () => ({ session, role: session ? roleOf(session.roleId) : null, endedBy, signIn, signOut, renewToken }),
    [session, endedBy, signIn, signOut, renewToken],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}

/** The signed-in user; for pages behind RequireAuth, where a session always exists. */
export function useSignedIn(): Session {
  const { session } = useSession();
  if (!session) throw new Error('useSignedIn is for pages behind RequireAuth');
  return session;
}
