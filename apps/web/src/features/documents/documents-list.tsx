import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { KycDocumentType } from '@orbite/domain/enums';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { addToast } from '../../shell/toasts';
import { DocumentViewer, type ViewedDocument } from '../../ui/document-viewer';
import { useT } from '../../ui/use-t';
import { RefuseDocumentModal, ValidateDocumentModal } from './document-review';
import { DocumentRow, type DocumentRowActions } from './document-row';
import { DocumentUploadModal } from './document-upload-modal';
import type { FreelanceDocument } from './documents-operations';
import { useDeleteFreelanceDocument, useFreelanceDocuments } from './use-documents';

/**
 * The KYC documents of a freelance, one row per type, with the actions the server allows the viewer
 * (viewerCan): upload or replace, view, download, delete; validate and refuse for the team.
 */
export function DocumentsList({ freelanceId, subtitle }: { freelanceId: string; subtitle?: string }) {
  const t = useT();
  const { data, loading, error, refetch } = useFreelanceDocuments(freelanceId);
  const [remove] = useDeleteFreelanceDocument();
  const [uploading, setUploading] = useState<KycDocumentType | null>(null);
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  const [validating, setValidating] = useState<FreelanceDocument | null>(null);
  const [refusing, setRefusing] = useState<FreelanceDocument | null>(null);

  const actions: DocumentRowActions = {
    upload: (slot) => setUploading(slot.type),
    view: (document) =>
      setViewed({
        title: `${t(`kyc.type.${document.type}`)} · ${document.fileName}`,
        contentType: document.contentType,
        viewUrl: document.viewUrl,
        downloadUrl: document.downloadUrl,
      }),
    remove: async (document) => {
      const { data: result } = await remove({ variables: { id: document.id } });
      if (result?.deleteFreelanceDocument) addToast({ type: 'success', messageId: 'kyc.deleted' });
    },
    validate: setValidating,
    refuse: setRefusing,
  };

  const slots = data?.freelanceDocuments ?? [];
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="kyc-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="kyc-title">
            {t('kyc.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {subtitle ?? t('kyc.subtitle')}
          </Text>
        </div>
        {loading && !data ? <Skeleton h={240} /> : null}
        {error && !data ? (
          <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
            {t('kyc.loadError')}{' '}
            <Button size="compact-xs" variant="subtle" onClick={() => void refetch()}>
              {t('kyc.retry')}
            </Button>
          </Alert>
        ) : null}
        {data && slots.length === 0 ? <Text c="dimmed">{t('kyc.empty')}</Text> : null}
        <Stack gap="xs" role="list">
          {slots.map((slot) => (
            <DocumentRow key={slot.type} slot={slot} actions={actions} />
          ))}
        </Stack>
      </Stack>
      <DocumentUploadModal freelanceId={freelanceId} type={uploading} onClose={() => setUploading(null)} />
      <DocumentViewer document={viewed} onClose={() => setViewed(null)} downloadLabel={t('kyc.action.download')} />
      <ValidateDocumentModal document={validating} onClose={() => setValidating(null)} />
      <RefuseDocumentModal document={refusing} onClose={() => setRefusing(null)} />
    </Card>
  );
}
