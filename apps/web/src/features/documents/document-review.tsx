import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { type KycRefusalReason, kycRefusalReasons } from '@orbite/domain/enums';
import { useEffect, useState } from 'react';
import { addToast } from '../../shell/toasts';
import { DayPickerInput } from '../../ui/day-picker-input';
import { SecuredButton } from '../../ui/secured-button';
import { useT } from '../../ui/use-t';
import type { FreelanceDocument } from './documents-operations';
import { useRefuseFreelanceDocument, useValidateFreelanceDocument } from './use-documents';

const MAX_COMMENT = 1000;

/** Team review: validate a document, with an optional end of validity. */
export function ValidateDocumentModal({
  document,
  onClose,
}: {
  document: FreelanceDocument | null;
  onClose: () => void;
}) {
  const t = useT();
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [validate, { loading }] = useValidateFreelanceDocument();
  useEffect(() => setExpiresAt(document?.expiresAt ?? null), [document]);

  const submit = async () => {
    if (!document) return;
    const { data } = await validate({ variables: { id: document.id, expiresAt } });
    if (data?.validateFreelanceDocument) {
      addToast({ type: 'success', messageId: 'kyc.review.validated' });
      onClose();
    }
  };

  return (
    <Modal opened={document !== null} onClose={onClose} title={t('kyc.review.validateTitle')} centered>
      <Stack>
        <Text size="sm">{t('kyc.review.validateText', { file: document?.fileName ?? '' })}</Text>
        <DayPickerInput
          label={t('kyc.upload.expiresAt')}
          description={t('kyc.review.expiresAtHint')}
          value={expiresAt}
          onChange={setExpiresAt}
          minDate={addDays(todayInParis(), 1)}
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="success" onClick={submit} loading={loading}>
            {t('kyc.action.validate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Team review: refuse a document with one of the spec's reasons and a comment (secured confirmation). */
export function RefuseDocumentModal({
  document,
  onClose,
}: {
  document: FreelanceDocument | null;
  onClose: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState<KycRefusalReason | null>(null);
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [refuse] = useRefuseFreelanceDocument();
  useEffect(() => {
    if (!document) return;
    setReason(null);
    setComment('');
    setTouched(false);
  }, [document]);

  const submit = async () => {
    setTouched(true);
    if (!document || !reason) return;
    const { data } = await refuse({ variables: { id: document.id, reason, comment: comment.trim() || null } });
    if (data?.refuseFreelanceDocument) {
      addToast({ type: 'success', messageId: 'kyc.review.refused' });
      onClose();
    }
  };

  return (
    <Modal opened={document !== null} onClose={onClose} title={t('kyc.review.refuseTitle')} centered>
      <Stack>
        <Select
          label={t('kyc.review.reason')}
          required
          data={kycRefusalReasons.map((value) => ({ value, label: t(`kyc.refusal.${value}`) }))}
          value={reason}
          onChange={(value) => setReason(value as KycRefusalReason | null)}
          error={touched && !reason ? t('kyc.review.reasonRequired') : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label={t('kyc.review.comment')}
          description={t('kyc.review.commentHint', { max: MAX_COMMENT })}
          value={comment}
          maxLength={MAX_COMMENT}
          autosize
          minRows={3}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <SecuredButton
            color="danger"
            variant="light"
            onConfirm={submit}
            disabled={!reason}
            confirmLabel={(seconds) => t('kyc.secured.confirm', { seconds })}
          >
            {t('kyc.action.refuse')}
          </SecuredButton>
        </Group>
      </Stack>
    </Modal>
  );
}
