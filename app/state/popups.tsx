import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { DialogTone } from '../../src/components/DialogFrame';
import { withLaterWords } from './words';

/*
 * The dialog (and the modal machinery under it) loads with the first popup, not with the first
 * page: no page needs it to show, and a popup always follows a server answer anyway.
 */
const AlertDialog = lazy(async () => ({
  default: (await withLaterWords(() => import('../../src/components/AlertDialog'))).AlertDialog,
}));

export interface AlertOptions {
  tone: DialogTone;
  title: string;
  text?: string;
}

/** How a popup ended: the person closed it, or a newer popup took its place. */
export type PopupEnd = 'closed' | 'replaced';

export interface Popups {
  /** Shows the popup and resolves when the person closes it or another popup replaces it. */
  alert(options: AlertOptions): Promise<PopupEnd>;
}

const PopupContext = createContext<Popups | null>(null);

/**
 * The success and failure popups of docs/product.md#popups, above every route so one survives
 * the navigation that follows it. (Delete confirmations belong to the screens that ask them.)
 */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<(AlertOptions & { close: () => void }) | null>(null);
  // One popup shows at a time: the one it replaces must still settle, or whoever awaits it waits forever.
  const settleShown = useRef<((end: PopupEnd) => void) | null>(null);
  const alert = useCallback(
    (options: AlertOptions) =>
      new Promise<PopupEnd>((resolve) => {
        settleShown.current?.('replaced');
        settleShown.current = resolve;
        setOpen({
          ...options,
          close: () => {
            if (settleShown.current === resolve) settleShown.current = null;
            setOpen(null);
            resolve('closed');
          },
        });
      }),
    [],
  );
  const value = useMemo(() => ({ alert }), [alert]);

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
