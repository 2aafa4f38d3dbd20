import { useLingui } from '@lingui/react';
import { FieldError as AriaFieldError } from 'react-aria-components';
import { sayMessage } from '../i18n/messageWords';

export interface FieldErrorProps {
  /** The message of docs/product.md#validation-messages, said in the page's language (sayMessage). */
  children?: React.ReactNode;
}

/**
 * The field error pattern: a red line of text under the field, tied to the input by react-aria
 * (aria-describedby) and shown only while the field is invalid.
 */
export function FieldError({ children }: FieldErrorProps) {
  const { i18n } = useLingui();
  return (
    <AriaFieldError className="flex items-start gap-1 text-small font-medium text-danger">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.5h1.8v5.5H9.1V6Zm0 7h1.8v1.8H9.1V13Z" />
      </svg>
      <span>{typeof children === 'string' ? sayMessage(i18n, children) : children}</span>
    </AriaFieldError>
  );
}
