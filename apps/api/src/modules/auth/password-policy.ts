import { PASSWORD_MIN_LENGTH } from '@orbite/domain/constants';
import { ErrorCode } from '@orbite/domain/errors';
import { loadPasswordStrength } from '@orbite/domain/password-strength';
import { isValidPassword } from '@orbite/domain/validators';
import { AppError } from '../../platform/errors';

/**
 * Refuses (553, on `field`) a password that is too short, in the list of the most common ones, or
 * scored under the minimum by zxcvbn; `userInputs` (e-mail, names) count against it. Every path
 * that sets a password goes through here: sign-ups, password change and reset.
 */
export async function assertAcceptablePassword(
  password: string,
  field: string,
  userInputs: readonly (string | null | undefined)[] = [],
): Promise<void> {
  if (!isValidPassword(password))
    throw new AppError(
      ErrorCode.invalidPassword,
      `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
      field,
    );
  const check = await loadPasswordStrength();
  const inputs = userInputs.flatMap((value) => (value ? [value, ...value.split(/[@.\s_-]+/)] : []));
  const strength = check(
    password,
    inputs.filter((value) => value.length >= 3),
  );
  if (!strength.acceptable)
    throw new AppError(
      ErrorCode.invalidPassword,
      'Ce mot de passe est trop facile à deviner : allongez-le ou mélangez des mots sans rapport.',
      field,
      strength.warning ?? undefined,
    );
}
