import { Button, Center, Group, Image, Modal, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

export interface ViewedDocument {
  title: string;
  contentType: string;
  viewUrl: string;
  downloadUrl: string;
}

/** A document in a modal: PDF in an embedded frame, an image as is, with a download button. */
export function DocumentViewer({
  document,
  onClose,
  downloadLabel,
}: {
  document: ViewedDocument | null;
  onClose: () => void;
  downloadLabel: string;
}) {
  const isPdf = document?.contentType === 'application/pdf';
  return (
    <Modal opened={document !== null} onClose={onClose} title={document?.title} size="xl" centered>
      {document ? (
        <Stack>
          {isPdf ? (
            <iframe
              src={document.viewUrl}
              title={document.title}
              style={{ width: '100%', height: '70vh', border: 0, borderRadius: 8 }}
            />
          ) : (
            <Center>
              <Image src={document.viewUrl} alt={document.title} mah="70vh" fit="contain" />
            </Center>
          )}
          <Group justify="flex-end">
            <Button component="a" href={document.downloadUrl} leftSection={<IconDownload size={16} />} download>
              {downloadLabel}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
