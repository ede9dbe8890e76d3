import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type SocialUrlField, socialUrlFields } from '@orbite/domain/enums';
import { isValidLinkedInUrl, isValidUrl } from '@orbite/domain/validators';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import { EmptySection, FormActions, ProfileSection } from './profile-section';
import type { FreelanceProfile } from './profile-types';
import { SocialLinks, socialIcons, socialOrder } from './social-links';
import { useInfoForm } from './use-info-form';

type Values = Record<SocialUrlField, string>;

/** Social links: each URL checked with the domain's rule (LinkedIn: a profile path). */
export function SocialLinksSection({ profile }: { profile: FreelanceProfile }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const any = socialUrlFields.some((field) => profile[field]);
  return (
    <ProfileSection
      title={t('profile.social.title')}
      icon={IconLink}
      editing={editing}
      onEdit={any ? () => setEditing(true) : undefined}
    >
      {editing ? (
        <SocialForm profile={profile} onDone={() => setEditing(false)} />
      ) : any ? (
        <SocialLinks urls={profile} />
      ) : (
        <EmptySection
          text={t('profile.social.empty')}
          action={t('profile.social.add')}
          onAction={() => setEditing(true)}
        />
      )}
    </ProfileSection>
  );
}

function SocialForm({ profile, onDone }: { profile: FreelanceProfile; onDone: () => void }) {
  const t = useT();
  const defaultValues = Object.fromEntries(socialUrlFields.map((field) => [field, profile[field] ?? ''])) as Values;
  const { form, onSubmit } = useInfoForm<Values>({
    freelanceId: profile.id,
    defaultValues,
    toInput: (values) => Object.fromEntries(socialUrlFields.map((field) => [field, values[field].trim()])),
    onDone,
  });
  const validate = (field: SocialUrlField) => (value: string) => {
    const url = value.trim();
    if (url === '') return true;
    if (field === 'linkedInUrl') return isValidLinkedInUrl(url) || t('error.639');
    return isValidUrl(url) || t('profile.social.invalidUrl');
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {socialOrder.map((field) => {
            const Icon = socialIcons[field];
            return (
              <TextInput
                key={field}
                type="url"
                label={t(`profile.social.${field}`)}
                placeholder={t(`profile.social.placeholder.${field}`)}
                leftSection={<Icon size={16} />}
                error={form.formState.errors[field]?.message}
                {...form.register(field, { validate: validate(field) })}
              />
            );
          })}
        </SimpleGrid>
        <FormActions submitting={form.formState.isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}
