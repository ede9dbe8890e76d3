import { useMutation } from '@apollo/client/react';
import { Alert, Checkbox, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SecuredButton } from '../../ui/secured-button';
import { useT } from '../../ui/use-t';
import { type DealSigningError, dealSigningError } from './deal-signing-error';
import { type DealDocument, SIGN_DEAL_DOCUMENT } from './deal-signing-operations';

export interface SignDocumentModalProps {
  document: DealDocument | null;
  onClose: () => void;
  onSigned: () => void;
}

/**
 * "Relire et signer": the PDF to review, its SHA-256, the signer's typed name and consent, then the
 * secured button (a first press arms a 5-second countdown, a second press signs).
 */
export function SignDocumentModal({ document, onClose, onSigned }: SignDocumentModalProps) {
  const t = useT();
  const [typedName, setTypedName] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<DealSigningError | null>(null);
  // The last signature signs the deal: its page's queries are refreshed with it.
  const [sign] = useMutation(SIGN_DEAL_DOCUMENT, {
    context: { silent: true },
    refetchQueries: ['Deal', 'MissionDeals'],
  });

  useEffect(() => {
    if (document) {
      setTypedName('');
      setConsent(false);
      setError(null);
    }
  }, [document]);

  const ready = typedName.trim().length > 0 && consent;
  const submit = async () => {
    if (!document || !ready) return;
    setError(null);
    try {
      const result = await sign({
        variables: { documentId: document.id, typedName: typedName.trim(), documentSha256: document.sha256 },
      });
      if (result.error) setError(dealSigningError(result.error));
      else onSigned();
    } catch (caught) {
      setError(dealSigningError(caught));
    }
  };

  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      title={document ? t('dealSigning.sign.title', { name: document.name }) : ''}
      size="xl"
      centered
    >
      {document && (
        <Stack gap="md">
          <iframe
            src={`${document.url}?inline=1`}
            title={document.name}
            style={{ width: '100%', height: '55vh', border: 0, borderRadius: 8 }}
          />
          <Text size="sm" c="dimmed">
            {t('dealSigning.sign.hash')} <Code>{document.sha256}</Code>
          </Text>
          <TextInput
            label={t('dealSigning.sign.typedName')}
            description={t('dealSigning.sign.typedNameHelp')}
            value={typedName}
            onChange={(event) => setTypedName(event.currentTarget.value)}
            error={error?.field === 'typedName' ? error.message : undefined}
            autoComplete="name"
            data-autofocus
          />
          <Checkbox
            checked={consent}
            onChange={(event) => setConsent(event.currentTarget.checked)}
            label={t('dealSigning.sign.consent', { name: document.name })}
          />
          {error && error.field !== 'typedName' && (
            <Alert color="red" role="alert">
              {error.message ?? t(error.messageId)}
            </Alert>
          )}
          <Group justify="flex-end">
            <SecuredButton
              leftSection={<IconSignature size={16} />}
              disabled={!ready}
              onConfirm={submit}
              confirmLabel={(seconds) => t('dealSigning.sign.confirm', { seconds })}
            >
              {t('dealSigning.sign.submit')}
            </SecuredButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
