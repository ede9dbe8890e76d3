import { SimpleGrid, TextInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@orbite/domain/constants';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PasswordField } from '../../ui/password-field';
import { useT } from '../../ui/use-t';
import { rules, toInternationalPhone, validateWith } from './form-rules';
import { PasswordStrengthMeter } from './password-strength-meter';
import { strongPasswordRule } from './use-password-strength';

/** What every sign-up asks of the person: names, e-mail, password, optional phone. */
export interface AccountValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}

export const emptyAccount: AccountValues = { email: '', password: '', firstName: '', lastName: '', phoneNumber: '' };

type Names = Pick<AccountValues, 'firstName' | 'lastName'>;

/** First and last name side by side, both required: every form that makes or activates an account. */
export function NameFields<T extends Names>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<Names>;
}) {
  const t = useT();
  const field = register as unknown as UseFormRegister<Names>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput
        label={t('field.firstName')}
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...field('firstName', { validate: validateWith(rules.required, t) })}
      />
      <TextInput
        label={t('field.lastName')}
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...field('lastName', { validate: validateWith(rules.required, t) })}
      />
    </SimpleGrid>
  );
}

/** A new password under the shared policy, graded by the strength meter against the person's names and e-mail. */
export function NewPasswordField<T extends Pick<AccountValues, 'password'>>({
  register,
  error,
  password,
  userInputs,
}: {
  register: UseFormRegister<T>;
  error?: string;
  password: string;
  userInputs: readonly string[];
}) {
  const t = useT();
  const field = register as unknown as UseFormRegister<Pick<AccountValues, 'password'>>;
  return (
    <>
      <PasswordField
        label={t('field.password')}
        description={t('field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        required
        error={error}
        {...field('password', { validate: strongPasswordRule(t, () => [...userInputs]) })}
      />
      <PasswordStrengthMeter password={password} userInputs={[...userInputs]} />
    </>
  );
}

/** The person's fields of a sign-up form, with their rules; `emailLabel` and `phoneExample` vary by audience. */
export function AccountFields<T extends AccountValues>({
  register,
  errors,
  emailLabel = 'field.email',
  phoneExample,
  values,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<AccountValues>;
  emailLabel?: string;
  phoneExample: string;
  /** The values being typed: the strength meter grades the password against the names and e-mail. */
  values: Pick<AccountValues, 'email' | 'password' | 'firstName' | 'lastName'>;
}) {
  const t = useT();
  // The person's fields are the same in every form that embeds them.
  const field = register as unknown as UseFormRegister<AccountValues>;
  const userInputs = [values.email, values.firstName, values.lastName];
  return (
    <>
      <NameFields register={register} errors={errors} />
      <TextInput
        label={t(emailLabel)}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...field('email', { validate: validateWith(rules.email, t) })}
      />
      <NewPasswordField
        register={register}
        error={errors.password?.message}
        password={values.password}
        userInputs={userInputs}
      />
      <TextInput
        label={t('field.phoneOptional')}
        type="tel"
        autoComplete="tel"
        placeholder={phoneExample}
        error={errors.phoneNumber?.message}
        {...field('phoneNumber', { validate: validateWith(rules.phone, t) })}
      />
    </>
  );
}

/** The account part of a sign-up request, trimmed, with the phone in international form. */
export function accountPayload(values: AccountValues) {
  return {
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: values.phoneNumber.trim() ? toInternationalPhone(values.phoneNumber) : null,
  };
}
