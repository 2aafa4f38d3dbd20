import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { sayMessage } from '../i18n/messageWords';
import { Button } from './Button';
import { cn } from './styles';
import { IMAGE_ACCEPT, useImageFileChoice } from './useImageFileChoice';

/** The product photo of the add and edit forms. */
export interface ImagePickerProps {
  /** The product's current photo, shown until a new one is chosen. */
  imageUrl?: string | null;
  /** Raised with a file that passed the image rules and a preview URL for it. */
  onChange: (choice: { file: File; previewUrl: string }) => void;
  /**
   * Whether the device offers a camera (the app decides from `navigator.mediaDevices`). Without one
   * 'Take a picture' is not shown at all, so there is never a dead button.
   */
  canUseCamera?: boolean;
  /** Names the photo for screen readers. */
  label?: string;
  isDisabled?: boolean;
  className?: string;
}

/** Preview plus 'Take a picture' (camera, when there is one) and 'Choose from gallery'. */
export function ImagePicker({
  imageUrl,
  onChange,
  canUseCamera = false,
  label,
  isDisabled,
  className,
}: ImagePickerProps) {
  const { t, i18n } = useLingui();
  const errorId = useId();
  const galleryRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const { error, handleChange } = useImageFileChoice((file) => {
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    onChange({ file, previewUrl: url });
  });

  // Each preview URL holds the file in memory until it is revoked: free it when replaced or unmounted.
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const shown = previewUrl ?? imageUrl ?? null;

  return (
    <div
      data-has-image={shown ? true : undefined}
      data-invalid={error ? true : undefined}
      className={cn('flex w-full flex-col items-center gap-4', className)}
    >
      <div className="flex aspect-square w-full max-w-64 items-center justify-center overflow-hidden rounded-full bg-placeholder">
        {shown ? (
          <img src={shown} alt={label ?? t`Product photo`} className="size-full object-cover" />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-16 text-muted" fill="currentColor">
            <path d="M9 4 7.2 6H4.5A2.5 2.5 0 0 0 2 8.5v9A2.5 2.5 0 0 0 4.5 20h15a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 19.5 6h-2.7L15 4H9Zm3 4a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z" />
          </svg>
        )}
      </div>
      {shown ? null : <p className="text-small text-muted">{t`No photo chosen yet`}</p>}
      <input
        ref={galleryRef}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        tabIndex={-1}
        data-source="gallery"
        onChange={handleChange}
      />
      {canUseCamera ? (
        <input
          ref={cameraRef}
          type="file"
          accept={IMAGE_ACCEPT}
          capture="environment"
          hidden
          tabIndex={-1}
          data-source="camera"
          onChange={handleChange}
        />
      ) : null}
      <div className="flex w-full max-w-64 flex-col gap-3">
        {canUseCamera ? (
          <Button
            variant="primary"
            isFullWidth
            isDisabled={isDisabled}
            aria-describedby={error ? errorId : undefined}
            onPress={() => cameraRef.current?.click()}
          >
            {t`Take a picture`}
          </Button>
        ) : null}
        <Button
          variant="accent"
          isFullWidth
          isDisabled={isDisabled}
          aria-describedby={error ? errorId : undefined}
          onPress={() => galleryRef.current?.click()}
        >
          {t`Choose from gallery`}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="max-w-64 text-center text-small font-medium text-danger">
          {sayMessage(i18n, error)}
        </p>
      ) : null}
    </div>
  );
}
