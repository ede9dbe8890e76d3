import { useCallback, useMemo, useRef, useState } from 'react';
import { fileProblemOf } from '../../ui/upload-steps';
import { UploadError, uploadFile } from '../documents/upload-file';

/** A file joined to the message being written: sent at once to POST /uploads, removable before sending. */
export interface AttachmentDraft {
  key: number;
  name: string;
  progress: number;
  uploadId: string | null;
  /** Message id (chat.composer.*) or the server's French text when the file was refused. */
  error: { id?: string; text?: string } | null;
}

export interface AttachmentDrafts {
  items: AttachmentDraft[];
  uploadIds: string[];
  uploading: boolean;
  add: (files: File[] | File | null) => void;
  remove: (key: number) => void;
  clear: () => void;
}

export function useAttachmentDrafts(upload = uploadFile): AttachmentDrafts {
  const [items, setItems] = useState<AttachmentDraft[]>([]);
  const nextKey = useRef(1);

  const patch = useCallback(
    (key: number, change: Partial<AttachmentDraft>) =>
      setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const add = useCallback(
    (chosen: File[] | File | null) => {
      const files = chosen ? (Array.isArray(chosen) ? chosen : [chosen]) : [];
      for (const file of files) {
        const key = nextKey.current++;
        const problem = fileProblemOf(file);
        const error = problem ? { id: `chat.composer.file.${problem}` } : null;
        setItems((list) => [...list, { key, name: file.name, progress: 0, uploadId: null, error }]);
        if (problem) continue;
        upload(file, (progress) => patch(key, { progress }))
          .then((uploadId) => patch(key, { uploadId, progress: 1 }))
          .catch((reason: unknown) =>
            patch(key, {
              error:
                reason instanceof UploadError && reason.message
                  ? { text: reason.message }
                  : { id: 'chat.composer.file.failed' },
            }),
          );
      }
    },
    [upload, patch],
  );

  const remove = useCallback((key: number) => setItems((list) => list.filter((item) => item.key !== key)), []);
  const clear = useCallback(() => setItems([]), []);

  return useMemo(
    () => ({
      items,
      uploadIds: items.flatMap((item) => (item.uploadId && !item.error ? [item.uploadId] : [])),
      uploading: items.some((item) => !item.uploadId && !item.error),
      add,
      remove,
      clear,
    }),
    [items, add, remove, clear],
  );
}
