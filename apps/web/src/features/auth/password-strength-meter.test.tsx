import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { en, fr } from '../../i18n/messages';
import { PasswordStrengthMeter } from './password-strength-meter';
import { strongPasswordRule } from './use-password-strength';

afterEach(cleanup);

function wrap(ui: React.ReactNode, locale: 'fr' | 'en' = 'fr') {
  return render(
    <IntlProvider locale={locale} messages={locale === 'fr' ? fr : en}>
      <MantineProvider>{ui}</MantineProvider>
    </IntlProvider>,
  );
}

describe('PasswordStrengthMeter', () => {
  it('grades a common password as refused, with the reason in French', async () => {
    wrap(<PasswordStrengthMeter password="motdepasse" />);
    const meter = await screen.findByTestId('password-strength', {}, { timeout: 5000 });
    expect(meter.textContent).toContain('Robustesse : très faible.');
    expect(meter.textContent).toContain('trop facile à deviner');
    expect(meter.textContent).toContain('les plus utilisés');
    expect(screen.getByRole('progressbar', { name: 'Robustesse du mot de passe' })).toBeTruthy();
  });

  it('grades a long passphrase as excellent, in English too', async () => {
    wrap(<PasswordStrengthMeter password="cheval correct agrafe batterie" />, 'en');
    const meter = await screen.findByTestId('password-strength', {}, { timeout: 5000 });
    expect(meter.textContent).toContain('Strength: excellent.');
    expect(meter.textContent).not.toContain('too easy');
  });

  it('shows nothing while the field is empty', async () => {
    wrap(<PasswordStrengthMeter password="" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('password-strength')).toBeNull();
  });
});

describe('strongPasswordRule', () => {
  const t = (id: string) => id;
  it('refuses what the server refuses, the person’s own names included', async () => {
    const rule = strongPasswordRule(t, () => ['lea.garnier@exemple.fr', 'Léa', 'Garnier']);
    expect(await rule('')).toBe('form.required');
    expect(await rule('abc')).toBe('form.passwordMin');
    expect(await rule('azerty123')).toBe('authSecurity.strength.refused');
    expect(await rule('Lune-orbite-42')).toBe(true);
  });

  it('says in French how many characters a password needs (the message is given its count)', async () => {
    const intl = createIntl({ locale: 'fr-FR', messages: fr });
    const rule = strongPasswordRule((id, values) => intl.formatMessage({ id }, values));
    expect(await rule('abc')).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });
});
