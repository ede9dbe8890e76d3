import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { ErrorCode } from '@orbite/domain/errors';
import type { CorporatePermission, CorporateRole } from '@orbite/domain/roles';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageId } from '../../i18n/errors';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { CrewFlagSwitches } from './crew-flags';
import { type CrewMember, orThrow, refusalOf, useRemoveCrewMember, useUpdateCrewMember } from './crew-operations';

const initials = (m: CrewMember) => `${m.firstName[0] ?? ''}${m.lastName[0] ?? ''}`.toUpperCase();

function refusalMessageId(error: unknown): string {
  const { code, field } = refusalOf(error);
  if (code === ErrorCode.forbidden && field === 'role') return 'crew.lastAdmin';
  return code === -1 ? 'error.network' : errorMessageId(code);
}

function MemberCard({ member, canEdit, onRemove }: { member: CrewMember; canEdit: boolean; onRemove: () => void }) {
  const t = useT();
  const intl = useIntl();
  const [update, { loading }] = useUpdateCrewMember();
  const save = async (change: {
    role?: CorporateRole;
    permissions?: Partial<Record<CorporatePermission, boolean>>;
  }) => {
    try {
      await orThrow(update({ variables: { id: member.id, ...change } }));
    } catch (error) {
      addToast({ type: 'error', messageId: refusalMessageId(error) });
    }
  };
  const lastSignIn = member.lastSignInAt
    ? t('crew.member.lastSignIn', {
        date: intl.formatDate(member.lastSignInAt, { day: 'numeric', month: 'long', year: 'numeric' }),
      })
    : t('crew.member.neverSignedIn');
  return (
    <Card withBorder padding="md" radius="md" data-testid="crew-member">
      <Group align="flex-start" justify="space-between" wrap="wrap" gap="md">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Avatar src={member.pictureUrl} radius="xl" color="indigo">
            {initials(member)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="wrap">
              <Text fw={600}>
                {member.firstName} {member.lastName}
              </Text>
              {member.isViewer && (
                <Badge size="xs" variant="light" color="gray">
                  {t('crew.member.you')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" truncate>
              {member.email}
            </Text>
            <Text size="xs" c="dimmed">
              {lastSignIn}
            </Text>
          </Stack>
        </Group>
        <Stack gap="xs" style={{ flex: '0 1 220px' }}>
          {canEdit ? (
            <Select
              size="xs"
              aria-label={t('crew.member.roleOf', { name: `${member.firstName} ${member.lastName}` })}
              value={member.role}
              allowDeselect={false}
              disabled={loading}
              data={[
                { value: 'admin', label: t('crew.role.admin') },
                { value: 'manager', label: t('crew.role.manager') },
              ]}
              onChange={(role) => role && role !== member.role && save({ role: role as CorporateRole })}
            />
          ) : (
            <Badge variant="light" color={member.role === 'admin' ? 'indigo' : 'gray'}>
              {t(`crew.role.${member.role}`)}
            </Badge>
          )}
          <CrewFlagSwitches
            compact
            value={member.permissions}
            disabled={!canEdit || loading}
            onChange={(flag, on) => save({ permissions: { [flag]: on } })}
          />
        </Stack>
        {canEdit && !member.isViewer && (
          <Tooltip label={t('crew.remove.action')}>
            <ActionIcon variant="subtle" color="red" aria-label={t('crew.remove.action')} onClick={onRemove}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Card>
  );
}

/** The company's users: role and flags editable by admins, removal behind a confirmation. */
export function CrewMembers({ members, canEdit }: { members: CrewMember[]; canEdit: boolean }) {
  const t = useT();
  const [removing, setRemoving] = useState<CrewMember | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [remove, { loading }] = useRemoveCrewMember();
  const close = () => {
    setRemoving(null);
    setRefusal(null);
  };
  const confirm = async () => {
    if (!removing) return;
    try {
      await orThrow(remove({ variables: { id: removing.id } }));
      addToast({ type: 'success', messageId: 'crew.remove.done' });
      close();
    } catch (error) {
      const { code } = refusalOf(error);
      setRefusal(code === ErrorCode.corporateNotDeletable ? 'crew.remove.notDeletable' : refusalMessageId(error));
    }
  };
  return (
    <Stack gap="sm">
      {members.map((member) => (
        <MemberCard key={member.id} member={member} canEdit={canEdit} onRemove={() => setRemoving(member)} />
      ))}
      <Modal opened={removing !== null} onClose={close} title={t('crew.remove.title')}>
        <Stack>
          <Text>
            {t('crew.remove.confirm', { name: removing ? `${removing.firstName} ${removing.lastName}` : '' })}
          </Text>
          {refusal && <Alert color="red">{t(refusal)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('crew.cancel')}
            </Button>
            <Button color="red" loading={loading} onClick={confirm} disabled={refusal !== null}>
              {t('crew.remove.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
