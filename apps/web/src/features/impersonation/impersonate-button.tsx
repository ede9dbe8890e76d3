import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMask } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import { IMPERSONATE, reloadAt } from './impersonation-operations';

/** "Se connecter en tant que": after a confirmation, the team member continues as this user. */
export function ImpersonateButton({
  userId,
  name,
  size,
}: {
  userId: string;
  name: string;
  size?: ButtonProps['size'];
}) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [impersonate, { loading }] = useMutation(IMPERSONATE);
  const confirm = async () => {
    const { data } = await impersonate({ variables: { userId } }).catch(() => ({ data: undefined }));
    if (data?.impersonate) reloadAt(data.impersonate.metadata?.path, '/');
    else setOpened(false);
  };
  return (
    <>
      <Button
        variant="light"
        size={size}
        leftSection={<IconMask size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('backofficeCompanies.impersonate.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('backofficeCompanies.impersonate.title')}>
        <Stack gap="md">
          <Text>{t('backofficeCompanies.impersonate.text', { name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('backofficeCompanies.impersonate.cancel')}
            </Button>
            <Button onClick={confirm} loading={loading} data-autofocus>
              {t('backofficeCompanies.impersonate.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

const FREELANCE_USER: TypedDocumentNode<{ freelance: { id: string; userId: string | null } | null }, { id: string }> =
  gql`
    query FreelanceUserToImpersonate($id: ID!) {
      freelance(id: $id) {
        id
        userId
      }
    }
  `;

/** The impersonation button of the back-office freelancer page (reads which user holds the profile). */
export function ImpersonateFreelancerButton({ freelanceId, name }: { freelanceId: string; name: string }) {
  const { data } = useQuery(FREELANCE_USER, { variables: { id: freelanceId }, skip: !freelanceId });
  const userId = data?.freelance?.userId;
  return userId ? <ImpersonateButton userId={userId} name={name} /> : null;
}
