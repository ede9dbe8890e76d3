import { Alert, Button, Card, Group, SegmentedControl, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { type CorporateRole, defaultCorporatePermissions } from '@orbite/domain/roles';
import { useEffect, useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { CrewFlagSwitches } from '../crew/crew-flags';
import { orThrow, refusalOf } from '../crew/crew-operations';
import { type CorporateDetail, type CorporateFlags, useUpdateCorporate } from './backoffice-companies-operations';

/** Role, permission flags and Nova access of a client user, saved together; the server keeps the last admin. */
export function CorporateAccess({ corporate }: { corporate: CorporateDetail }) {
  const t = useT();
  const [update, { loading }] = useUpdateCorporate();
  const [role, setRole] = useState<CorporateRole>(corporate.role);
  const [flags, setFlags] = useState<CorporateFlags>(corporate.permissions);
  const [nova, setNova] = useState(corporate.hasNovaAccess);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    setRole(corporate.role);
    setFlags(corporate.permissions);
    setNova(corporate.hasNovaAccess);
  }, [corporate]);
  const changed =
    role !== corporate.role ||
    nova !== corporate.hasNovaAccess ||
    (Object.keys(flags) as (keyof CorporateFlags)[]).some((flag) => flags[flag] !== corporate.permissions[flag]);

  const save = async () => {
    setRefusal(null);
    try {
      await orThrow(
        update({ variables: { id: corporate.id, input: { role, permissions: flags, hasNovaAccess: nova } } }),
      );
      addToast({ type: 'success', messageId: 'backofficeCompanies.saved' });
    } catch (error) {
      const { code, message } = refusalOf(error);
      setRefusal(code === -1 ? t('error.network') : (message ?? t('backofficeCompanies.error')));
    }
  };

  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('backofficeCompanies.corporate.access')}
        </Title>
        {refusal ? <Alert color="red">{refusal}</Alert> : null}
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`role-${corporate.id}`}>
            {t('backofficeCompanies.corporate.role')}
          </Text>
          <SegmentedControl
            aria-labelledby={`role-${corporate.id}`}
            value={role}
            onChange={(value) => {
              setRole(value as CorporateRole);
              setFlags(defaultCorporatePermissions(value as CorporateRole));
            }}
            data={[
              { value: 'manager', label: t('corporateRole.manager') },
              { value: 'admin', label: t('corporateRole.admin') },
            ]}
          />
        </Stack>
        <CrewFlagSwitches value={flags} onChange={(flag, on) => setFlags({ ...flags, [flag]: on })} />
        <Switch
          label={t('backofficeCompanies.corporate.nova')}
          description={t('backofficeCompanies.corporate.nova.hint')}
          checked={nova}
          onChange={(event) => setNova(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!changed || loading}
            onClick={() => {
              setRole(corporate.role);
              setFlags(corporate.permissions);
              setNova(corporate.hasNovaAccess);
              setRefusal(null);
            }}
          >
            {t('backofficeCompanies.cancel')}
          </Button>
          <Button onClick={save} loading={loading} disabled={!changed}>
            {t('backofficeCompanies.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The team's private notes about a client user. */
export function CorporateNotes({ corporate }: { corporate: CorporateDetail }) {
  const t = useT();
  const [update, { loading }] = useUpdateCorporate();
  const [text, setText] = useState(corporate.comments ?? '');
  useEffect(() => setText(corporate.comments ?? ''), [corporate.comments]);
  const save = async () => {
    try {
      await orThrow(update({ variables: { id: corporate.id, input: { comments: text.trim() || null } } }));
      addToast({ type: 'success', messageId: 'backofficeCompanies.saved' });
    } catch (error) {
      addToast({
        type: 'error',
        messageId: 'backofficeCompanies.saveFailed',
        values: { reason: refusalOf(error).message ?? '' },
      });
    }
  };
  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('backofficeCompanies.corporate.notes')}
        </Title>
        <Textarea
          aria-label={t('backofficeCompanies.corporate.notes')}
          description={t('backofficeCompanies.corporate.notes.hint')}
          autosize
          minRows={3}
          maxLength={5000}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button onClick={save} loading={loading} disabled={text === (corporate.comments ?? '')}>
            {t('backofficeCompanies.corporate.saveNotes')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
