import { PASSWORD_MIN_LENGTH } from '@orbite/domain/constants';
import type { PasswordStrength, PasswordStrengthChecker } from '@orbite/domain/password-strength';
import { useEffect, useMemo, useState } from 'react';

/**
 * zxcvbn and its dictionaries (about 1 MB) come in lazy chunks, loaded by the forms that set a
 * password only: the sign-in page never imports this rule.
 */
export const loadPasswordChecker = (): Promise<PasswordStrengthChecker> =>
  import('@orbite/domain/password-strength').then((module) => module.loadPasswordStrength());

/** The strength of a password as it is typed; null until the dictionaries are there, or while empty. */
export function usePasswordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength | null {
  const [checker, setChecker] = useState<PasswordStrengthChecker | null>(null);
  useEffect(() => {
    let alive = true;
    loadPasswordChecker()
      .then((check) => {
        if (alive) setChecker(() => check);
      })
      .catch(() => {});
    return () => {
      alive = false;
    };
  }, []);
  const inputs = userInputs.filter(Boolean).join('\n');
  return useMemo(
    () => (checker && password ? checker(password, inputs ? inputs.split('\n') : []) : null),
    [checker, password, inputs],
  );
}

/**
 * A react-hook-form `validate` for a new password: the domain's rule (length, common passwords,
 * zxcvbn score), with the person's names and e-mail counted against it. The server checks again.
 */
export function strongPasswordRule(
  t: (id: string, values?: Record<string, number>) => string,
  userInputs: () => readonly string[] = () => [],
) {
  return async (value: string) => {
    if (!value) return t('form.required');
    const check = await loadPasswordChecker();
    const strength = check(value, userInputs().filter(Boolean));
    if (strength.acceptable) return true;
    // The message counts the characters: without its value, react-intl would show the message's id.
    return strength.warning === 'tooShort'
      ? t('form.passwordMin', { min: PASSWORD_MIN_LENGTH })
      : t('authSecurity.strength.refused');
  };
}
