import { Badge, Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { JOB_TITLE_SUGGESTIONS_HIDDEN_FROM, PROFILE_LIMITS } from '@orbite/domain/profile-limits';
import { IconIdBadge2, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { useSearchJobTitles } from './catalogue-operations';
import { reportMutationErrors } from './mutation-errors';
import { AddChip, EmptySection, FormActions, ProfileSection } from './profile-section';
import type { FreelanceProfile } from './profile-types';
import { useSetFreelanceJobTitles } from './sections-operations';

/** Job titles: the maximum is the screen's (the API's), suggestions hidden once 3 are chosen, 8 shown by default. */
export const JOB_TITLES = {
  max: PROFILE_LIMITS.jobTitles,
  suggestionsUntil: JOB_TITLE_SUGGESTIONS_HIDDEN_FROM,
  shown: 8,
  debounceMs: 200,
} as const;

interface Chosen {
  jobTitleId: string;
  name: string;
  duration: number | null;
}

export function JobTitlesSection({ profile }: { profile: FreelanceProfile }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const titles = profile.jobTitles;
  const shown = showAll ? titles : titles.slice(0, JOB_TITLES.shown);
  return (
    <ProfileSection
      title={t('profile.jobTitles.title')}
      icon={IconIdBadge2}
      editing={editing}
      onEdit={titles.length > 0 ? () => setEditing(true) : undefined}
    >
      {editing ? (
        <JobTitlesForm profile={profile} onDone={() => setEditing(false)} />
      ) : titles.length === 0 ? (
        <EmptySection
          text={t('profile.jobTitles.empty')}
          action={t('profile.jobTitles.add')}
          onAction={() => setEditing(true)}
        />
      ) : (
        <Stack gap="xs" align="flex-start">
          <Group gap={8}>
            {shown.map((title) => (
              <Badge key={title.id} size="lg" variant="light" radius="md" tt="none" fw={600}>
                {title.name}
              </Badge>
            ))}
          </Group>
          {titles.length > JOB_TITLES.shown ? (
            <Button variant="subtle" size="xs" px={4} onClick={() => setShowAll((all) => !all)}>
              {showAll ? t('skills.showLess') : t('profile.jobTitles.showAll', { count: titles.length })}
            </Button>
          ) : null}
        </Stack>
      )}
    </ProfileSection>
  );
}

function JobTitlesForm({ profile, onDone }: { profile: FreelanceProfile; onDone: () => void }) {
  const t = useT();
  const [chosen, setChosen] = useState<Chosen[]>(() =>
    profile.jobTitles.map(({ jobTitleId, name, duration }) => ({ jobTitleId, name, duration })),
  );
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, JOB_TITLES.debounceMs);
  const { data } = useSearchJobTitles(debounced);
  const [save, { loading }] = useSetFreelanceJobTitles();
  const full = chosen.length >= JOB_TITLES.max;
  const showSuggestions = !full && (debounced.trim() !== '' || chosen.length < JOB_TITLES.suggestionsUntil);
  const suggestions = (data?.searchJobTitles ?? []).filter((item) => !chosen.some((c) => c.jobTitleId === item.id));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const jobTitles = chosen.map(({ jobTitleId, duration }) => ({ jobTitleId, duration }));
    const { error } = await save({ variables: { freelanceId: profile.id, jobTitles } });
    if (reportMutationErrors(error)) return;
    addToast({ type: 'success', messageId: 'profile.saved' });
    onDone();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Group gap={6} role="list" aria-label={t('profile.jobTitles.chosen')}>
          {chosen.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('profile.jobTitles.none')}
            </Text>
          ) : null}
          {chosen.map((item) => (
            <Badge
              key={item.jobTitleId}
              role="listitem"
              size="lg"
              radius="md"
              tt="none"
              rightSection={
                <CloseButton
                  size="xs"
                  variant="transparent"
                  c="inherit"
                  aria-label={t('profile.jobTitles.remove', { name: item.name })}
                  onClick={() => setChosen((list) => list.filter((c) => c.jobTitleId !== item.jobTitleId))}
                />
              }
            >
              {item.name}
            </Badge>
          ))}
        </Group>
        <TextInput
          label={t('profile.jobTitles.search')}
          description={t('profile.jobTitles.count', { count: chosen.length, max: JOB_TITLES.max })}
          leftSection={<IconSearch size={16} />}
          value={search}
          disabled={full}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {full ? (
          <Text size="sm" c="warning.8" role="status">
            {t('profile.jobTitles.maxReached', { max: JOB_TITLES.max })}
          </Text>
        ) : null}
        {showSuggestions && suggestions.length > 0 ? (
          <Group gap={6} aria-label={t('profile.jobTitles.suggestions')}>
            {suggestions.map((item) => (
              <AddChip
                key={item.id}
                label={item.name}
                onClick={() => {
                  setChosen((list) => [...list, { jobTitleId: item.id, name: item.name, duration: null }]);
                  setSearch('');
                }}
              />
            ))}
          </Group>
        ) : null}
        <FormActions submitting={loading} onCancel={onDone} />
      </Stack>
    </form>
  );
}
