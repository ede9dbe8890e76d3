import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ReasonModal } from '../../ui/reason-modal';
import { useT } from '../../ui/use-t';
import { dealSigningError } from './deal-signing-error';
import {
  BYPASS_DEAL_SIGNATURE,
  DEAL_SIGNING,
  type DealDocument,
  START_DEAL_SIGNING,
  STOP_DEAL_SIGNING,
} from './deal-signing-operations';
import { SignDocumentModal } from './sign-document-modal';

/** The deal's own queries (status, moves, history), refreshed when its signature moves it. */
export const dealQueries = ['Deal', 'MissionDeals'];

export interface DealDocumentsPanelProps {
  dealId: string;
  viewer: 'freelance' | 'corporate' | 'teamMember';
}

const statusColors: Record<DealDocument['status'], string> = {
  generated: 'gray',
  signing: 'blue',
  signed: 'green',
  void: 'red',
  uploaded: 'gray',
};

function DocumentRow({ document, onSign }: { document: DealDocument; onSign: (d: DealDocument) => void }) {
  const t = useT();
  const intl = useIntl();
  const when = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' } as never);
  const signedBy = new Map(document.signatures.map((s) => [s.signatory, s]));
  return (
    <Card withBorder radius="md" p="md" data-testid="deal-document">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>{document.name}</Text>
            <Badge color={statusColors[document.status]} variant="light">
              {t(`dealSigning.status.${document.status}`)}
            </Badge>
          </Group>
          <Group gap="xs">
            <Button
              component="a"
              href={document.url}
              variant="subtle"
              size="xs"
              leftSection={<IconDownload size={14} />}
            >
              {t('dealSigning.download.original')}
            </Button>
            {document.signedUrl && (
              <Button
                component="a"
                href={document.signedUrl}
                variant="light"
                size="xs"
                leftSection={<IconDownload size={14} />}
              >
                {t('dealSigning.download.signed')}
              </Button>
            )}
            {document.viewerSignatory && (
              <Button size="xs" leftSection={<IconSignature size={14} />} onClick={() => onSign(document)}>
                {t('dealSigning.review')}
              </Button>
            )}
          </Group>
        </Group>
        {document.status !== 'void' && (
          <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {document.signatories.map((side) => {
              const signature = signedBy.get(side);
              return (
                <Text component="li" size="sm" key={side} c={signature ? undefined : 'dimmed'}>
                  {t(`dealSigning.side.${side}`)} :{' '}
                  {signature
                    ? t('dealSigning.signedBy', { name: signature.signerName, date: when(signature.signedAt) })
                    : t('dealSigning.awaiting')}
                  {signature?.ipAddress ? ` · IP ${signature.ipAddress}` : ''}
                </Text>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The contract documents of a deal, their signatures and the viewer's pending signature. */
export function DealDocumentsPanel({ dealId, viewer }: DealDocumentsPanelProps) {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(DEAL_SIGNING, {
    variables: { dealId },
    fetchPolicy: 'cache-and-network',
  });
  const [signing, setSigning] = useState<DealDocument | null>(null);
  const [reasonFor, setReasonFor] = useState<'bypass' | 'stop' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const options = { context: { silent: true }, refetchQueries: dealQueries } as const;
  const [start, startState] = useMutation(START_DEAL_SIGNING, options);
  const [stop, stopState] = useMutation(STOP_DEAL_SIGNING, options);
  const [bypass, bypassState] = useMutation(BYPASS_DEAL_SIGNATURE, options);

  const fail = (caught: unknown) => {
    const e = dealSigningError(caught);
    setActionError(e.message ?? t(e.messageId));
  };
  const run = async (action: () => Promise<{ error?: unknown }>) => {
    setActionError(null);
    try {
      const result = await action();
      if (result.error) return fail(result.error);
      setReasonFor(null);
      await refetch();
    } catch (caught) {
      fail(caught);
    }
  };

  const signingState = data?.dealSigning;
  if (!signingState) {
    if (loading) return <Loader size="sm" aria-label={t('dealSigning.loading')} />;
    if (error)
      return (
        <Alert color="red" role="alert">
          {t(dealSigningError(error).messageId)}
        </Alert>
      );
    return null;
  }
  const documents = signingState.documents.filter((d) => d.status !== 'void' || viewer === 'teamMember');
  const pending = documents.filter((d) => d.viewerSignatory);

  return (
    <Stack gap="sm" data-testid="deal-documents-panel">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('dealSigning.title')}
        </Title>
        {viewer === 'teamMember' && (
          <Group gap="xs">
            {signingState.viewerCanStart && (
              <Button
                size="xs"
                loading={startState.loading}
                onClick={() => run(() => start({ variables: { dealId } }))}
              >
                {t('dealSigning.start')}
              </Button>
            )}
            {signingState.viewerCanStop && (
              <Button size="xs" variant="default" onClick={() => setReasonFor('stop')}>
                {t('dealSigning.stop')}
              </Button>
            )}
            {signingState.viewerCanBypass && (
              <Button size="xs" variant="light" color="orange" onClick={() => setReasonFor('bypass')}>
                {t('dealSigning.bypass')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {signingState.status === 'signed' && (
        <Alert color="green">
          {signingState.signatureBypassReason
            ? t('dealSigning.bypassed', { reason: signingState.signatureBypassReason })
            : t('dealSigning.signedAll')}
        </Alert>
      )}
      {pending.length > 0 && <Alert color="blue">{t('dealSigning.pending', { count: pending.length })}</Alert>}
      {viewer === 'teamMember' && signingState.status === 'signing' && (
        <Text size="sm" c="dimmed">
          {signingState.platformSignatoryName
            ? t('dealSigning.platformSignatory', { name: signingState.platformSignatoryName })
            : t('dealSigning.platformAnyone')}
        </Text>
      )}
      {actionError && !reasonFor && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(signingState.status === 'validated' ? 'dealSigning.empty.validated' : 'dealSigning.empty')}
        </Text>
      ) : (
        documents.map((document) => <DocumentRow key={document.id} document={document} onSign={setSigning} />)
      )}
      <SignDocumentModal
        document={signing}
        onClose={() => setSigning(null)}
        onSigned={() => {
          setSigning(null);
          void refetch();
        }}
      />
      <ReasonModal
        danger
        opened={reasonFor !== null}
        title={t(reasonFor === 'stop' ? 'dealSigning.stop.title' : 'dealSigning.bypass.title')}
        description={t(reasonFor === 'stop' ? 'dealSigning.stop.description' : 'dealSigning.bypass.description')}
        confirmLabel={t(reasonFor === 'stop' ? 'dealSigning.stop' : 'dealSigning.bypass')}
        loading={stopState.loading || bypassState.loading}
        error={reasonFor ? actionError : null}
        onClose={() => setReasonFor(null)}
        onConfirm={(reason) =>
          run(() =>
            reasonFor === 'stop' ? stop({ variables: { dealId, reason } }) : bypass({ variables: { dealId, reason } }),
          )
        }
      />
    </Stack>
  );
}
