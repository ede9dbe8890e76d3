import { Avatar, Badge, Card, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { ErrorCode } from '@orbite/domain/errors';
import { errorMessageId } from '../../i18n/errors';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import {
  orThrow,
  refusalOf,
  type TeamMemberItem,
  type TeamSummary,
  useSetTeamMemberRoles,
  useSetTeamMemberTeam,
  useTeamMembers,
} from './teams-operations';

const initials = (m: { firstName: string; lastName: string }) =>
  `${m.firstName[0] ?? ''}${m.lastName[0] ?? ''}`.toUpperCase();

function refusalMessage(error: unknown) {
  const { code, field } = refusalOf(error);
  if (code === ErrorCode.invalidInput && (field === 'accountManager' || field === 'freelancerAgent'))
    return `teams.roles.stillAssigned.${field}`;
  return code === -1 ? 'error.network' : errorMessageId(code, field);
}

function MemberCard({ member, teams }: { member: TeamMemberItem; teams: TeamSummary[] }) {
  const t = useT();
  const [setRoles, roles] = useSetTeamMemberRoles();
  const [move, moving] = useSetTeamMemberTeam();
  const saveRoles = async (change: Partial<Pick<TeamMemberItem, 'accountManager' | 'freelancerAgent'>>) => {
    try {
      await orThrow(
        setRoles({
          variables: {
            teamMemberId: member.id,
            accountManager: change.accountManager ?? member.accountManager,
            freelancerAgent: change.freelancerAgent ?? member.freelancerAgent,
          },
        }),
      );
    } catch (error) {
      addToast({ type: 'error', messageId: refusalMessage(error) });
    }
  };
  const moveTo = async (teamId: string | null) => {
    try {
      await orThrow(move({ variables: { teamMemberId: member.id, teamId: teamId === 'none' ? null : teamId } }));
      addToast({ type: 'success', messageId: 'teams.members.moved' });
    } catch (error) {
      addToast({ type: 'error', messageId: refusalMessage(error) });
    }
  };
  return (
    <Card withBorder padding="md" radius="md" data-testid="team-member">
      <Group align="flex-start" justify="space-between" wrap="wrap" gap="md">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Avatar src={member.profilePictureUrl} radius="xl" color="indigo">
            {initials(member)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>{member.fullName}</Text>
            <Text size="sm" c="dimmed" truncate>
              {member.email}
            </Text>
            <Group gap={6}>
              <Badge size="sm" variant="light" color="success">
                {t('teams.members.companiesCount', { count: member.assignedCompaniesCount })}
              </Badge>
              <Badge size="sm" variant="light" color="warning">
                {t('teams.members.freelancersCount', { count: member.assignedFreelancesCount })}
              </Badge>
            </Group>
          </Stack>
        </Group>
        <Stack gap="xs" style={{ flex: '0 1 240px' }}>
          <Switch
            label={t('teams.role.accountManager')}
            checked={member.accountManager}
            disabled={roles.loading}
            onChange={(event) => saveRoles({ accountManager: event.currentTarget.checked })}
          />
          <Switch
            label={t('teams.role.freelancerAgent')}
            checked={member.freelancerAgent}
            disabled={roles.loading}
            onChange={(event) => saveRoles({ freelancerAgent: event.currentTarget.checked })}
          />
          <Select
            size="xs"
            aria-label={t('teams.members.teamOf', { name: member.fullName })}
            value={member.teamId ?? 'none'}
            allowDeselect={false}
            disabled={moving.loading}
            data={[
              ...teams.map((team) => ({ value: team.id, label: team.name })),
              { value: 'none', label: t('teams.members.noTeam') },
            ]}
            onChange={(value) => value && value !== (member.teamId ?? 'none') && moveTo(value)}
            comboboxProps={{ withinPortal: true }}
          />
        </Stack>
      </Group>
    </Card>
  );
}

/** The members of a team: roles as switches, the team they belong to, what they follow. */
export function TeamMembers({ members, teams }: { members: TeamMemberItem[]; teams: TeamSummary[] }) {
  const t = useT();
  if (members.length === 0)
    return (
      <Card withBorder radius="md" padding="lg">
        <Text c="dimmed" ta="center">
          {t('teams.members.empty')}
        </Text>
      </Card>
    );
  return (
    <Stack gap="sm">
      {members.map((member) => (
        <MemberCard key={member.id} member={member} teams={teams} />
      ))}
    </Stack>
  );
}

/** Brings a team member of another team (or of none) into this one. */
export function AddMemberSelect({ teamId }: { teamId: string }) {
  const t = useT();
  const { data } = useTeamMembers();
  const [move, { loading }] = useSetTeamMemberTeam();
  const options = (data?.teamMembers ?? [])
    .filter((m) => m.teamId !== teamId)
    .map((m) => ({ value: m.id, label: m.fullName }));
  return (
    <Select
      w={{ base: '100%', sm: 280 }}
      label={t('teams.members.add')}
      placeholder={t('teams.members.addPlaceholder')}
      data={options}
      value={null}
      searchable
      disabled={loading}
      nothingFoundMessage={t('teams.assign.nothingFound')}
      onChange={async (value) => {
        if (!value) return;
        try {
          await orThrow(move({ variables: { teamMemberId: value, teamId } }));
          addToast({ type: 'success', messageId: 'teams.members.added' });
        } catch (error) {
          addToast({ type: 'error', messageId: refusalMessage(error) });
        }
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
