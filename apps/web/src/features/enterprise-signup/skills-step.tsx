import { Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import { ENTERPRISE_SIGNUP_MAX_SKILLS } from '@orbite/domain/enterprise-signup';
import { useT } from '../../ui/use-t';
import { SkillSearch } from '../profile/skill-search';
import type { ChosenSkill } from './signup-state';

/** Step 2: the skills the company looks for, from the skills catalogue (optional). */
export function SkillsStep({ value, onChange }: { value: ChosenSkill[]; onChange: (value: ChosenSkill[]) => void }) {
  const t = useT();
  const full = value.length >= ENTERPRISE_SIGNUP_MAX_SKILLS;
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('enterpriseSignup.skills.intro')}
      </Text>
      <SkillSearch
        label={t('enterpriseSignup.skills.search')}
        excluded={new Set(value.map((skill) => skill.id))}
        disabled={full}
        onPick={(skill) => onChange([...value, { id: skill.id, name: skill.name }])}
      />
      {value.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="signup-skills-empty">
          {t('enterpriseSignup.skills.empty')}
        </Text>
      ) : (
        <Group gap="xs" data-testid="signup-skills">
          {value.map((skill) => (
            <Badge
              key={skill.id}
              size="lg"
              variant="light"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('enterpriseSignup.skills.remove', { skill: skill.name })}
                  onClick={() => onChange(value.filter((other) => other.id !== skill.id))}
                />
              }
            >
              {skill.name}
            </Badge>
          ))}
        </Group>
      )}
      {full ? (
        <Text size="sm" c="dimmed">
          {t('enterpriseSignup.skills.max', { max: ENTERPRISE_SIGNUP_MAX_SKILLS })}
        </Text>
      ) : null}
    </Stack>
  );
}
