import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { sayMessage } from '../i18n/messageWords';
import { Button } from './Button';
import { DefaultAvatar } from './DefaultAvatar';
import { cn } from './styles';
import { IMAGE_ACCEPT, useImageFileChoice } from './useImageFileChoice';

/** The profile photo with its choose and remove actions. */
export interface ProfileAvatarProps {
  /** The current photo, or none for the drawn default picture. */
  src?: string | null;
  /** Whose photo it is, for its alternative text. */
  name?: string;
  /** Raised with a file that passed the image rules. */
  onChoose: (choice: { file: File }) => void;
  onRemove: () => void;
  /** While an upload or removal runs. */
  isPending?: boolean;
  className?: string;
}

/** Round photo (or the default picture), 'Choose photo' through a file dialog and 'Remove photo'. */
export function ProfileAvatar({ src, name, onChoose, onRemove, isPending, className }: ProfileAvatarProps) {
  const { t, i18n } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const { error, handleChange } = useImageFileChoice((file) => onChoose({ file }));
  const hasPhoto = Boolean(src);

  return (
    <div data-has-photo={hasPhoto || undefined} className={cn('flex flex-col items-center gap-4', className)}>
      <div className="size-32 overflow-hidden rounded-full border-4 border-surface shadow-soft sm:size-40">
        {src ? (
          <img
            src={src}
            alt={name ? t`Profile photo of ${name}` : t`Profile photo`}
            className="size-full object-cover"
          />
        ) : (
          <DefaultAvatar />
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        tabIndex={-1}
        data-source="gallery"
        onChange={handleChange}
      />
      <div className="flex w-full max-w-xs flex-col gap-3">
        <Button
          variant="primary"
          isFullWidth
          isPending={isPending}
          pendingLabel={t`Saving photo`}
          onPress={() => inputRef.current?.click()}
        >
          {t`Choose photo`}
        </Button>
        <Button variant="accent" isFullWidth isDisabled={!hasPhoto || isPending} onPress={() => onRemove()}>
          {t`Remove photo`}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="max-w-xs text-center text-small font-medium text-danger">
          {sayMessage(i18n, error)}
        </p>
      ) : null}
    </div>
  );
}
