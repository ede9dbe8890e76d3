import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from '../profile/mutation-errors';
import { useAskForQualification } from './qualification-operations';

/**
 * The freelancer asks to be qualified, once (the API says whether they may: their permission, not
 * qualified, never flagged nor interviewed); once asked, the card says the team will call back.
 * `state` is the result of `useQualificationRequest(freelanceId)`, run by the page (the request's
 * answer updates it in the cache).
 */
export function AskQualificationCard({
  state,
}: {
  state: { canAskForQualification: boolean; qualificationRequested: boolean } | undefined;
}) {
  const t = useT();
  const [ask, { loading }] = useAskForQualification();
  if (!state || (!state.canAskForQualification && !state.qualificationRequested)) return null;

  const onAsk = async () => {
    const { error } = await ask();
    if (!reportMutationErrors(error)) addToast({ type: 'success', messageId: 'qualification.ask.done' });
  };

  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="ask-qualification-title">
      <Group gap="xs" mb={4} wrap="nowrap">
        <IconRosetteDiscountCheck size={20} aria-hidden />
        <Title order={2} size="h4" id="ask-qualification-title">
          {t(state.qualificationRequested ? 'boFreelancer.qualification.flaggedSelf' : 'qualification.ask.button')}
        </Title>
      </Group>
      {state.qualificationRequested ? (
        <Text size="sm">{t('qualification.ask.requested')}</Text>
      ) : (
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Text size="sm" maw={520}>
            {t('qualification.ask.hint')}
          </Text>
          <Button onClick={onAsk} loading={loading}>
            {t('qualification.ask.button')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
