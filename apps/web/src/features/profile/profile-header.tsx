import { Badge, Button, Card, Group, NumberInput, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { isValidRetribution, RETRIBUTION } from '@orbite/domain/validators';
import { IconBriefcase, IconCoinEuro, IconExternalLink, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import type { CurrentUser } from '../session/me-query';
import { profileAnchors } from './profile-anchors';
import { ProfilePicture } from './profile-picture';
import { FormActions, sectionScrollMargin } from './profile-section';
import type { FreelanceProfile } from './profile-types';
import { useInfoForm } from './use-info-form';

interface Values {
  tagline: string;
  experienceInYears: number | string;
  retribution: number | string;
}

const toNumber = (value: number | string) => (value === '' || value === null ? null : Number(value));

/** Top of the profile: picture, name, tagline, years of experience, daily rate, completeness. */
export function ProfileHeader({ user, profile }: { user: CurrentUser; profile: FreelanceProfile }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const name = user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const missing = profile.completeness.items.filter((item) => !item.done);

  return (
    <Card
      withBorder
      radius="lg"
      p={0}
      component="section"
      aria-label={t('profile.header.label')}
      id={profileAnchors.picture}
      style={sectionScrollMargin}
    >
      <div
        style={{
          height: 96,
          background: 'linear-gradient(120deg, var(--mantine-color-orbite-7), var(--mantine-color-orbite-4))',
          borderRadius: 'var(--mantine-radius-lg) var(--mantine-radius-lg) 0 0',
        }}
      />
      <Stack p="lg" pt={0} gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" mt={-48}>
          <ProfilePicture user={user} name={name} />
          <Group gap="sm">
            {profile.publicId ? (
              <Button
                component={Link}
                to={`/freelancer/profile/${profile.publicId}`}
                variant="default"
                leftSection={<IconExternalLink size={16} />}
              >
                {t('profile.viewPublic')}
              </Button>
            ) : null}
            {!editing ? (
              <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
                {t('profile.header.edit')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {editing ? (
          <HeaderForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <Stack gap={6}>
            <Title order={1} size="h2">
              {name}
            </Title>
            <Text
              id={profileAnchors.tagline}
              size="lg"
              c={profile.tagline ? undefined : 'dimmed'}
              fs={profile.tagline ? undefined : 'italic'}
            >
              {profile.tagline || t('profile.header.noTagline')}
            </Text>
            <Group gap="xs" mt={4}>
              <Badge variant="light" size="lg" tt="none" leftSection={<IconBriefcase size={14} />}>
                {profile.experienceInYears === null
                  ? t('profile.header.noExperience')
                  : t('profile.header.experience', { years: profile.experienceInYears })}
              </Badge>
              <Badge variant="light" color="teal" size="lg" tt="none" leftSection={<IconCoinEuro size={14} />}>
                {profile.retribution === null
                  ? t('profile.header.noRate')
                  : t('profile.header.rate', { rate: profile.retribution })}
              </Badge>
            </Group>
          </Stack>
        )}
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {t('profile.completeness.title')}
            </Text>
            <Text size="sm" fw={700} c="orbite" data-testid="profile-completeness">
              {t('profile.completeness.score', { score: profile.completeness.score })}
            </Text>
          </Group>
          <Progress
            value={profile.completeness.score}
            size="md"
            radius="xl"
            aria-label={t('profile.completeness.title')}
          />
          {missing.length > 0 ? (
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {t('profile.completeness.missing')}
              </Text>
              {missing.map((item) => (
                <Badge key={item.element} size="sm" variant="outline" color="gray" tt="none">
                  {t(`profile.completeness.${item.element}`)}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}

function HeaderForm({ profile, onDone }: { profile: FreelanceProfile; onDone: () => void }) {
  const t = useT();
  const { form, onSubmit } = useInfoForm<Values>({
    freelanceId: profile.id,
    defaultValues: {
      tagline: profile.tagline ?? '',
      experienceInYears: profile.experienceInYears ?? '',
      retribution: profile.retribution ?? '',
    },
    toInput: (values) => ({
      tagline: values.tagline.trim(),
      experienceInYears: toNumber(values.experienceInYears),
      retribution: toNumber(values.retribution),
    }),
    onDone,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('profile.field.tagline')}
          description={t('profile.field.taglineHint')}
          placeholder={t('profile.field.taglinePlaceholder')}
          error={errors.tagline?.message}
          data-autofocus
          {...form.register('tagline')}
        />
        <Group grow align="flex-start">
          <Controller
            control={form.control}
            name="experienceInYears"
            render={({ field }) => (
              <NumberInput
                {...field}
                label={t('profile.field.experienceInYears')}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                suffix={` ${t('profile.field.yearsSuffix')}`}
                error={errors.experienceInYears?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="retribution"
            rules={{
              validate: (value) =>
                value === '' || isValidRetribution(value) || t('profile.field.retributionRange', RETRIBUTION),
            }}
            render={({ field }) => (
              <NumberInput
                {...field}
                label={t('profile.field.retribution')}
                description={t('profile.field.retributionRange', RETRIBUTION)}
                min={RETRIBUTION.min}
                max={RETRIBUTION.max}
                // A rate out of range shows the range (as the mission form does), rather than being changed unseen.
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                suffix=" €"
                thousandSeparator=" "
                error={errors.retribution?.message}
              />
            )}
          />
        </Group>
        <FormActions submitting={isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}
