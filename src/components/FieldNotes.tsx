import { descriptionStyles } from './fieldStyles';

/** The hint and error under a field built from native controls, tied to them by id (aria-describedby). */
export interface FieldNotesProps {
  /** The id prefix the controls name in aria-describedby: `${id}-hint` and `${id}-error`. */
  id: string;
  description?: string;
  errorMessage?: string | null;
}

/** The ids a field's controls are described by, or undefined when there is no hint and no error. */
export function describedByOf({ id, description, errorMessage }: FieldNotesProps): string | undefined {
  return (
    [description ? `${id}-hint` : null, errorMessage ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  );
}

/**
 * Native selects cannot sit inside react-aria's field context, so the hint and error are tied to them
 * by hand, looking like FieldError.
 */
export function FieldNotes({ id, description, errorMessage }: FieldNotesProps) {
  return (
    <>
      {description ? (
        <p id={`${id}-hint`} className={descriptionStyles()}>
          {description}
        </p>
      ) : null}
      {errorMessage ? (
        <p id={`${id}-error`} className="flex items-start gap-1 text-small font-medium text-danger">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z" />
          </svg>
          <span>{errorMessage}</span>
        </p>
      ) : null}
    </>
  );
}
