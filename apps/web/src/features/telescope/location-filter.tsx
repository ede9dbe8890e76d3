import { useApolloClient, useQuery } from '@apollo/client/react';
import { ActionIcon, Autocomplete, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  DEFAULT_TELESCOPE_RADIUS_KM,
  TELESCOPE_RADIUS_KM,
  type TelescopeLocationFilter,
} from '@orbite/domain/telescope';
import { IconMapPin, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ADDRESS_SEARCH_DEBOUNCE_MS, ADDRESS_SEARCH_MIN_LENGTH, type AddressSuggestion } from '../../ui/address-input';
import { useT } from '../../ui/use-t';
import { SEARCH_ADDRESSES } from '../legal-identity/legal-identity-operations';
import { useDebouncedField } from './use-telescope-url';

/**
 * Around a place: a city (or an address) found by the address service, and a radius in km. Without
 * the address service no place can be placed on the map: the filter says so and stays off.
 */
export function LocationFilter({
  value,
  onChange,
}: {
  value: TelescopeLocationFilter | null;
  onChange: (value: TelescopeLocationFilter | null) => void;
}) {
  const t = useT();
  const client = useApolloClient();
  const { data: probe } = useQuery(SEARCH_ADDRESSES, {
    variables: { query: '' },
    fetchPolicy: 'cache-first',
    context: { silent: true },
  });
  const available = probe?.searchAddresses.available !== false;
  const [text, setText] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(text, ADDRESS_SEARCH_DEBOUNCE_MS);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  // The autocomplete writes the chosen option's label after a pick: the city label wins.
  const submitted = useRef(false);
  const [radius, setRadius] = useDebouncedField<number | string>(
    value?.radiusKm ?? DEFAULT_TELESCOPE_RADIUS_KM,
    (next) => {
      const radiusKm = Number(next);
      if (
        value &&
        Number.isInteger(radiusKm) &&
        radiusKm >= TELESCOPE_RADIUS_KM.min &&
        radiusKm <= TELESCOPE_RADIUS_KM.max
      )
        onChange({ ...value, radiusKm });
    },
  );

  useEffect(() => setText(value?.label ?? ''), [value?.label]);

  useEffect(() => {
    const query = debounced.trim();
    if (!available || query.length < ADDRESS_SEARCH_MIN_LENGTH || query === value?.label) {
      setSuggestions([]);
      return;
    }
    let current = true;
    client
      .query({ query: SEARCH_ADDRESSES, variables: { query }, fetchPolicy: 'network-only', context: { silent: true } })
      .then((result) => current && setSuggestions(result.data?.searchAddresses.items ?? []))
      .catch(() => current && setSuggestions([]));
    return () => {
      current = false;
    };
  }, [available, client, debounced, value?.label]);

  const pick = (index: string) => {
    const place = suggestions[Number(index)];
    if (!place?.point) return;
    const label = place.city && !place.street ? place.city : place.label;
    submitted.current = true;
    setSuggestions([]);
    setText(label);
    onChange({
      latitude: place.point.latitude,
      longitude: place.point.longitude,
      radiusKm: Number(radius) || DEFAULT_TELESCOPE_RADIUS_KM,
      label,
    });
  };

  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Autocomplete
          style={{ flex: 1 }}
          label={t('telescope.location.label')}
          placeholder={t('telescope.location.placeholder')}
          leftSection={<IconMapPin size={16} aria-hidden />}
          value={text}
          disabled={!available}
          data={suggestions.map((item, index) => ({ value: String(index), label: item.label }))}
          filter={({ options }) => options}
          onChange={(next) => {
            if (submitted.current) submitted.current = false;
            else setText(next);
          }}
          onOptionSubmit={pick}
          rightSection={
            value ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('telescope.location.clear')}
                onClick={() => {
                  setText('');
                  onChange(null);
                }}
              >
                <IconX size={14} />
              </ActionIcon>
            ) : null
          }
        />
        <NumberInput
          w={110}
          label={t('telescope.location.radius')}
          suffix=" km"
          min={TELESCOPE_RADIUS_KM.min}
          max={TELESCOPE_RADIUS_KM.max}
          allowDecimal={false}
          value={radius}
          onChange={setRadius}
          disabled={!value}
        />
      </Group>
      {!available ? (
        <Text size="xs" c="dimmed">
          {t('telescope.location.unavailable')}
        </Text>
      ) : null}
    </Stack>
  );
}
