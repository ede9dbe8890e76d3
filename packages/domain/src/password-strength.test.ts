import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, loadPasswordStrength, PASSWORD_MIN_SCORE, passwordStrengthWith } from './password-strength';

describe('password strength', () => {
  it('refuses short, common and breached-style passwords, with zxcvbn feedback keys', async () => {
    const check = await loadPasswordStrength();
    expect(check('abc')).toMatchObject({ acceptable: false, warning: 'tooShort' });
    for (const password of ['motdepasse', 'Azerty123', 'secret123', 'soleil', '12345678'])
      expect(check(password).acceptable, password).toBe(false);
    expect(check('MotDePasse')).toMatchObject({ score: 0, warning: 'common' });
    const weak = check('marseille2024');
    expect(weak.acceptable).toBe(false);
    expect(weak.suggestions.length + (weak.warning ? 1 : 0)).toBeGreaterThan(0);
  });

  it('accepts long or unusual passwords and grades them up to 4', async () => {
    const check = await loadPasswordStrength();
    expect(check('nouveau-secret').acceptable).toBe(true);
    expect(check('bienvenue-123').score).toBeGreaterThanOrEqual(PASSWORD_MIN_SCORE);
    expect(check('cheval correct agrafe batterie')).toMatchObject({ score: 4, acceptable: true });
  });

  it('counts the user’s own name and e-mail against the password', async () => {
    const check = await loadPasswordStrength();
    expect(check('leagarnier').acceptable).toBe(true);
    expect(check('leagarnier', ['lea', 'garnier', 'lea.garnier@exemple.fr'])).toMatchObject({
      acceptable: false,
      warning: 'userInputs',
    });
  });

  it('keeps the rule outside zxcvbn: threshold and list apply to any estimator', () => {
    const check = passwordStrengthWith({ check: () => ({ score: 4, feedback: { warning: null, suggestions: [] } }) });
    expect(check('zzzzzzzzzz').acceptable).toBe(true);
    expect(check(COMMON_PASSWORDS[0]!).acceptable).toBe(false);
    const low = passwordStrengthWith({
      check: () => ({ score: PASSWORD_MIN_SCORE - 1, feedback: { warning: 'dates', suggestions: ['dates'] } }),
    });
    expect(low('zzzzzzzzzz')).toEqual({
      score: PASSWORD_MIN_SCORE - 1,
      acceptable: false,
      warning: 'dates',
      suggestions: ['dates'],
    });
  });
});
