import { Alert, Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileCertificate, IconHandStop, IconRocket } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../ui/use-t';
import type { Match } from '../matches/match-operations';
import { type MatchActionError, matchActionError } from '../meetings/match-action-error';
import { useUpdateMatchStatus } from './enterprise-matches-operations';

/**
 * "Confirmer ce freelance": says what happens next before it happens (the mission goes to
 * contracting: the deal, then the contract), warns when the client has not met them yet.
 */
export function ConfirmMatchModal({ opened, onClose, match }: { opened: boolean; onClose: () => void; match: Match }) {
  const t = useT();
  const [update, { loading }] = useUpdateMatchStatus();
  const [failure, setFailure] = useState<MatchActionError | null>(null);
  useEffect(() => {
    if (opened) setFailure(null);
  }, [opened]);

  const name = match.freelance.firstName;
  const met = match.meeting?.status === 'done';
  const confirm = async () => {
    setFailure(null);
    const { error } = await update({ variables: { id: match.id, status: 'corporateConfirmed' } });
    if (error) setFailure(matchActionError(error));
    else onClose();
  };
  const steps = [
    { icon: IconHandStop, key: 'deal' },
    { icon: IconFileCertificate, key: 'contract' },
    { icon: IconRocket, key: 'start' },
  ];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="md"
      title={t('enterpriseMatches.confirm.title', { name: match.freelance.fullName })}
    >
      <Stack gap="md">
        <Text size="sm">{t('enterpriseMatches.confirm.intro', { name, mission: match.mission.title ?? '' })}</Text>
        <List spacing="sm" size="sm" center>
          {steps.map(({ icon: Icon, key }) => (
            <List.Item
              key={key}
              icon={
                <ThemeIcon variant="light" radius="xl" size={28}>
                  <Icon size={16} aria-hidden />
                </ThemeIcon>
              }
            >
              <Text size="sm" lh={1.45}>
                {t(`enterpriseMatches.confirm.step.${key}`, { name })}
              </Text>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t('enterpriseMatches.confirm.others')}
        </Text>
        {met ? null : (
          <Alert color="warning" variant="light">
            {t('enterpriseMatches.confirm.notMet', { name })}
          </Alert>
        )}
        {failure ? (
          <Alert color="danger" variant="light" role="alert">
            {failure.message ?? t(failure.messageId)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('enterpriseMatches.cancel')}
          </Button>
          <Button color="success" onClick={confirm} loading={loading}>
            {t('enterpriseMatches.confirm.submit', { name })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
