import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronUp, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageId } from '../../i18n/errors';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { codeOf, type NovaFeedback, useMarkNovaFeedbackHandled } from './nova-feedbacks-operations';

function RatingIcon({ rating }: { rating: NovaFeedback['rating'] }) {
  const t = useT();
  const up = rating === 'up';
  return (
    <ThemeIcon
      variant="light"
      color={up ? 'success' : 'danger'}
      radius="xl"
      role="img"
      aria-label={t(`novaFeedbacks.rating.${rating}`)}
    >
      {up ? <IconThumbUp size={16} aria-hidden /> : <IconThumbDown size={16} aria-hidden />}
    </ThemeIcon>
  );
}

function Author({ feedback }: { feedback: NovaFeedback }) {
  const t = useT();
  const name = [feedback.userFirstName, feedback.userLastName].filter(Boolean).join(' ');
  return (
    <div>
      <Text size="sm" fw={600}>
        {name || t('novaFeedbacks.author.unknown')}
      </Text>
      <Text size="xs" c="dimmed">
        {feedback.userRole === 'corporate'
          ? t('novaFeedbacks.author.corporate', { company: feedback.companyName ?? '—' })
          : feedback.userRole === 'teamMember'
            ? t('novaFeedbacks.author.teamMember')
            : '—'}
      </Text>
    </div>
  );
}

function Details({ feedback }: { feedback: NovaFeedback }) {
  const t = useT();
  const block = (label: string, text: string | null) => (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text || t('novaFeedbacks.details.none')}
      </Text>
    </div>
  );
  return (
    <Stack gap="sm" p="xs">
      {block(t('novaFeedbacks.details.question'), feedback.question)}
      {block(t('novaFeedbacks.details.answer'), feedback.answer)}
      {block(t('novaFeedbacks.details.comment'), feedback.comment)}
      {feedback.conversationId && (
        <Text size="xs" c="dimmed">
          {t('novaFeedbacks.details.conversation', { id: feedback.conversationId })}
        </Text>
      )}
    </Stack>
  );
}

/** Opening the details and marking handled, shared by the table row and the card of small screens. */
function useFeedbackActions(feedback: NovaFeedback, variant: 'card' | 'row') {
  const [open, setOpen] = useState(false);
  const [mark, { loading }] = useMarkNovaFeedbackHandled();
  const detailsId = `nova-feedback-${variant}-${feedback.id}`;
  const toggleHandled = async () => {
    try {
      await mark({ variables: { id: feedback.id, handled: !feedback.handled } });
      addToast({
        type: 'success',
        messageId: feedback.handled ? 'novaFeedbacks.reopened' : 'novaFeedbacks.handledDone',
      });
    } catch (error) {
      const code = codeOf(error);
      addToast({ type: 'error', messageId: code === -1 ? 'error.network' : errorMessageId(code) });
    }
  };
  return { open, toggleOpen: () => setOpen((o) => !o), toggleHandled, loading, detailsId };
}

function HandleButton({
  feedback,
  actions,
}: {
  feedback: NovaFeedback;
  actions: ReturnType<typeof useFeedbackActions>;
}) {
  const t = useT();
  return (
    <Button
      size="compact-sm"
      variant={feedback.handled ? 'subtle' : 'light'}
      leftSection={feedback.handled ? undefined : <IconCheck size={14} aria-hidden />}
      loading={actions.loading}
      onClick={actions.toggleHandled}
    >
      {t(feedback.handled ? 'novaFeedbacks.action.reopen' : 'novaFeedbacks.action.handle')}
    </Button>
  );
}

function ExpandButton({ actions }: { actions: ReturnType<typeof useFeedbackActions> }) {
  const t = useT();
  const label = t(actions.open ? 'novaFeedbacks.action.collapse' : 'novaFeedbacks.action.expand');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        onClick={actions.toggleOpen}
        aria-expanded={actions.open}
        aria-controls={actions.detailsId}
        aria-label={label}
      >
        {actions.open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}

function StatusBadge({ feedback }: { feedback: NovaFeedback }) {
  const t = useT();
  return (
    <Badge variant="light" color={feedback.handled ? 'success' : 'warning'} miw="max-content">
      {t(feedback.handled ? 'novaFeedbacks.status.done' : 'novaFeedbacks.status.todo')}
    </Badge>
  );
}

export function FeedbackCard({ feedback }: { feedback: NovaFeedback }) {
  const t = useT();
  const intl = useIntl();
  const actions = useFeedbackActions(feedback, 'card');
  return (
    <Card withBorder radius="md" p="sm" component="article">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <RatingIcon rating={feedback.rating} />
          <Author feedback={feedback} />
        </Group>
        <StatusBadge feedback={feedback} />
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {intl.formatDate(feedback.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </Text>
      <Text size="sm" mt={4} lineClamp={actions.open ? undefined : 3}>
        {feedback.comment || feedback.question || t('novaFeedbacks.details.none')}
      </Text>
      <Group justify="space-between" mt="xs">
        <HandleButton feedback={feedback} actions={actions} />
        <ExpandButton actions={actions} />
      </Group>
      {actions.open && (
        <div id={actions.detailsId}>
          <Details feedback={feedback} />
        </div>
      )}
    </Card>
  );
}

export function FeedbackRows({ feedback }: { feedback: NovaFeedback }) {
  const t = useT();
  const intl = useIntl();
  const actions = useFeedbackActions(feedback, 'row');
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>
          <Text size="sm">
            {intl.formatDate(feedback.createdAt, { day: 'numeric', month: 'short', year: 'numeric' })}
          </Text>
          <Text size="xs" c="dimmed">
            {intl.formatTime(feedback.createdAt, { hour: '2-digit', minute: '2-digit' })}
          </Text>
        </Table.Td>
        <Table.Td>
          <RatingIcon rating={feedback.rating} />
        </Table.Td>
        <Table.Td>
          <Author feedback={feedback} />
        </Table.Td>
        <Table.Td maw={320}>
          <Text size="sm" lineClamp={2}>
            {feedback.comment || feedback.question || t('novaFeedbacks.details.none')}
          </Text>
        </Table.Td>
        <Table.Td>
          <StatusBadge feedback={feedback} />
        </Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            <HandleButton feedback={feedback} actions={actions} />
            <ExpandButton actions={actions} />
          </Group>
        </Table.Td>
      </Table.Tr>
      {actions.open && (
        <Table.Tr id={actions.detailsId} bg="var(--mantine-color-gray-0)">
          <Table.Td colSpan={6}>
            <Details feedback={feedback} />
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}
