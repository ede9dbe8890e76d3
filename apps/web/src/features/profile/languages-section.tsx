import { ActionIcon, Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { languageLevels } from '@orbite/domain/enums';
import { IconLanguage, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { useLanguages } from './catalogue-operations';
import { reportMutationErrors } from './mutation-errors';
import { ProfileSection } from './profile-section';
import type { ProfileLanguage } from './profile-types';
import { useAddFreelanceLanguage, useRemoveFreelanceLanguage, useUpdateFreelanceLanguage } from './sections-operations';

/** Spoken languages: added at the basic level, level basic / pro / native, removed after a confirmation. */
export function LanguagesSection({ freelanceId, languages }: { freelanceId: string; languages: ProfileLanguage[] }) {
  const t = useT();
  const [picked, setPicked] = useState<string | null>(null);
  const { data } = useLanguages();
  const [add, { loading: adding }] = useAddFreelanceLanguage();
  const [update] = useUpdateFreelanceLanguage();
  const [remove] = useRemoveFreelanceLanguage();
  const chosen = new Set(languages.map((language) => language.languageId));
  const options = (data?.languages ?? [])
    .filter((language) => !chosen.has(language.id))
    .map((language) => ({ value: language.id, label: language.name }));
  const levels = languageLevels.map((level) => ({ value: level, label: t(`profile.languageLevel.${level}`) }));

  const onAdd = async () => {
    if (!picked) return;
    const { error } = await add({ variables: { freelanceId, languageId: picked } });
    if (reportMutationErrors(error)) return;
    setPicked(null);
    addToast({ type: 'success', messageId: 'profile.languages.added' });
  };

  const onLevel = async (language: ProfileLanguage, level: string) => {
    const { error } = await update({ variables: { freelanceId, id: language.id, level } });
    if (!reportMutationErrors(error)) addToast({ type: 'success', messageId: 'profile.saved' });
  };

  const confirmRemove = (language: ProfileLanguage) =>
    modals.openConfirmModal({
      title: t('profile.languages.removeTitle'),
      children: <Text size="sm">{t('profile.languages.removeText', { name: language.name })}</Text>,
      labels: { confirm: t('profile.languages.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: async () => {
        const { error } = await remove({ variables: { freelanceId, id: language.id } });
        if (!reportMutationErrors(error)) addToast({ type: 'success', messageId: 'profile.languages.removed' });
      },
    });

  return (
    <ProfileSection title={t('profile.languages.title')} icon={IconLanguage}>
      <Stack gap="sm">
        {languages.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('profile.languages.empty')}
          </Text>
        ) : (
          <Stack gap={6} role="list">
            {languages.map((language) => (
              <Paper key={language.id} withBorder radius="md" px="sm" py={6} role="listitem">
                {/* The levels under the name, across the card: the three fit a phone, a word per line if need be. */}
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} size="sm">
                      {language.name}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="danger"
                      aria-label={t('profile.languages.removeOne', { name: language.name })}
                      onClick={() => confirmRemove(language)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                  <SegmentedControl
                    size="xs"
                    fullWidth
                    styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2 } }}
                    data={levels}
                    value={language.level}
                    onChange={(level) => void onLevel(language, level)}
                    aria-label={t('profile.languages.level', { name: language.name })}
                  />
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        <Group align="flex-end" gap="xs">
          <Select
            label={t('profile.languages.pick')}
            placeholder={t('profile.languages.pickPlaceholder')}
            data={options}
            value={picked}
            onChange={setPicked}
            searchable
            nothingFoundMessage={t('profile.languages.noneFound')}
            style={{ flex: 1, maxWidth: 320 }}
          />
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={onAdd}
            disabled={!picked}
            loading={adding}
            variant="light"
          >
            {t('profile.languages.add')}
          </Button>
        </Group>
      </Stack>
    </ProfileSection>
  );
}
