import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { DialogTone } from '../src/components/DialogFrame';

/*
 * The dialogs (and the modal machinery under them) load apart from the first page: no page needs
 * them to show, and they are fetched while the browser is idle, well before the first popup.
 */
const loadAlert = () => import('../src/components/AlertDialog');
const loadConfirm = () => import('../src/components/ConfirmDialog');
const AlertDialog = lazy(async () => ({ default: (await loadAlert()).AlertDialog }));
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirm()).ConfirmDialog }));

export interface AlertOptions {
  tone: DialogTone;
  title: string;
  text?: string;
}

export interface ConfirmOptions {
  title?: string;
  text?: string;
  confirmLabel?: string;
  pendingLabel?: string;
  /** Runs while the dialog shows it pending; the dialog closes when it settles. */
  action: () => Promise<void>;
}

interface Popups {
  /** Shows the popup and resolves when the person closes it. */
  alert(options: AlertOptions): Promise<void>;
  /** Asks first; resolves true once the confirmed action succeeded, false if cancelled. Rejects if the action failed. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

const PopupContext = createContext<Popups | null>(null);

interface OpenConfirm extends ConfirmOptions {
  resolve: (done: boolean) => void;
  reject: (error: unknown) => void;
}

/** The success, failure and confirmation popups of specification section 8, above every route. */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [alertState, setAlert] = useState<(AlertOptions & { close: () => void }) | null>(null);
  const [confirmState, setConfirm] = useState<OpenConfirm | null>(null);
  const [isPending, setPending] = useState(false);
  const pendingRef = useRef(false);

  const alert = useCallback(
    (options: AlertOptions) =>
      new Promise<void>((resolve) => {
        setAlert({
          ...options,
          close: () => {
            setAlert(null);
            resolve();
          },
        });
      }),
    [],
  );
  const confirm = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((resolve, reject) => setConfirm({ ...options, resolve, reject })),
    [],
  );
  const runConfirmed = async () => {
    if (!confirmState || pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    try {
      await confirmState.action();
      confirmState.resolve(true);
    } catch (error) {
      confirmState.reject(error);
    } finally {
      pendingRef.current = false;
      setPending(false);
      setConfirm(null);
    }
  };
  const value = useMemo(() => ({ alert, confirm }), [alert, confirm]);
  useEffect(() => {
    const preload = () => void Promise.all([loadAlert(), loadConfirm()]);
    if (typeof window.requestIdleCallback !== 'function') return preload();
    const handle = window.requestIdleCallback(preload, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, []);

  return (
    <PopupContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {alertState ? (
          <AlertDialog
            isOpen
            tone={alertState.tone}
            title={alertState.title}
            text={alertState.text}
            onClose={alertState.close}
          />
        ) : null}
        {confirmState ? (
          <ConfirmDialog
            isOpen
            title={confirmState.title}
            text={confirmState.text}
            confirmLabel={confirmState.confirmLabel}
            pendingLabel={confirmState.pendingLabel}
            isPending={isPending}
            onConfirm={() => void runConfirmed()}
            onCancel={() => {
              confirmState.resolve(false);
              setConfirm(null);
            }}
          />
        ) : null}
      </Suspense>
    </PopupContext.Provider>
  );
}

export function usePopups(): Popups {
  const value = useContext(PopupContext);
  if (!value) throw new Error('usePopups needs a PopupProvider');
  return value;
}
