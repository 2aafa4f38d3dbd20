import { useState } from 'react';
import type { FieldErrors } from '../domain/validation';

/**
 * A form's text fields and their messages. Typing in a field clears its message (or every message,
 * for forms whose checks span fields, such as a password and its repeat). `field(name)` is the field's
 * `onChange`, which raises `{ value }` like every event of the shop.
 */
export function useFormFields<T extends { [K in keyof T]: string }>(initial: T, { clearAll = false } = {}) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field =
    (name: keyof T & string) =>
    ({ value }: { value: string }) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _dropped, ...rest }) => (clearAll ? {} : rest));
    };
  return { values, errors, setErrors, field };
}
