import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../i18n/messages';
import { DayPickerInput } from './day-picker-input';

function renderField(value: string | null) {
  return render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <MantineProvider>
        <DayPickerInput label="Disponible à partir du" value={value} onChange={vi.fn()} placeholder="Choisir un jour" />
      </MantineProvider>
    </IntlProvider>,
  );
}

describe('DayPickerInput', () => {
  it('shows the day in French at once, then the picker loaded on demand in its place', async () => {
    renderField('2026-12-07');
    // While the picker's code loads: the same label and the day as the picker writes it, inert.
    const placeholder = screen.getByRole('button', { name: 'Disponible à partir du' });
    expect(placeholder.textContent).toBe('07/12/2026');
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    // Then Mantine's picker, same label and value, no longer busy.
    const field = await screen.findByRole('button', { name: 'Disponible à partir du', busy: false });
    expect(field.textContent).toBe('07/12/2026');
    expect(field.hasAttribute('data-dates-input')).toBe(true);
  });

  it('shows the placeholder text when no day is chosen', () => {
    renderField(null);
    expect(screen.getByRole('button', { name: 'Disponible à partir du' }).textContent).toBe('Choisir un jour');
  });
});
