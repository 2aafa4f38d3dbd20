import { useState, type ChangeEvent } from 'react';
import { IMAGE_EXTENSIONS } from '../domain/limits';
import { imageFileError } from '../domain/validation';

/** The file dialog's filter: `.png,.jpg,.jpeg`, from the same list the validation uses. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Checks a file picked in a hidden file input with the shared image rule. The dialog's filter can be
 * bypassed ("All files"), so the rule runs again here: a wrong file shows its message instead of
 * reaching the caller.
 */
export function useImageFileChoice(onValidFile: (file: File) => void) {
  const [error, setError] = useState<string | null>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still raises a change.
    event.target.value = '';
    if (!file) return;
    const message = imageFileError(file);
    setError(message);
    if (!message) onValidFile(file);
  };

  return { error, handleChange, clearError: () => setError(null) };
}
