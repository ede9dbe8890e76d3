import '@mantine/dropzone/styles.css';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Card, Group, List, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconBrandLinkedin, IconFileCv, IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageId } from '../../i18n/errors';
import { addToast } from '../../shell/toasts';
import { DEFAULT_MAX_UPLOAD_BYTES, fileProblemOf } from '../../ui/upload-steps';
import { useT } from '../../ui/use-t';
import { UploadError, uploadFile } from '../documents/upload-file';
import { reportMutationErrors } from '../profile/mutation-errors';
import {
  type ProfileImport,
  useDiscardProfileImport,
  useProfileImportStatus,
  useStartProfileImport,
} from './profile-import-operations';
import { ProfileImportReview } from './profile-import-review';
import {
  acceptedTypes,
  IMPORT_POLL_INTERVAL_MS,
  importKindOf,
  importOutcome,
  type ProfileImportSource,
  type ProfileImportStatus,
} from './profile-import-rules';
import { useImportWatch } from './use-import-watch';

const acceptOf = (source: ProfileImportSource) =>
  acceptedTypes[source].flatMap((type) => [...type.mime, ...type.extensions.map((e) => `.${e}`)]).join(',');

/** Is a finished import still waiting for the freelancer's review? */
const awaitsReview = (imp: ProfileImport | null | undefined): imp is ProfileImport =>
  !!imp && imp.status === 'done' && !imp.appliedAt && !imp.discarded && !!imp.proposal;

/**
 * "Importer mon profil" on the freelancer's profile: a LinkedIn data export (ZIP) or profile PDF,
 * or a CV (PDF, DOCX). The status is polled every 5 s while the import runs (6 minutes at most);
 * a finished import opens the review of the proposed items.
 */
export function ProfileImportCard({ freelanceId }: { freelanceId: string }) {
  const t = useT();
  const intl = useIntl();
  const [tab, setTab] = useState<ProfileImportSource>('linkedin');
  const [fetching, setFetching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<ProfileImport | null>(null);
  const [start] = useStartProfileImport();
  const [discard, { loading: stopping }] = useDiscardProfileImport();
  const openRef = useRef<() => void>(null);
  const client = useApolloClient();

  const probe = useProfileImportStatus(freelanceId, 0);
  const last = probe.data?.freelance?.lastProfileImport ?? null;
  const status: ProfileImportStatus | null = last?.status ?? null;
  const { polling, timedOut, restart } = useImportWatch({ hasFreelancer: !!freelanceId, fetching, status });
  const { startPolling, stopPolling, refetch } = probe;

  useEffect(() => {
    if (!polling) {
      stopPolling();
      return;
    }
    startPolling(IMPORT_POLL_INTERVAL_MS);
    return () => stopPolling();
  }, [polling, startPolling, stopPolling]);

  // When an import the page watched leaves "doing": success or error toast, then the review.
  const previous = useRef<ProfileImportStatus | null>(null);
  useEffect(() => {
    const outcome = importOutcome(previous.current, status);
    previous.current = status;
    if (!last || !outcome) return;
    if (outcome === 'success') {
      addToast({ type: 'success', messageId: 'profileImport.toast.done' });
      if (awaitsReview(last)) setReviewing(last);
      // A LinkedIn import is applied at once: the profile on the page is read again.
      else void client.refetchQueries({ include: ['FreelanceProfile'] });
    } else {
      addToast({
        type: 'error',
        messageId: 'profileImport.toast.failed',
        values: { error: last.error ?? t('profileImport.status.unknownError') },
      });
    }
  }, [status, last, client, t]);

  const send = async (file: File | undefined) => {
    if (!file) return;
    const kind = importKindOf(tab, file);
    const local = fileProblemOf(file, acceptedTypes[tab], DEFAULT_MAX_UPLOAD_BYTES);
    if (!kind || local) {
      setProblem(
        t(`profileImport.drop.problem.${local ?? 'badType'}`, {
          mb: Math.round(DEFAULT_MAX_UPLOAD_BYTES / 1024 / 1024),
        }),
      );
      return;
    }
    setProblem(null);
    setFetching(true);
    try {
      const uploadId = await uploadFile(file);
      const { data, error } = await start({ variables: { freelanceId, kind, uploadId } });
      if (reportMutationErrors(error) || !data) {
        setFetching(false);
        return;
      }
      previous.current = 'doing';
      restart();
      await refetch();
    } catch (error) {
      const message =
        error instanceof UploadError
          ? error.message || intl.formatMessage({ id: errorMessageId(error.code, error.field) })
          : '';
      setProblem(message || t('profileImport.drop.problem.unknown'));
    } finally {
      setFetching(false);
    }
  };

  const running = fetching || status === 'doing';

  /** After the 6-minute watch: read the status again and, if still running, watch 6 more minutes. */
  const checkAgain = async () => {
    restart();
    await refetch();
  };

  const stop = async () => {
    if (!last) return;
    const { error } = await discard({ variables: { importId: last.id } });
    if (reportMutationErrors(error)) return;
    previous.current = null; // stopped on purpose: no "failed" toast
    await refetch();
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-import-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="profile-import-title">
            {t('profileImport.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profileImport.subtitle')}
          </Text>
        </div>
        <Tabs value={tab} onChange={(value) => value && setTab(value as ProfileImportSource)} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="linkedin" leftSection={<IconBrandLinkedin size={16} />}>
              {t('profileImport.tab.linkedin')}
            </Tabs.Tab>
            <Tabs.Tab value="cv" leftSection={<IconFileCv size={16} />}>
              {t('profileImport.tab.cv')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="linkedin" pt="md">
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('profileImport.linkedin.exportTitle')}
              </Text>
              <List size="sm" type="ordered" spacing={2}>
                <List.Item>{t('profileImport.linkedin.export1')}</List.Item>
                <List.Item>{t('profileImport.linkedin.export2')}</List.Item>
                <List.Item>{t('profileImport.linkedin.export3')}</List.Item>
              </List>
              <Text size="sm" fw={500}>
                {t('profileImport.linkedin.pdfTitle')}
              </Text>
              <Text size="sm">{t('profileImport.linkedin.pdf')}</Text>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="cv" pt="md">
            <Text size="sm">{t('profileImport.cv.explain')}</Text>
          </Tabs.Panel>
        </Tabs>
        <Dropzone
          key={tab}
          openRef={openRef}
          onDrop={(files) => void send(files[0])}
          onReject={() => setProblem(t('profileImport.drop.problem.badType'))}
          multiple={false}
          loading={fetching}
          disabled={running}
          activateOnClick
          inputProps={{ accept: acceptOf(tab), 'aria-label': t(`profileImport.drop.title.${tab}`) }}
        >
          <Group justify="center" gap="lg" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <Dropzone.Accept>
              <IconUpload size={40} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileUpload size={40} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
            </Dropzone.Idle>
            <div>
              <Text fw={500}>{t(`profileImport.drop.title.${tab}`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`profileImport.drop.hint.${tab}`, { mb: Math.round(DEFAULT_MAX_UPLOAD_BYTES / 1024 / 1024) })}
              </Text>
            </div>
          </Group>
        </Dropzone>
        {problem ? (
          <Alert color="red" role="alert" title={t('profileImport.drop.refused')}>
            {problem}
          </Alert>
        ) : null}
        {running && !timedOut ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t(fetching ? 'profileImport.status.sending' : 'profileImport.status.doing')}</Text>
          </Group>
        ) : null}
        {timedOut ? (
          <Alert color="orange" role="alert" title={t('profileImport.status.timedOutTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('profileImport.status.timedOut')}</Text>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => void checkAgain()}>
                  {t('profileImport.status.checkAgain')}
                </Button>
                <Button size="xs" variant="subtle" color="red" loading={stopping} onClick={() => void stop()}>
                  {t('profileImport.status.stop')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {!running && last?.status === 'failed' ? (
          <Alert color="red" title={t('profileImport.status.failedTitle')}>
            {last.error ?? t('profileImport.status.unknownError')}
          </Alert>
        ) : null}
        {!running && awaitsReview(last) ? (
          <Alert color="blue" title={t('profileImport.status.readyTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t('profileImport.status.ready', {
                  fileName: last.fileName ?? '',
                  date: intl.formatDate(last.finishedAt ?? last.createdAt, { dateStyle: 'long' }),
                })}
              </Text>
              <Button size="xs" onClick={() => setReviewing(last)}>
                {t('profileImport.status.review')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {!running && last?.status === 'done' && last.appliedAt ? (
          <Text size="sm" c="dimmed">
            {t('profileImport.status.applied', {
              date: intl.formatDate(last.appliedAt, { dateStyle: 'long' }),
            })}
          </Text>
        ) : null}
      </Stack>
      <ProfileImportReview key={reviewing?.id ?? 'none'} imp={reviewing} onClose={() => setReviewing(null)} />
    </Card>
  );
}
