import { Autocomplete, Fieldset, Group, Input, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type AddressValue, DEFAULT_ADDRESS_COUNTRY_ISO3, roundCoordinate } from '@orbite/domain/address';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from './use-t';

/** Spec 002: the address autocomplete waits 300 ms after the last key. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
/** Shorter texts are not searched. */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;

export interface AddressCountry {
  id: string;
  iso2: string;
  iso3: string;
  name: string;
}

export interface AddressSuggestion {
  label: string;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  countryIso: string;
  point: { latitude: number; longitude: number } | null;
}

/** `available` false: no address service, the user types the full address. */
export interface AddressSearchResult {
  available: boolean;
  items: AddressSuggestion[];
}

export type AddressSearch = (query: string, countryIso: string) => Promise<AddressSearchResult>;

/** The iso2 code of the default country (iso3 FRA), once the countries are known. */
export function defaultCountryIso(countries: readonly AddressCountry[]): string | null {
  return countries.find((country) => country.iso3 === DEFAULT_ADDRESS_COUNTRY_ISO3)?.iso2 ?? null;
}

/** The address a chosen suggestion gives: street, zip code, city and point (6 decimals). */
export function addressOfSuggestion(suggestion: AddressSuggestion, countryIso: string): AddressValue {
  return {
    street: suggestion.street ?? suggestion.label,
    zipCode: suggestion.zipCode,
    city: suggestion.city,
    state: null,
    countryIso: suggestion.countryIso || countryIso,
    point: suggestion.point
      ? { latitude: roundCoordinate(suggestion.point.latitude), longitude: roundCoordinate(suggestion.point.longitude) }
      : null,
  };
}

/**
 * An address: a country (France by default, never cleared), then the street with autocomplete
 * through `search` when the service is available, zip code and city. Choosing a suggestion fills
 * street, zip code, city and point; typing by hand drops the point. Without a service (`available`
 * false, or a search that says so) the fields are plain. The fields stay disabled until a country
 * is chosen; clearing the street of the autocomplete empties the value (null).
 */
export function AddressInput({
  label,
  value,
  onChange,
  countries,
  search,
  available: initiallyAvailable = true,
  error,
  disabled,
  required,
}: {
  label: string;
  value: AddressValue | null;
  onChange: (value: AddressValue | null) => void;
  countries: readonly AddressCountry[];
  search: AddressSearch;
  available?: boolean;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}) {
  const t = useT();
  const [chosenCountry, setChosenCountry] = useState<string | null>(value?.countryIso ?? null);
  const countryIso = chosenCountry ?? defaultCountryIso(countries);
  const [serviceDown, setServiceDown] = useState(false);
  const available = initiallyAvailable && !serviceDown;
  const street = value?.street ?? '';
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [debouncedStreet] = useDebouncedValue(street, ADDRESS_SEARCH_DEBOUNCE_MS);
  const typed = useRef(false);
  const submitted = useRef(false);

  useEffect(() => {
    if (!available || !countryIso || !typed.current) return;
    const query = debouncedStreet.trim();
    if (query.length < ADDRESS_SEARCH_MIN_LENGTH) {
      setSuggestions([]);
      return;
    }
    let current = true;
    search(query, countryIso)
      .then((result) => {
        if (!current) return;
        if (!result.available) setServiceDown(true);
        setSuggestions(result.available ? result.items : []);
      })
      .catch(() => current && setServiceDown(true));
    return () => {
      current = false;
    };
  }, [available, countryIso, debouncedStreet, search]);

  const change = (patch: Partial<AddressValue>) =>
    onChange({ state: null, ...value, countryIso, ...patch, point: patch.point ?? null });

  const onStreetChange = (text: string) => {
    if (submitted.current) {
      submitted.current = false;
      return;
    }
    typed.current = true;
    if (available && text === '') {
      setSuggestions([]);
      onChange(null);
    } else change({ street: text });
  };

  const onSuggestion = (index: string) => {
    const suggestion = suggestions[Number(index)];
    if (!suggestion || !countryIso) return;
    submitted.current = true;
    typed.current = false;
    setSuggestions([]);
    onChange(addressOfSuggestion(suggestion, countryIso));
  };

  const countryData = useMemo(
    () => countries.map((country) => ({ value: country.iso2, label: country.name })),
    [countries],
  );
  const fieldsDisabled = disabled || !countryIso;
  const streetProps = {
    label: t('address.street'),
    placeholder: t(available ? 'address.streetSearch' : 'address.streetPlaceholder'),
    value: street,
    disabled: fieldsDisabled,
    required,
    autoComplete: 'off',
  };

  return (
    <Fieldset legend={label} variant="unstyled" disabled={disabled}>
      <Stack gap="xs">
        <Select
          label={t('address.country')}
          data={countryData}
          value={countryIso}
          onChange={(iso) => {
            if (!iso) return;
            setChosenCountry(iso);
            setSuggestions([]);
            if (value) onChange({ ...value, countryIso: iso, point: null });
          }}
          searchable
          allowDeselect={false}
          disabled={disabled}
          placeholder={t('address.countryPlaceholder')}
          nothingFoundMessage={t('address.noCountry')}
        />
        {available ? (
          <Autocomplete
            {...streetProps}
            data={suggestions.map((item, index) => ({ value: String(index), label: item.label }))}
            filter={({ options }) => options}
            onChange={onStreetChange}
            onOptionSubmit={onSuggestion}
          />
        ) : (
          <TextInput
            {...streetProps}
            description={t('address.manual')}
            onChange={(event) => onStreetChange(event.currentTarget.value)}
          />
        )}
        <Group grow align="flex-start">
          <TextInput
            label={t('address.zipCode')}
            value={value?.zipCode ?? ''}
            onChange={(event) => change({ zipCode: event.currentTarget.value })}
            disabled={fieldsDisabled}
            required={required}
            autoComplete="off"
            inputMode={countryIso === 'FR' ? 'numeric' : undefined}
          />
          <TextInput
            label={t('address.city')}
            value={value?.city ?? ''}
            onChange={(event) => change({ city: event.currentTarget.value })}
            disabled={fieldsDisabled}
            required={required}
            autoComplete="off"
          />
        </Group>
        {error ? (
          <Input.Error role="alert" component="div">
            {error}
          </Input.Error>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
