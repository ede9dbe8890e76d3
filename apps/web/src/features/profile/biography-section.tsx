import { Stack } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useT } from '../../ui/use-t';
import { profileAnchors } from './profile-anchors';
import { EmptySection, FormActions, ProfileSection } from './profile-section';
import type { FreelanceProfile } from './profile-types';
import { RichTextEditor } from './rich-text-editor';
import { RichTextView } from './rich-text-view';
import { useInfoForm } from './use-info-form';

/** The biography: sanitized HTML shown as is, edited in the rich text editor. */
export function BiographySection({ profile }: { profile: FreelanceProfile }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const title = t('profile.biography.title');
  return (
    <ProfileSection
      anchor={profileAnchors.biography}
      title={title}
      icon={IconFileText}
      editing={editing}
      onEdit={profile.biography ? () => setEditing(true) : undefined}
    >
      {editing ? (
        <BiographyForm profile={profile} onDone={() => setEditing(false)} />
      ) : profile.biography ? (
        <RichTextView html={profile.biography} />
      ) : (
        <EmptySection
          text={t('profile.biography.empty')}
          action={t('profile.biography.add')}
          onAction={() => setEditing(true)}
        />
      )}
    </ProfileSection>
  );
}

function BiographyForm({ profile, onDone }: { profile: FreelanceProfile; onDone: () => void }) {
  const t = useT();
  const { form, onSubmit } = useInfoForm<{ biography: string }>({
    freelanceId: profile.id,
    defaultValues: { biography: profile.biography ?? '' },
    toInput: (values) => ({ biography: values.biography }),
    onDone,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="biography"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={t('profile.biography.label')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormActions submitting={form.formState.isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}
