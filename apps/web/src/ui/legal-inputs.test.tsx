import { MantineProvider } from '@mantine/core';
import type { AddressValue } from '@orbite/domain/address';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../i18n/messages';
import { type AddressCountry, AddressInput, type AddressSearch } from './address-input';
import { formatIban, IbanInput } from './iban-input';
import { SiretInput } from './siret-input';
import { VatInput, type VatValue } from './vat-input';

/** The input labelled `name` (a combobox's listbox carries the same label). */
function field(name: RegExp): HTMLInputElement {
  const input = screen.getAllByLabelText(name).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`no input labelled ${name}`);
  return input as HTMLInputElement;
}

function wrap(ui: React.ReactNode) {
  return render(
    <IntlProvider locale="fr-FR" messages={fr}>
      <MantineProvider>{ui}</MantineProvider>
    </IntlProvider>,
  );
}

describe('SiretInput', () => {
  function Siret({ initial }: { initial: string }) {
    const [value, setValue] = useState(initial);
    return <SiretInput label="SIRET" value={value} onChange={setValue} sirenLabel={(siren) => `SIREN : ${siren}`} />;
  }

  it('shows the first 9 digits grouped by 3 under the field', () => {
    wrap(<Siret initial="" />);
    expect(screen.queryByTestId('siren-helper')).toBeNull();
    fireEvent.change(screen.getByLabelText('SIRET'), { target: { value: '40483304800022' } });
    expect(screen.getByTestId('siren-helper').textContent).toBe('SIREN : 404 833 048');
    fireEvent.change(screen.getByLabelText('SIRET'), { target: { value: '4048 3' } });
    expect(screen.getByTestId('siren-helper').textContent).toBe('SIREN : 404 83');
  });
});

describe('VatInput', () => {
  function Vat({ initial, siret, onValue }: { initial: VatValue; siret: string; onValue: (v: VatValue) => void }) {
    const [value, setValue] = useState(initial);
    return (
      <VatInput
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        siret={siret}
        switchLabel="Assujetti à la TVA"
        numberLabel="Numéro de TVA"
      />
    );
  }

  it('turning VAT on with no number pre-fills the French number of the SIREN', () => {
    const onValue = vi.fn();
    wrap(<Vat initial={{ isVatSubject: false, vatNumber: '' }} siret="404 833 048 00022" onValue={onValue} />);
    expect(screen.queryByLabelText(/Numéro de TVA/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Assujetti à la TVA'));
    expect(onValue).toHaveBeenLastCalledWith({ isVatSubject: true, vatNumber: 'FR83404833048' });
    expect((screen.getByLabelText(/Numéro de TVA/) as HTMLInputElement).value).toBe('FR83404833048');
  });

  it('keeps a number already there, and uses XX when the SIRET has no 9-digit SIREN', () => {
    const onValue = vi.fn();
    wrap(<Vat initial={{ isVatSubject: false, vatNumber: 'BE0123456789' }} siret="" onValue={onValue} />);
    fireEvent.click(screen.getByLabelText('Assujetti à la TVA'));
    expect(onValue).toHaveBeenLastCalledWith({ isVatSubject: true, vatNumber: 'BE0123456789' });
    cleanup();
    wrap(<Vat initial={{ isVatSubject: false, vatNumber: '' }} siret="1234" onValue={onValue} />);
    fireEvent.click(screen.getByLabelText('Assujetti à la TVA'));
    expect(onValue).toHaveBeenLastCalledWith({ isVatSubject: true, vatNumber: 'FRXX1234' });
  });
});

describe('IbanInput', () => {
  function Iban({ masked, onValue }: { masked?: string; onValue?: (v: string | null) => void }) {
    const [value, setValue] = useState<string | null>(masked ? null : '');
    return (
      <IbanInput
        label="IBAN"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        masked={masked}
        editLabel="Modifier"
        cancelEditLabel="Garder"
      />
    );
  }

  it('formats by groups of 4 while typing', () => {
    expect(formatIban('fr76-3000 6000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    wrap(<Iban />);
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'fr7630006000011' } });
    expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe('FR76 3000 6000 011');
  });

  it('shows the stored IBAN masked with a Modifier button, which opens an empty field', () => {
    const onValue = vi.fn();
    wrap(<Iban masked="FR•• •••• •••• •••• •••• ••0189" onValue={onValue} />);
    expect((screen.getByTestId('iban-masked') as HTMLInputElement).value).toBe('FR•• •••• •••• •••• •••• ••0189');
    expect(screen.getByTestId('iban-masked').hasAttribute('readonly')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Modifier' }));
    expect(onValue).toHaveBeenLastCalledWith('');
    expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Garder' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId('iban-masked')).toBeTruthy();
  });
});

describe('AddressInput', () => {
  const countries: AddressCountry[] = [
    { id: '1', iso2: 'DE', iso3: 'DEU', name: 'Allemagne' },
    { id: '2', iso2: 'FR', iso3: 'FRA', name: 'France' },
  ];

  function Address({
    search,
    available,
    onValue,
    list = countries,
  }: {
    search: AddressSearch;
    available: boolean;
    onValue: (v: AddressValue | null) => void;
    list?: AddressCountry[];
  }) {
    const [value, setValue] = useState<AddressValue | null>(null);
    return (
      <AddressInput
        label="Siège"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        countries={list}
        search={search}
        available={available}
      />
    );
  }

  it('defaults to France and, without a service, takes the address typed in plain fields', () => {
    const search = vi.fn<AddressSearch>();
    const onValue = vi.fn();
    wrap(<Address search={search} available={false} onValue={onValue} />);
    expect((field(/^Pays/) as HTMLInputElement).value).toBe('France');
    expect(screen.getByText(fr['address.manual'])).toBeTruthy();
    fireEvent.change(field(/^Adresse/), { target: { value: '1 rue de Rivoli' } });
    fireEvent.change(screen.getByLabelText(/^Code postal/), { target: { value: '75001' } });
    fireEvent.change(screen.getByLabelText(/^Ville/), { target: { value: 'Paris' } });
    expect(onValue).toHaveBeenLastCalledWith({
      street: '1 rue de Rivoli',
      zipCode: '75001',
      city: 'Paris',
      state: null,
      countryIso: 'FR',
      point: null,
    });
    expect(search).not.toHaveBeenCalled();
  });

  it('keeps the fields disabled until a country is chosen', () => {
    wrap(<Address search={vi.fn<AddressSearch>()} available={false} onValue={vi.fn()} list={[]} />);
    expect((field(/^Adresse/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Ville/) as HTMLInputElement).disabled).toBe(true);
  });

  it('searches 300 ms after typing; a suggestion fills street, zip code, city and point; clearing empties', async () => {
    const search = vi.fn<AddressSearch>(async () => ({
      available: true,
      items: [
        {
          label: '8 Boulevard du Port 80000 Amiens',
          street: '8 Boulevard du Port',
          zipCode: '80000',
          city: 'Amiens',
          countryIso: 'FR',
          point: { latitude: 49.8972281, longitude: 2.290084 },
        },
      ],
    }));
    const onValue = vi.fn();
    wrap(<Address search={search} available onValue={onValue} />);
    const street = field(/^Adresse/);
    vi.useFakeTimers();
    fireEvent.change(street, { target: { value: '8 bd' } });
    fireEvent.change(street, { target: { value: '8 bd du port' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(search).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('8 bd du port', 'FR');
    fireEvent.focus(street);
    const option = await screen.findByText('8 Boulevard du Port 80000 Amiens');
    fireEvent.click(option);
    expect(onValue).toHaveBeenLastCalledWith({
      street: '8 Boulevard du Port',
      zipCode: '80000',
      city: 'Amiens',
      state: null,
      countryIso: 'FR',
      point: { latitude: 49.897228, longitude: 2.290084 },
    });
    await waitFor(() => expect((street as HTMLInputElement).value).toBe('8 Boulevard du Port'));
    fireEvent.change(street, { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect((screen.getByLabelText(/^Ville/) as HTMLInputElement).value).toBe('');
  });

  it('falls back to plain fields when a search says the service is unavailable', async () => {
    const search = vi.fn<AddressSearch>(async () => ({ available: false, items: [] }));
    wrap(<Address search={search} available onValue={vi.fn()} />);
    expect(screen.queryByText(fr['address.manual'])).toBeNull();
    fireEvent.change(field(/^Adresse/), { target: { value: '10 rue de la Paix' } });
    await waitFor(() => expect(screen.getByText(fr['address.manual'])).toBeTruthy(), { timeout: 2000 });
    expect((field(/^Adresse/) as HTMLInputElement).value).toBe('10 rue de la Paix');
  });
});
