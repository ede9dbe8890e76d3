import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  TELESCOPE_MAX_RETRIBUTION,
  type TelescopeFilters,
  type TelescopeLocationFilter,
  type TelescopeWorkplace,
} from '@orbite/domain/telescope';
import { IconSparkles } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useT } from '../../ui/use-t';

export interface TelescopeChip {
  key: string;
  label: string;
  value: unknown;
}

interface Proposal {
  filters: TelescopeFilters;
  chips: TelescopeChip[];
  unmatched: string[];
}

export const TELESCOPE_FILTERS_FROM_TEXT: TypedDocumentNode<{ telescopeFiltersFromText: Proposal }, { text: string }> =
  gql`
  query TelescopeFiltersFromText($text: String!) {
    telescopeFiltersFromText(text: $text) {
      filters
      chips {
        key
        label
        value
      }
      unmatched
    }
  }
`;

/** The filters the plain-language search fills; the others (statuses, qualifications…) are kept. */
const readKeys = ['text', 'skills', 'availableBy', 'maxRetribution', 'location', 'workplace'] as const;

const isPlaced = (value: unknown): value is TelescopeLocationFilter =>
  typeof value === 'object' && value !== null && typeof (value as { latitude?: unknown }).latitude === 'number';

/** The filters said by the chips kept, on top of the current filters the text does not speak of. */
export function filtersFromChips(current: TelescopeFilters, chips: readonly TelescopeChip[]): TelescopeFilters {
  const next: TelescopeFilters = { ...current };
  for (const key of readKeys) delete next[key];
  const skills = chips
    .filter((chip) => chip.key === 'skills')
    .map((chip) => ({ skillId: (chip.value as { skillId: string }).skillId }));
  if (skills.length) next.skills = skills;
  for (const chip of chips) {
    if (chip.key === 'text') next.text = String(chip.value);
    if (chip.key === 'availableBy') next.availableBy = String(chip.value);
    if (chip.key === 'maxRetribution') next.maxRetribution = Number(chip.value);
    if (chip.key === 'workplace') next.workplace = chip.value as TelescopeWorkplace;
    if (chip.key === 'location' && !next.location && isPlaced(chip.value)) next.location = chip.value;
  }
  return next;
}

/**
 * "Recherche en langage naturel": the need typed in French is read by the API into chips (one per
 * criterion) the team member removes or adjusts, then "Appliquer" fills the filters and searches.
 */
export function NaturalQuery({
  filters,
  onApply,
  onSkillName,
}: {
  filters: TelescopeFilters;
  onApply: (filters: TelescopeFilters) => void;
  onSkillName: (id: string, name: string) => void;
}) {
  const t = useT();
  const client = useApolloClient();
  const [text, setText] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [editing, setEditing] = useState<number | null>(null);

  const read = async (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    setLoading(true);
    setError(null);
    try {
      const result = await client.query({
        query: TELESCOPE_FILTERS_FROM_TEXT,
        variables: { text: query },
        fetchPolicy: 'network-only',
        context: { silent: true },
      });
      if (!result.data) throw new Error('no data');
      setProposal(result.data.telescopeFiltersFromText);
      setEditing(null);
    } catch {
      setError(t('telescopeText.error'));
    } finally {
      setLoading(false);
    }
  };

  const setChips = (chips: TelescopeChip[]) => proposal && setProposal({ ...proposal, chips });
  const apply = () => {
    if (!proposal) return;
    for (const chip of proposal.chips) {
      if (chip.key === 'skills') {
        const skill = chip.value as { skillId: string; name: string };
        onSkillName(skill.skillId, skill.name);
      }
    }
    onApply(filtersFromChips(filters, proposal.chips));
    setProposal(null);
  };

  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby="telescope-natural-title">
      <Stack gap="sm">
        <form onSubmit={read}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              id="telescope-natural-title"
              style={{ flex: 1 }}
              label={t('telescopeText.label')}
              placeholder={t('telescopeText.placeholder')}
              leftSection={<IconSparkles size={16} aria-hidden />}
              value={text}
              maxLength={500}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Button type="submit" variant="light" loading={loading} disabled={!text.trim()}>
              {t('telescopeText.read')}
            </Button>
          </Group>
        </form>
        {error ? (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        ) : null}
        {proposal ? (
          <Stack gap="xs" aria-live="polite">
            {proposal.chips.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('telescopeText.nothing')}
              </Text>
            ) : (
              <Group gap="xs" role="list" aria-label={t('telescopeText.chips')}>
                {proposal.chips.map((chip, index) =>
                  editing === index && chip.key === 'maxRetribution' ? (
                    <NumberInput
                      key={`${chip.key}-${chip.label}`}
                      size="xs"
                      w={140}
                      autoFocus
                      aria-label={t('telescopeText.editRate')}
                      suffix=" €"
                      min={TELESCOPE_MAX_RETRIBUTION.min}
                      max={TELESCOPE_MAX_RETRIBUTION.max}
                      allowDecimal={false}
                      defaultValue={Number(chip.value)}
                      onBlur={(event) => {
                        const value = Number(event.currentTarget.value.replace(/\D/g, ''));
                        if (value >= TELESCOPE_MAX_RETRIBUTION.min && value <= TELESCOPE_MAX_RETRIBUTION.max)
                          setChips(
                            proposal.chips.map((c, i) =>
                              i === index ? { ...c, value, label: t('telescopeText.rateChip', { value }) } : c,
                            ),
                          );
                        setEditing(null);
                      }}
                      onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
                    />
                  ) : (
                    <Badge
                      key={`${chip.key}-${chip.label}`}
                      role="listitem"
                      size="lg"
                      variant="light"
                      tt="none"
                      color={chip.key === 'location' && !isPlaced(chip.value) ? 'orange' : 'primary'}
                      rightSection={
                        <CloseButton
                          size="xs"
                          variant="transparent"
                          aria-label={t('telescopeText.remove', { label: chip.label })}
                          onClick={() => setChips(proposal.chips.filter((_, i) => i !== index))}
                        />
                      }
                    >
                      {chip.key === 'maxRetribution' ? (
                        <UnstyledButton
                          fz="inherit"
                          c="inherit"
                          title={t('telescopeText.editRate')}
                          aria-label={`${chip.label} — ${t('telescopeText.editRate')}`}
                          onClick={() => setEditing(index)}
                        >
                          {chip.label}
                        </UnstyledButton>
                      ) : (
                        chip.label
                      )}
                    </Badge>
                  ),
                )}
              </Group>
            )}
            {proposal.chips.some((chip) => chip.key === 'location' && !isPlaced(chip.value)) ? (
              <Text size="xs" c="dimmed">
                {t('telescopeText.placeToComplete')}
              </Text>
            ) : null}
            {proposal.unmatched.length ? (
              <Text size="xs" c="dimmed">
                {t('telescopeText.unmatched', { items: proposal.unmatched.join(' · ') })}
              </Text>
            ) : null}
            <Group gap="xs">
              <Button size="xs" onClick={apply}>
                {t('telescopeText.apply')}
              </Button>
              <Button size="xs" variant="subtle" color="gray" onClick={() => setProposal(null)}>
                {t('telescopeText.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
