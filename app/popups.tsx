import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { DialogTone } from '../src/components/DialogFrame';

/*
 * The dialog (and the modal machinery under it) loads apart from the first page: no page needs it
 * to show, and it is fetched while the browser is idle, well before the first popup.
 */
const loadAlert = () => import('../src/components/AlertDialog');
const AlertDialog = lazy(async () => ({ default: (await loadAlert()).AlertDialog }));

export interface AlertOptions {
  tone: DialogTone;
  title: string;
  text?: string;
}

interface Popups {
  /** Shows the popup and resolves when the person closes it. */
  alert(options: AlertOptions): Promise<void>;
}

const PopupContext = createContext<Popups | null>(null);

/**
 * The success and failure popups of specification section 8, above every route so one survives
 * the navigation that follows it. (Delete confirmations belong to the screens that ask them.)
 */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<(AlertOptions & { close: () => void }) | null>(null);
  const alert = useCallback(
    (options: AlertOptions) =>
      new Promise<void>((resolve) => {
        setOpen({
          ...options,
          close: () => {
            setOpen(null);
            resolve();
          },
        });
      }),
    [],
  );
  const value = useMemo(() => ({ alert }), [alert]);
  useEffect(() => {
    const preload = () => void loadAlert();
    if (typeof window.requestIdleCallback !== 'function') return preload();
    const handle = window.requestIdleCallback(preload, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  return (
    <PopupContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {open ? <AlertDialog isOpen tone={open.tone} title={open.title} text={open.text} onClose={open.close} /> : null}
      </Suspense>
    </PopupContext.Provider>
  );
}

export function usePopups(): Popups {
  const value = useContext(PopupContext);
  if (!value) throw new Error('usePopups needs a PopupProvider');
  return value;
}
