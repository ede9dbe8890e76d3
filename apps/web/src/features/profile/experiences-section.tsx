import { ActionIcon, Badge, Button, Group, Skeleton, Stack, Text, Timeline, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBriefcase, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { useAudienceT } from '../../ui/audience';
import { useT } from '../../ui/use-t';
import { ExperienceEndorsements } from './experience-endorsements';
import { ExperienceModal } from './experience-form';
import { reportMutationErrors } from './mutation-errors';
import { profileAnchors } from './profile-anchors';
import { EmptySection, ProfileSection } from './profile-section';
import type { ProfileExperience } from './profile-types';
import { RichTextView } from './rich-text-view';
import { useDeleteFreelanceExperience } from './sections-operations';

/** Ongoing first, then the most recent start. */
export function sortExperiences<E extends { startDate: string; endDate: string | null }>(
  experiences: readonly E[],
): E[] {
  return [...experiences].sort(
    (a, b) => Number(b.endDate === null) - Number(a.endDate === null) || b.startDate.localeCompare(a.startDate),
  );
}

/** "janv. 2021 – aujourd'hui" from two calendar days. */
export function useExperiencePeriod() {
  const intl = useIntl();
  const t = useT();
  const month = (day: string) =>
    intl.formatDate(`${day}T12:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (experience: { startDate: string; endDate: string | null }) =>
    t('profile.experiences.period', {
      start: month(experience.startDate),
      end: experience.endDate ? month(experience.endDate) : t('profile.experiences.now'),
    });
}

/** The experiences: timeline, most recent first; add and edit in a modal, delete after a confirmation. */
export function ExperiencesSection({
  freelanceId,
  experiences,
}: {
  freelanceId: string;
  experiences: ProfileExperience[];
}) {
  const t = useT();
  const audienceT = useAudienceT();
  const period = useExperiencePeriod();
  const [modal, setModal] = useState<{ experience: ProfileExperience | null } | null>(null);
  const [remove, { loading: removing }] = useDeleteFreelanceExperience();

  const confirmDelete = (experience: ProfileExperience) =>
    modals.openConfirmModal({
      title: t('profile.experiences.deleteTitle'),
      children: (
        <Text size="sm">
          {t('profile.experiences.deleteText', { title: experience.title, company: experience.companyName })}
        </Text>
      ),
      labels: { confirm: t('profile.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: async () => {
        const { error } = await remove({ variables: { freelanceId, id: experience.id } });
        if (!reportMutationErrors(error)) addToast({ type: 'success', messageId: 'profile.experiences.deleted' });
      },
    });

  return (
    <ProfileSection
      anchor={profileAnchors.experiences}
      title={t('profile.experiences.title')}
      description={audienceT('profile.experiences.description')}
      icon={IconBriefcase}
      action={
        experiences.length > 0 ? (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setModal({ experience: null })}
          >
            {t('profile.experiences.add')}
          </Button>
        ) : null
      }
    >
      {experiences.length === 0 ? (
        <EmptySection
          text={t('profile.experiences.empty')}
          action={t('profile.experiences.add')}
          onAction={() => setModal({ experience: null })}
        />
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={-1}>
          {sortExperiences(experiences).map((experience) => (
            <Timeline.Item key={experience.id} title={null}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700}>{experience.title}</Text>
                  <Text size="sm">
                    {experience.companyName}
                    {experience.location ? ` · ${experience.location}` : ''}
                  </Text>
                  <Group gap={6}>
                    <Text size="xs" c="dimmed">
                      {period(experience)}
                    </Text>
                    <Badge size="xs" variant="light" color="gray" tt="none">
                      {t(`profile.experienceType.${experience.type}`)}
                    </Badge>
                  </Group>
                </Stack>
                {experience.isOrbiteMission ? null : (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('profile.experiences.edit')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('profile.experiences.editOne', { title: experience.title })}
                        onClick={() => setModal({ experience })}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('profile.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="danger"
                        disabled={removing}
                        aria-label={t('profile.experiences.deleteOne', { title: experience.title })}
                        onClick={() => confirmDelete(experience)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </Group>
              {experience.description ? <RichTextView html={experience.description} /> : null}
              {experience.skills.length > 0 ? (
                <Group gap={4} mt={6}>
                  {experience.skills.map((skill) => (
                    <Badge key={skill.freelanceExperienceSkillId} size="sm" variant="outline" tt="none">
                      {skill.name}
                    </Badge>
                  ))}
                </Group>
              ) : null}
              {/* A mission done through Orbite is vouched for by the platform; the others by their referents. */}
              {experience.isOrbiteMission ? null : <ExperienceEndorsements experience={experience} />}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      <ExperienceModal
        freelanceId={freelanceId}
        experience={modal?.experience ?? null}
        opened={modal !== null}
        onClose={() => setModal(null)}
      />
    </ProfileSection>
  );
}

export function SectionSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <Stack gap="xs">
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity.
        <Skeleton key={i} h={14} w={`${90 - i * 15}%`} />
      ))}
    </Stack>
  );
}
