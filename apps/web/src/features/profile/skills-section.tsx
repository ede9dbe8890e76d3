import { Alert, Stack } from '@mantine/core';
import { IconStack2 } from '@tabler/icons-react';
import { useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from './mutation-errors';
import { profileAnchors } from './profile-anchors';
import { EmptySection, FormActions, ProfileSection } from './profile-section';
import type { FreelanceProfile } from './profile-types';
import { useSetFreelanceSkills } from './sections-operations';
import { SkillChips } from './skill-chips';
import { type EditorSkill, SkillsEditor } from './skills-editor';

/** The profile's skills: chips, or the editor saving the whole list. */
export function SkillsSection({ profile }: { profile: FreelanceProfile }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  return (
    <ProfileSection
      anchor={profileAnchors.skills}
      title={t('skills.title')}
      description={t('skills.description')}
      icon={IconStack2}
      editing={editing}
      onEdit={profile.skills.length > 0 ? () => setEditing(true) : undefined}
    >
      {editing ? (
        <SkillsForm profile={profile} onDone={() => setEditing(false)} />
      ) : profile.skills.length > 0 ? (
        <SkillChips skills={profile.skills} />
      ) : (
        <EmptySection text={t('skills.empty')} action={t('skills.add')} onAction={() => setEditing(true)} />
      )}
    </ProfileSection>
  );
}

function SkillsForm({ profile, onDone }: { profile: FreelanceProfile; onDone: () => void }) {
  const t = useT();
  const [skills, setSkills] = useState<EditorSkill[]>(() =>
    profile.skills.map((skill) => ({
      id: skill.skillId,
      name: skill.name,
      duration: skill.duration,
      primary: skill.primary,
      wished: skill.wished,
    })),
  );
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [save, { loading }] = useSetFreelanceSkills();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    const input = skills.map((skill) => ({
      skillId: skill.id,
      duration: skill.duration,
      primary: skill.primary,
      wished: skill.wished,
    }));
    const { error } = await save({ variables: { freelanceId: profile.id, skills: input } });
    const failed = reportMutationErrors(error, (field, message, messageId) => {
      if (field !== 'skills') return false;
      setFieldError(messageId ? t(messageId) : message);
      return true;
    });
    if (failed) return;
    addToast({ type: 'success', messageId: 'skills.saved' });
    onDone();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SkillsEditor value={skills} onChange={setSkills} />
        {fieldError ? (
          <Alert color="danger" variant="light" role="alert">
            {fieldError}
          </Alert>
        ) : null}
        <FormActions submitting={loading} onCancel={onDone} />
      </Stack>
    </form>
  );
}
