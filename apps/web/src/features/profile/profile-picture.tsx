import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Avatar, Box, Loader, Tooltip } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import type { CurrentUser } from '../session/me-query';
import { reportMutationErrors } from './mutation-errors';
import { FREELANCE_PROFILE } from './profile-operations';

/** Accepted pictures: JPEG or PNG up to 10 MB, cropped square (at most 800 px) in the browser. */
export const PICTURE = { types: ['image/jpeg', 'image/png'], maxBytes: 10 * 1024 * 1024, maxSide: 800 } as const;

export const SET_PROFILE_PICTURE: TypedDocumentNode<
  { setProfilePicture: { id: string; profilePictureUrl: string | null } },
  { uploadId: string }
> = gql`
  mutation SetProfilePicture($uploadId: ID!) {
    setProfilePicture(uploadId: $uploadId) {
      id
      profilePictureUrl
    }
  }
`;

export function useSetProfilePicture() {
  return useMutation(SET_PROFILE_PICTURE, { context: { silent: true }, refetchQueries: [FREELANCE_PROFILE] });
}

/** The centred square of an image, as a JPEG or PNG blob. */
export async function cropSquare(file: Blob, type: string, maxSide: number = PICTURE.maxSide): Promise<Blob> {
  const image = await createImageBitmap(file);
  const side = Math.min(image.width, image.height);
  const size = Math.min(side, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  canvas
    .getContext('2d')
    ?.drawImage(image, (image.width - side) / 2, (image.height - side) / 2, side, side, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), type, 0.9),
  );
}

async function upload(blob: Blob, type: string, name: string): Promise<string> {
  const response = await fetch('/uploads', {
    method: 'POST',
    body: blob,
    credentials: 'include',
    headers: { 'Content-Type': type, 'X-File-Name': encodeURIComponent(name) },
  });
  if (!response.ok) throw new Error(`upload ${response.status}`);
  return ((await response.json()) as { uploadId: string }).uploadId;
}

/** The profile picture with its change button: choose, crop square, upload, attach. */
export function ProfilePicture({ user, name }: { user: CurrentUser; name: string }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [setPicture] = useSetProfilePicture();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!(PICTURE.types as readonly string[]).includes(file.type) || file.size > PICTURE.maxBytes) {
      addToast({ type: 'error', messageId: 'profile.picture.invalid' });
      return;
    }
    setBusy(true);
    try {
      const cropped = await cropSquare(file, file.type);
      const uploadId = await upload(cropped, file.type, file.name);
      const { error } = await setPicture({ variables: { uploadId } });
      if (!reportMutationErrors(error)) addToast({ type: 'success', messageId: 'profile.picture.saved' });
    } catch {
      addToast({ type: 'error', messageId: 'profile.picture.failed' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box pos="relative" w={112} h={112}>
      <Avatar
        src={user.profilePictureUrl}
        name={name}
        color="initials"
        size={112}
        radius={56}
        style={{ border: '4px solid white' }}
        alt={name}
      />
      <Tooltip label={t('profile.picture.change')}>
        <ActionIcon
          pos="absolute"
          bottom={4}
          right={4}
          radius="xl"
          size="lg"
          variant="filled"
          aria-label={t('profile.picture.change')}
          onClick={() => input.current?.click()}
          disabled={busy}
        >
          {busy ? <Loader size={16} color="white" /> : <IconCamera size={18} />}
        </ActionIcon>
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept={PICTURE.types.join(',')}
        hidden
        onChange={(event) => void onFile(event.currentTarget.files?.[0])}
      />
    </Box>
  );
}
