import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, Button, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { ENDORSEMENT_COMMENT_MAX } from '@orbite/domain/endorsements';
import { ErrorCode, toErrorCode } from '@orbite/domain/errors';
import { IconAlertCircle, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  type EndorsementRequest,
  useAnswerEndorsementRequest,
  useEndorsementRequest,
} from '../../features/profile/endorsement-operations';
import { FormCard } from '../../ui/form-card';
import { useT } from '../../ui/use-t';

/** The code of a refused link (554 unknown or answered, 557 expired), or null for any other failure. */
function linkError(error: unknown): number | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = toErrorCode(error.errors[0]?.extensions?.code);
  return code === ErrorCode.invalidToken || code === ErrorCode.expiredToken ? code : null;
}

/** `/freelancer/endorse/{token}`: the referent confirms (or not) an experience, without an account. */
export default function EndorsePage() {
  const { publicId: token = '' } = useParams();
  const t = useT();
  const { data, loading, error, refetch } = useEndorsementRequest(token);
  if (!token) return <Navigate to="/freelancer/endorse/error" replace />;
  if (data?.endorsementRequest) return <EndorseForm token={token} request={data.endorsementRequest} />;
  if (loading)
    return (
      <FormCard title={t('endorse.loading')}>
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={16} w="80%" />
          <Skeleton h={16} w="60%" />
          <Skeleton h={120} />
        </Stack>
      </FormCard>
    );
  const code = linkError(error);
  if (code !== null) return <Navigate to={`/freelancer/endorse/error?code=${code}`} replace />;
  return (
    <FormCard title={t('endorse.title')} error={t('endorse.loadError')}>
      <Button variant="light" onClick={() => void refetch()}>
        {t('missionForm.retry')}
      </Button>
    </FormCard>
  );
}

function EndorseForm({ token, request }: { token: string; request: EndorsementRequest }) {
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const [comment, setComment] = useState('');
  const [answer, { loading }] = useAnswerEndorsementRequest();
  const [failed, setFailed] = useState(false);
  const month = (day: string) =>
    intl.formatDate(`${day}T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const tooLong = comment.length > ENDORSEMENT_COMMENT_MAX;

  const send = async (endorse: boolean) => {
    setFailed(false);
    const { error } = await answer({ variables: { token, endorse, comment: endorse ? comment.trim() || null : null } });
    if (!error) return navigate(`/freelancer/endorse/thanks?answer=${endorse ? 'endorsed' : 'declined'}`);
    const code = linkError(error);
    if (code !== null) return navigate(`/freelancer/endorse/error?code=${code}`, { replace: true });
    setFailed(true);
  };

  return (
    <FormCard
      width={620}
      title={t('endorse.title')}
      subtitle={t('endorse.subtitle', { referent: request.referentFirstName, freelancer: request.freelancerName })}
      error={failed ? t('endorse.sendError') : null}
    >
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {request.experienceTitle}
          </Title>
          <Text size="sm">{request.companyName}</Text>
          <Text size="xs" c="dimmed">
            {t('endorse.period', {
              start: month(request.startDate),
              end: request.endDate ? month(request.endDate) : t('profile.experiences.now'),
            })}
          </Text>
        </Stack>
      </Paper>
      <Textarea
        label={t('endorse.comment')}
        description={t('endorse.commentHelp', { name: request.freelancerName })}
        autosize
        minRows={4}
        maxRows={10}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        error={tooLong ? t('endorse.commentTooLong', { max: ENDORSEMENT_COMMENT_MAX }) : null}
      />
      <Text size="xs" c="dimmed">
        {t('endorse.consent')}
      </Text>
      <Stack gap="xs">
        <Button
          fullWidth
          leftSection={<IconCheck size={16} />}
          loading={loading}
          disabled={tooLong}
          onClick={() => void send(true)}
        >
          {t('endorse.confirm')}
        </Button>
        <Button
          fullWidth
          variant="subtle"
          color="gray"
          leftSection={<IconX size={16} />}
          disabled={loading}
          onClick={() => void send(false)}
        >
          {t('endorse.decline')}
        </Button>
      </Stack>
      <Alert variant="light" color="gray" icon={<IconAlertCircle size={16} />}>
        {t('endorse.expires', { day: intl.formatDate(request.expiresAt, { day: 'numeric', month: 'long' }) })}
      </Alert>
    </FormCard>
  );
}
