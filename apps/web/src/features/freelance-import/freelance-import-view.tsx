import { Alert, Button, Card, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { type FreelanceImport, useFreelanceImportProgress, useRunFreelanceImport } from './freelance-import-operations';
import { ImportCounts } from './import-counts';
import { ImportDropZone } from './import-drop-zone';
import { ImportPreviewTable } from './import-preview-table';
import { ImportReport } from './import-report';

/**
 * /backoffice/freelancers/import: drop a file, check the preview, import the valid rows as
 * pre-users (all or none), then read the report.
 */
export function FreelanceImportView() {
  const t = useT();
  const [imp, setImp] = useState<FreelanceImport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const [runError, setRunError] = useState<string | null>(null);
  const [run] = useRunFreelanceImport();
  const progress = useFreelanceImportProgress(imp?.id ?? '', running);

  const start = async () => {
    if (!imp) return;
    setConfirming(false);
    setRunning(true);
    setRunError(null);
    try {
      const result = await run({ variables: { id: imp.id } });
      if (result.data?.runFreelanceImport) setImp(result.data.runFreelanceImport);
      else setRunError(result.error?.message || t('freelanceImport.run.error'));
    } catch (error) {
      setRunError((error instanceof Error && error.message) || t('freelanceImport.run.error'));
    } finally {
      setRunning(false);
    }
  };

  const reset = () => {
    setImp(null);
    setRunError(null);
  };
  const done = imp && imp.status !== 'previewed';

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('freelanceImport.title')}</Title>
          <Text c="dimmed">{t('freelanceImport.subtitle')}</Text>
        </div>
        <Button component={Link} to="/backoffice/freelancers" variant="subtle">
          {t('freelanceImport.back')}
        </Button>
      </Group>

      {!imp ? (
        <Card withBorder padding="lg">
          <ImportDropZone onPreviewed={setImp} />
        </Card>
      ) : null}

      {imp && !done ? (
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h3">
                {t('freelanceImport.preview.title', { fileName: imp.fileName })}
              </Title>
              <Button variant="subtle" onClick={reset} disabled={running}>
                {t('freelanceImport.preview.otherFile')}
              </Button>
            </Group>
            <ImportCounts
              counts={[
                { key: 'total', value: imp.totalRows },
                { key: 'valid', value: imp.validRows, color: 'green' },
                { key: 'errors', value: imp.errorRows, color: imp.errorRows > 0 ? 'red' : undefined },
                { key: 'duplicates', value: imp.duplicateRows, color: imp.duplicateRows > 0 ? 'orange' : undefined },
              ]}
            />
            {imp.validRows === 0 ? (
              <Alert color="orange">{t('freelanceImport.preview.nothingToImport')}</Alert>
            ) : (
              <Text size="sm">{t('freelanceImport.preview.explain', { count: imp.validRows })}</Text>
            )}
            {running ? (
              <Stack gap={4}>
                <Text size="sm" id="import-progress-label">
                  {progress
                    ? t('freelanceImport.run.progress', { processed: progress.processed, total: progress.total })
                    : t('freelanceImport.run.starting')}
                </Text>
                <Progress
                  value={progress ? (100 * progress.processed) / Math.max(1, progress.total) : 100}
                  animated
                  striped={!progress}
                  aria-labelledby="import-progress-label"
                />
              </Stack>
            ) : null}
            {runError ? (
              <Alert color="red" role="alert">
                {runError}
              </Alert>
            ) : null}
            <Group>
              <Button
                leftSection={<IconUsersPlus size={18} />}
                disabled={imp.validRows === 0}
                loading={running}
                onClick={() => setConfirming(true)}
              >
                {t('freelanceImport.run.button', { count: imp.validRows })}
              </Button>
            </Group>
            <ImportPreviewTable rows={imp.rows} />
          </Stack>
        </Card>
      ) : null}

      {imp && done ? (
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h3">
                {t('freelanceImport.report.title', { fileName: imp.fileName })}
              </Title>
              <Button variant="light" onClick={reset}>
                {t('freelanceImport.report.another')}
              </Button>
            </Group>
            <ImportReport imp={imp} />
          </Stack>
        </Card>
      ) : null}

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('freelanceImport.confirm.title')}
        centered
      >
        <Stack>
          <Text>{t('freelanceImport.confirm.text', { count: imp?.validRows ?? 0 })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('freelanceImport.confirm.cancel')}
            </Button>
            <Button onClick={() => void start()} data-autofocus>
              {t('freelanceImport.run.button', { count: imp?.validRows ?? 0 })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
