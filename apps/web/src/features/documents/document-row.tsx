import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconDownload, IconEye, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useAudienceT } from '../../ui/audience';
import { SecuredButton } from '../../ui/secured-button';
import { useT } from '../../ui/use-t';
import { dayAsDate } from '../availability/availability-logic';
import type { FreelanceDocument, FreelanceDocumentSlot } from './documents-operations';
import { KycStatusBadge } from './kyc-status-badge';

export interface DocumentRowActions {
  upload: (slot: FreelanceDocumentSlot) => void;
  view: (document: FreelanceDocument) => void;
  remove: (document: FreelanceDocument) => Promise<unknown>;
  validate: (document: FreelanceDocument) => void;
  refuse: (document: FreelanceDocument) => void;
}

/** One KYC document type: its status, its file, and what the viewer may do with it. */
export function DocumentRow({ slot, actions }: { slot: FreelanceDocumentSlot; actions: DocumentRowActions }) {
  const t = useT();
  const audienceT = useAudienceT();
  const intl = useIntl();
  const { document, viewerCan } = slot;
  const typeLabel = t(`kyc.type.${slot.type}`);
  const day = (value: string) => intl.formatDate(dayAsDate(value), { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <Paper withBorder radius="md" p="md" role="listitem" data-testid={`kyc-${slot.type}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Group gap="xs">
            <Text fw={600}>{typeLabel}</Text>
            <KycStatusBadge status={slot.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {audienceT(`kyc.typeHint.${slot.type}`)}
          </Text>
          {document ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('kyc.document.meta', {
                file: document.fileName,
                date: intl.formatDate(document.uploadedAt, { dateStyle: 'long' }),
              })}
              {document.expiresAt ? ` · ${t('kyc.document.expires', { date: day(document.expiresAt) })}` : ''}
            </Text>
          ) : null}
          {document?.refusalReason ? (
            <Text size="sm" c="danger.7">
              {t('kyc.document.refusedBecause', { reason: t(`kyc.refusal.${document.refusalReason}`) })}
              {document.refusalComment ? ` ${document.refusalComment}` : ''}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" justify="flex-end">
          {document ? (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconEye size={14} />}
              onClick={() => actions.view(document)}
              aria-label={t('kyc.action.viewWhat', { type: typeLabel })}
            >
              {t('kyc.action.view')}
            </Button>
          ) : null}
          {document && viewerCan.download ? (
            <Button
              size="xs"
              variant="subtle"
              component="a"
              href={document.downloadUrl}
              download
              leftSection={<IconDownload size={14} />}
              aria-label={t('kyc.action.downloadWhat', { type: typeLabel })}
            >
              {t('kyc.action.download')}
            </Button>
          ) : null}
          {viewerCan.upload ? (
            <Button
              size="xs"
              variant={document ? 'default' : 'filled'}
              leftSection={<IconUpload size={14} />}
              onClick={() => actions.upload(slot)}
              aria-label={t(document ? 'kyc.action.replaceWhat' : 'kyc.action.uploadWhat', { type: typeLabel })}
            >
              {t(document ? 'kyc.action.replace' : 'kyc.action.upload')}
            </Button>
          ) : null}
          {document && viewerCan.validate ? (
            <Button
              size="xs"
              color="success"
              leftSection={<IconCheck size={14} />}
              onClick={() => actions.validate(document)}
              aria-label={t('kyc.action.validateWhat', { type: typeLabel })}
            >
              {t('kyc.action.validate')}
            </Button>
          ) : null}
          {document && viewerCan.refuse ? (
            <Button
              size="xs"
              color="danger"
              variant="light"
              leftSection={<IconX size={14} />}
              onClick={() => actions.refuse(document)}
              aria-label={t('kyc.action.refuseWhat', { type: typeLabel })}
            >
              {t('kyc.action.refuse')}
            </Button>
          ) : null}
          {document && viewerCan.delete ? (
            <SecuredButton
              size="xs"
              color="danger"
              variant="subtle"
              leftSection={<IconTrash size={14} />}
              onConfirm={() => actions.remove(document)}
              confirmLabel={(seconds) => t('kyc.secured.confirm', { seconds })}
              aria-label={t('kyc.action.deleteWhat', { type: typeLabel })}
            >
              {t('kyc.action.delete')}
            </SecuredButton>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
