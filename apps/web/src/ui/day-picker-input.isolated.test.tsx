import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it('opens the calendar once loaded when the stand-in was clicked before, with the focus on it', async () => {
    // A fresh module: its picker not loaded yet, as on a page's first day field.
    vi.resetModules();
    const { DayPickerInput: Fresh } = await import('./day-picker-input');
    render(
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <Fresh label="Disponible à partir du" value="2026-12-07" onChange={vi.fn()} />
        </MantineProvider>
      </IntlProvider>,
    );
    const placeholder = screen.getByRole('button', { name: 'Disponible à partir du', busy: true });
    fireEvent.pointerDown(placeholder);
    fireEvent.focus(placeholder);
    fireEvent.click(placeholder);
    const field = await screen.findByRole('button', { name: 'Disponible à partir du', busy: false });
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
    await waitFor(() => expect(document.querySelector('table')).not.toBeNull());
    // The focus on the picker, or in its calendar as when the picker itself is clicked.
    const dropdown = document.getElementById(field.getAttribute('aria-controls') ?? '');
    expect(document.activeElement === field || Boolean(dropdown?.contains(document.activeElement))).toBe(true);
  });
});
