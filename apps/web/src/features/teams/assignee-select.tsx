import { Group, Select, Skeleton, Text } from '@mantine/core';
import { ErrorCode } from '@orbite/domain/errors';
import type { TeamMemberRole } from '@orbite/domain/team';
import { errorMessageId } from '../../i18n/errors';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { type AssignedMember, orThrow, refusalOf, useTeamMembers } from './teams-operations';

/**
 * A picker of the team members holding a role (account manager, freelancer agent), with "nobody";
 * the choice is saved at once and a refusal shows as a toast.
 */
export function AssigneeSelect({
  assigneeRole: role,
  label,
  hideLabel = false,
  current,
  loading,
  onAssign,
  testId,
}: {
  assigneeRole: TeamMemberRole;
  label: string;
  /** The label is shown by the surrounding block: only read out. */
  hideLabel?: boolean;
  current: AssignedMember | null;
  loading: boolean;
  onAssign: (teamMemberId: string | null) => Promise<{ error?: unknown }>;
  testId: string;
}) {
  const t = useT();
  const members = useTeamMembers(role);
  const options = (members.data?.teamMembers ?? []).map((m) => ({ value: m.id, label: m.fullName }));
  if (current && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: current.fullName });
  const save = async (value: string | null) => {
    if ((value ?? null) === (current?.id ?? null)) return;
    try {
      await orThrow(onAssign(value));
      addToast({ type: 'success', messageId: value ? 'teams.assign.done' : 'teams.assign.removed' });
    } catch (error) {
      const { code, field } = refusalOf(error);
      addToast({
        type: 'error',
        messageId:
          code === ErrorCode.invalidInput && field === 'teamMemberId'
            ? `teams.assign.roleMissing.${role}`
            : code === -1
              ? 'error.network'
              : errorMessageId(code, field),
      });
    }
  };
  if (loading && !current && !members.data) return <Skeleton h={36} w={220} radius="sm" />;
  return (
    <Group gap="xs" wrap="nowrap" data-testid={testId}>
      {hideLabel ? null : (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {label}
        </Text>
      )}
      <Select
        size="xs"
        w={220}
        aria-label={label}
        placeholder={t('teams.assign.nobody')}
        data={options}
        value={current?.id ?? null}
        onChange={save}
        clearable
        searchable
        nothingFoundMessage={t('teams.assign.nothingFound')}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
