import { useLingui } from '@lingui/react/macro';
import { Button } from './Button';
import { tv } from './styles';

const prompt = tv({
  base: 'flex w-full max-w-md flex-wrap items-center gap-3 rounded-chip border-l-4 border-primary-mid bg-surface py-2 pr-2 pl-4 text-heading shadow-card',
});

export interface UpdatePromptProps {
  /** Raised by Reload: the app activates the waiting version and reloads the page. */
  onReload: () => void;
  /** Raised by Later: the prompt goes; the new version starts on the next visit. */
  onDismiss: () => void;
  /** While the new version takes over: Reload shows it is working. */
  isReloading?: boolean;
  text?: string;
  className?: string;
}

/**
 * "A new version is available": shown after a deployment once the new service worker waits.
 * The page never reloads by itself, so nothing being typed is lost; a polite status, no focus theft.
 */
export function UpdatePrompt({ onReload, onDismiss, isReloading = false, text, className }: UpdatePromptProps) {
  const { t } = useLingui();
  return (
    <div role="status" className={prompt({ className })}>
      <p className="min-w-0 flex-1 basis-48 break-words">{text ?? t`A new version of the shop is available.`}</p>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onPress={onDismiss} isDisabled={isReloading}>
          {t`Later`}
        </Button>
        <Button variant="primary" size="sm" onPress={onReload} isPending={isReloading} pendingLabel={t`Reloading`}>
          {t`Reload`}
        </Button>
      </div>
    </div>
  );
}
