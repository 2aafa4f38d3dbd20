import { useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_EXTENSIONS } from '../domain/limits';
import { MESSAGES } from '../domain/messages';
import { IMAGE_SIGNATURE_BYTES, imageFileError, imageFormatOf } from '../domain/validation';

/** The file dialog's filter: `.png,.jpg,.jpeg`, from the same list the validation uses. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The file's first bytes; a file that cannot be read gives none (and so is no image). */
async function leadingBytes(file: File): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  } catch {
    return new Uint8Array();
  }
}

/**
 * Checks a file picked in a hidden file input with the shared image rule. The dialog's filter can be
 * bypassed ("All files"), so the rule runs again here, and the file's first bytes must be a PNG or
 * JPEG signature as the server demands: a text file named `.png` shows the server's message at once
 * and never reaches the caller, so the previous picture stays.
 */
export function useImageFileChoice(onValidFile: (file: File) => void) {
  const [error, setError] = useState<string | null>(null);
  // Only the latest choice may act: a slow read of an earlier file must not overwrite it.
  const latest = useRef(0);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still raises a change.
    event.target.value = '';
    if (!file) return;
    const choice = ++latest.current;
    const message = imageFileError(file);
    if (message) {
      setError(message);
      return;
    }
    const isImage = imageFormatOf(await leadingBytes(file)) !== null;
    if (choice !== latest.current) return;
    setError(isImage ? null : MESSAGES.imageType);
    if (isImage) onValidFile(file);
  };

  return {
    error,
    handleChange: (event: ChangeEvent<HTMLInputElement>) => void handleChange(event),
    clearError: () => setError(null),
  };
}
