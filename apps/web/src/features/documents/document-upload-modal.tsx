import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import type { KycDocumentType } from '@orbite/domain/enums';
import { ErrorCode } from '@orbite/domain/errors';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageId } from '../../i18n/errors';
import { DayPickerInput } from '../../ui/day-picker-input';
import { formatFileSize } from '../../ui/file-size';
import { UploadModal, type UploadModalLabels, UploadRefusal } from '../../ui/upload-modal';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../../ui/upload-steps';
import { useT } from '../../ui/use-t';
import { UploadError, uploadFile } from './upload-file';
import { useUploadFreelanceDocument } from './use-documents';

/** Documents that carry an end of validity the freelancer may give (identity papers, certificates). */
export const documentTypesWithExpiry: readonly KycDocumentType[] = ['id', 'idSecondary', 'urssaf', 'rcPro'];

export function useUploadLabels(): UploadModalLabels {
  const t = useT();
  const mb = DEFAULT_MAX_UPLOAD_BYTES / 1024 / 1024;
  return {
    steps: [t('kyc.upload.step.choose'), t('kyc.upload.step.confirm'), t('kyc.upload.step.done')],
    dropTitle: t('kyc.upload.dropTitle'),
    dropHint: t('kyc.upload.dropHint', { mb }),
    problems: {
      tooLarge: t('kyc.upload.tooLarge', { mb }),
      badType: t('kyc.upload.badType'),
      empty: t('kyc.upload.empty'),
    },
    confirmText: t('kyc.upload.confirmText'),
    back: t('kyc.upload.back'),
    submit: t('kyc.upload.submit'),
    sending: t('kyc.upload.sending'),
    done: t('kyc.upload.done'),
    close: t('common.close'),
  };
}

/** The file-upload modal for one KYC document type: file, then confirmation (with expiry date), then done. */
export function DocumentUploadModal({
  freelanceId,
  type,
  onClose,
}: {
  freelanceId: string;
  type: KycDocumentType | null;
  onClose: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const labels = useUploadLabels();
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [attach] = useUploadFreelanceDocument();
  const mb = DEFAULT_MAX_UPLOAD_BYTES / 1024 / 1024;

  const messageOf = (code: number, field: string | null) =>
    code === ErrorCode.invalidInput && field === 'file'
      ? t('kyc.upload.tooLarge', { mb })
      : t(errorMessageId(code, field));

  const submit = async (file: File | null, onProgress: (share: number) => void) => {
    if (!file || !type) throw new UploadRefusal(labels.problems.badType);
    let uploadId: string;
    try {
      uploadId = await uploadFile(file, onProgress);
    } catch (error) {
      if (error instanceof UploadError) throw new UploadRefusal(messageOf(error.code, error.field));
      throw error;
    }
    const { data, error } = await attach({ variables: { freelanceId, type, uploadId, expiresAt } });
    if (!data?.uploadFreelanceDocument || error) {
      const first = (error as { errors?: { extensions?: { code?: unknown; field?: unknown } }[] } | undefined)
        ?.errors?.[0];
      const code = Number(first?.extensions?.code ?? ErrorCode.unknown);
      const field = typeof first?.extensions?.field === 'string' ? first.extensions.field : null;
      throw new UploadRefusal(messageOf(code, field));
    }
  };

  const close = () => {
    setExpiresAt(null);
    onClose();
  };

  return (
    <UploadModal
      opened={type !== null}
      title={type ? t('kyc.upload.title', { type: t(`kyc.type.${type}`) }) : ''}
      labels={labels}
      onClose={close}
      onSubmit={submit}
      describeFile={(file) => formatFileSize(intl, file.size)}
      confirmFields={
        type && documentTypesWithExpiry.includes(type) ? (
          <DayPickerInput
            label={t('kyc.upload.expiresAt')}
            description={t('kyc.upload.expiresAtHint')}
            value={expiresAt}
            onChange={setExpiresAt}
            minDate={addDays(todayInParis(), 1)}
            clearable
          />
        ) : null
      }
    />
  );
}
