import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { landingPathFor, roleOf, type Role } from '../src/domain/roles';
import { storage, type Session } from './storage';

interface SessionValue {
  session: Session | null;
  role: Role | null;
  signIn(session: Session): string;
  signOut(): void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Holds the stored session in React state so guards and nav bars update the moment it changes. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(() => storage.session());
  const signIn = useCallback((next: Session) => {
    storage.saveSession(next);
    setSession(next);
    return landingPathFor(next.roleId);
  }, []);
  const signOut = useCallback(() => {
    storage.clearSession();
    setSession(null);
  }, []);
  const value = useMemo(
    () => ({ session, role: session ? roleOf(session.roleId) : null, signIn, signOut }),
    [session, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}
