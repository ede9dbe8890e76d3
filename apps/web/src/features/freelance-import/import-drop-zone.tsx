import '@mantine/dropzone/styles.css';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconDownload, IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { fileProblemOf } from '../../ui/upload-steps';
import { useT } from '../../ui/use-t';
import { UploadError, uploadFile } from '../documents/upload-file';
import { type FreelanceImport, usePreviewFreelanceImport } from './freelance-import-operations';
import { IMPORT_MAX_BYTES, importFileTypes, TEMPLATE_URL } from './freelance-import-rules';

const accept = importFileTypes.flatMap((type) => [...type.mime, ...type.extensions.map((e) => `.${e}`)]).join(',');

/** Step 1: drop a CSV or XLSX file (10 MB at most); it is sent, parsed and previewed by the server. */
export function ImportDropZone({ onPreviewed }: { onPreviewed: (imp: FreelanceImport) => void }) {
  const t = useT();
  const openRef = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview] = usePreviewFreelanceImport();

  const send = async (file: File | undefined) => {
    if (!file) return;
    const local = fileProblemOf(file, importFileTypes, IMPORT_MAX_BYTES);
    if (local) {
      setProblem(t(`freelanceImport.drop.problem.${local}`));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const uploadId = await uploadFile(file);
      const result = await preview({ variables: { uploadId } });
      const imp = result.data?.previewFreelanceImport;
      if (imp) onPreviewed(imp);
      else setProblem(result.error?.message || t('freelanceImport.drop.problem.unknown'));
    } catch (error) {
      const message = error instanceof UploadError || error instanceof Error ? error.message : '';
      setProblem(message || t('freelanceImport.drop.problem.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Dropzone
        openRef={openRef}
        onDrop={(files) => void send(files[0])}
        onReject={() => setProblem(t('freelanceImport.drop.problem.badType'))}
        multiple={false}
        loading={busy}
        activateOnClick
        inputProps={{ accept, 'aria-label': t('freelanceImport.drop.title') }}
      >
        <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={44} stroke={1.5} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={44} stroke={1.5} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileSpreadsheet size={44} stroke={1.5} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text size="lg" fw={500}>
              {t('freelanceImport.drop.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('freelanceImport.drop.hint')}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {problem ? (
        <Alert color="red" role="alert" title={t('freelanceImport.drop.refused')}>
          {problem}
        </Alert>
      ) : null}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="light"
          onClick={() => openRef.current?.()}
          loading={busy}
          leftSection={<IconUpload size={16} />}
        >
          {t('freelanceImport.drop.choose')}
        </Button>
        <Anchor href={TEMPLATE_URL} download="modele-import-freelances.csv" size="sm">
          <Group gap={4} component="span">
            <IconDownload size={16} aria-hidden />
            {t('freelanceImport.drop.template')}
          </Group>
        </Anchor>
      </Group>
      <Text size="xs" c="dimmed">
        {t('freelanceImport.drop.columns')}
      </Text>
    </Stack>
  );
}
