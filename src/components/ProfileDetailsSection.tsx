import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { sayMessage } from '../i18n/messageWords';
import { GENDERS, type Gender } from '../domain/validation';
import { RadioInput } from './RadioChoices';
import { TextField } from './TextField';
import { cn } from './styles';

export type ProfileDetailsField = 'username' | 'firstName' | 'lastName' | 'bod' | 'gender';

/** The profile's personal details, in the screen's words (the app maps them to the update call's fields). */
export interface ProfileDetailsValues {
  username: string;
  firstName: string;
  lastName: string;
  /** Birth date as `YYYY-MM-DD`, the date input's value. */
  bod: string;
  gender: Gender;
}

/** The profile form's 'Details' block: read as text, or edited as fields while `isEditing`. */
export interface ProfileDetailsSectionProps {
  values: ProfileDetailsValues;
  errors?: Partial<Record<ProfileDetailsField, string>>;
  isEditing: boolean;
  onChange: (change: { field: ProfileDetailsField; value: string }) => void;
  title?: string;
  className?: string;
}

const TEXT_FIELDS = [
  { field: 'username', label: msg`Display name`, type: 'text', autoComplete: 'nickname' },
  { field: 'firstName', label: msg`First name`, type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: msg`Last name`, type: 'text', autoComplete: 'family-name' },
  { field: 'bod', label: msg`Date of birth`, type: 'date', autoComplete: 'bday' },
] as const satisfies readonly {
  field: Exclude<ProfileDetailsField, 'gender'>;
  label: MessageDescriptor;
  type: string;
  autoComplete: string;
}[];

const GENDER_LABELS: Record<Gender, MessageDescriptor> = { male: msg`Male`, female: msg`Female` };

/** Display name, first and last name, birth date and the Male/Female radios. */
export function ProfileDetailsSection({
  values,
  errors = {},
  isEditing,
  onChange,
  title,
  className,
}: ProfileDetailsSectionProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const genderId = useId();
  const genderErrorId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-editing={isEditing || undefined}
      className={cn('flex flex-col gap-4 rounded-card bg-surface p-summary shadow-soft sm:p-panel', className)}
    >
      <h2 id={titleId} className="font-heading text-lead font-bold text-muted">
        {title ?? t`Details`}
      </h2>
      {isEditing ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {TEXT_FIELDS.map(({ field, label, type, autoComplete }) => (
            <TextField
              key={field}
              label={i18n._(label)}
              type={type}
              autoComplete={autoComplete}
              value={values[field]}
              errorMessage={errors[field]}
              onChange={({ value }) => onChange({ field, value })}
            />
          ))}
          <div className="flex flex-col gap-2 md:col-span-2">
            <span id={genderId} className="text-small font-semibold text-heading">
              {t`Gender`}
            </span>
            <div
              role="radiogroup"
              aria-labelledby={genderId}
              aria-describedby={errors.gender ? genderErrorId : undefined}
              aria-invalid={errors.gender ? true : undefined}
              className="flex flex-wrap gap-x-10 gap-y-3"
            >
              {GENDERS.map((gender) => (
                <label key={gender} className="flex cursor-pointer items-center gap-3 text-heading">
                  <RadioInput
                    name={genderId}
                    value={gender}
                    checked={values.gender === gender}
                    onChange={() => onChange({ field: 'gender', value: gender })}
                  />
                  {i18n._(GENDER_LABELS[gender])}
                </label>
              ))}
            </div>
            {errors.gender ? (
              <p id={genderErrorId} className="text-small font-medium text-danger">
                {sayMessage(i18n, errors.gender)}
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <dl className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {TEXT_FIELDS.map(({ field, label }) => (
            <div key={field} className="flex flex-col gap-1 border-b border-border pb-2">
              <dt className="text-small font-semibold text-heading">{i18n._(label)}</dt>
              <dd className="break-words text-body">
                {values[field] || <span className="text-muted">{t`Not set`}</span>}
              </dd>
            </div>
          ))}
          <div className="flex flex-col gap-1 border-b border-border pb-2">
            <dt className="text-small font-semibold text-heading">{t`Gender`}</dt>
            <dd className="text-body">{i18n._(GENDER_LABELS[values.gender])}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
