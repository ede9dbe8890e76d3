import { isValidPassword } from './validators';

/**
 * Password strength: zxcvbn's score (0 to 4) with the French and common dictionaries, plus a short
 * list of the passwords people in France use most. Under PASSWORD_MIN_SCORE, or in the list, a
 * password is refused (the server with code 553, the forms before sending).
 *
 * The dictionaries weigh about 1 MB: they are imported on demand (`loadPasswordStrength`), so the
 * web app downloads them only on the forms that set a password, never on the sign-in page. No I/O
 * here: the imports are modules of the bundle.
 */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** zxcvbn's "somewhat guessable": resists a throttled online attack (10^8 guesses). */
export const PASSWORD_MIN_SCORE: PasswordScore = 2;

/** The most common passwords (French breaches first), refused whatever their score. Lower case. */
export const COMMON_PASSWORDS: readonly string[] = [
  '123456',
  '123456789',
  '12345678',
  '1234567890',
  '000000',
  '111111',
  '123123',
  '654321',
  'azerty',
  'azertyuiop',
  'azerty123',
  'azerty1',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'password',
  'password1',
  'password123',
  'motdepasse',
  'motdepasse1',
  'motdepasse123',
  'mot2passe',
  'soleil',
  'soleil123',
  'doudou',
  'loulou',
  'chouchou',
  'bonjour',
  'bonjour1',
  'bonjour123',
  'marseille',
  'marseille13',
  'olympiquedemarseille',
  'psg',
  'parisportsaintgermain',
  'jetaime',
  'jetaime1',
  'nicolas',
  'camille',
  'julien',
  'chocolat',
  'princesse',
  'secret',
  'secret123',
  'admin',
  'admin123',
  'welcome',
  'bienvenue',
  'bienvenue1',
  'iloveyou',
  'orbite',
  'orbite123',
];

/** Keys of zxcvbn's feedback (its untranslated default); the web translates them, the server ignores them. */
export interface PasswordStrength {
  score: PasswordScore;
  /** True when the password may be used: long enough, not common, score at or above the minimum. */
  acceptable: boolean;
  /** `tooShort`, `common` (the list above) or a zxcvbn warning key such as `topHundred`, `dates`. */
  warning: string | null;
  /** zxcvbn suggestion keys such as `anotherWord`, `capitalization`. */
  suggestions: string[];
}

export type PasswordStrengthChecker = (password: string, userInputs?: readonly string[]) => PasswordStrength;

const commonSet = new Set(COMMON_PASSWORDS);

export function isCommonPassword(password: string): boolean {
  return commonSet.has(password.trim().toLowerCase());
}

interface Estimator {
  check(
    password: string,
    userInputs?: (string | number)[],
  ): {
    score: number;
    feedback: { warning: string | null; suggestions: string[] };
  };
}

/** The rule once an estimator is there: used by `loadPasswordStrength`, and by tests with a stub. */
export function passwordStrengthWith(estimator: Estimator): PasswordStrengthChecker {
  return (password, userInputs = []) => {
    if (!isValidPassword(password)) return { score: 0, acceptable: false, warning: 'tooShort', suggestions: [] };
    // Past 100 characters zxcvbn slows down; such a password is long enough anyway.
    const result = estimator.check(password.slice(0, 100), [...userInputs]);
    const score = Math.max(0, Math.min(4, result.score)) as PasswordScore;
    if (isCommonPassword(password))
      return { score: 0, acceptable: false, warning: 'common', suggestions: result.feedback.suggestions };
    return {
      score,
      acceptable: score >= PASSWORD_MIN_SCORE,
      warning: result.feedback.warning || null,
      suggestions: result.feedback.suggestions,
    };
  };
}

let loading: Promise<PasswordStrengthChecker> | null = null;

/** Loads zxcvbn and its dictionaries once (lazy chunks in the web app) and returns the checker. */
export function loadPasswordStrength(): Promise<PasswordStrengthChecker> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, french] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-fr'),
    ]);
    const estimator = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...french.dictionary },
      graphs: common.adjacencyGraphs,
    });
    return passwordStrengthWith(estimator);
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
