import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { TextField } from './TextField';
import { cn } from './styles';

export type ProfileContactField = 'email' | 'address' | 'phoneNumber';

/** The profile's contact values, in the screen's words (the app maps them to the update call's fields). */
export type ProfileContactValues = Record<ProfileContactField, string>;

/** The profile form's 'Contacts' block: read as text, or edited as fields while `isEditing`. */
export interface ProfileContactSectionProps {
  values: ProfileContactValues;
  /** Messages per field, e.g. 'Error! Field Can Not Be Empty' (docs/product.md#validation-messages). */
  errors?: Partial<Record<ProfileContactField, string>>;
  isEditing: boolean;
  onChange: (change: { field: ProfileContactField; value: string }) => void;
  title?: string;
  className?: string;
}

const FIELDS = [
  { field: 'email', label: msg`Email address`, type: 'email', autoComplete: 'email' },
  { field: 'phoneNumber', label: msg`Mobile number`, type: 'tel', autoComplete: 'tel' },
  { field: 'address', label: msg`Delivery address`, type: 'text', autoComplete: 'street-address' },
] as const satisfies readonly {
  field: ProfileContactField;
  label: MessageDescriptor;
  type: string;
  autoComplete: string;
}[];

/** Email, delivery address and phone number of the profile. */
export function ProfileContactSection({
  values,
  errors = {},
  isEditing,
  onChange,
  title,
  className,
}: ProfileContactSectionProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-editing={isEditing || undefined}
      className={cn('flex flex-col gap-4 rounded-card bg-surface p-summary shadow-soft sm:p-panel', className)}
    >
      <h2 id={titleId} className="font-heading text-lead font-bold text-muted">
        {title ?? t`Contacts`}
      </h2>
      {isEditing ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {FIELDS.map(({ field, label, type, autoComplete }) => (
            <TextField
              key={field}
              label={i18n._(label)}
              type={type}
              autoComplete={autoComplete}
              value={values[field]}
              errorMessage={errors[field]}
              onChange={({ value }) => onChange({ field, value })}
              className={field === 'address' ? 'md:col-span-2' : undefined}
            />
          ))}
        </div>
      ) : (
        <dl className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {FIELDS.map(({ field, label }) => (
            <div
              key={field}
              className={cn(
                'flex flex-col gap-1 border-b border-border pb-2',
                field === 'address' ? 'md:col-span-2' : undefined,
              )}
            >
              <dt className="text-small font-semibold text-heading">{i18n._(label)}</dt>
              <dd className="break-words text-body">
                {values[field] || <span className="text-muted">{t`Not set`}</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
