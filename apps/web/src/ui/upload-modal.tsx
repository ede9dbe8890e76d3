import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Modal, Progress, Stack, Stepper, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCircleCheck, IconFile, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useEffect, useReducer } from 'react';
import {
  type AcceptedType,
  DEFAULT_MAX_UPLOAD_BYTES,
  type FileProblem,
  fileProblemOf,
  initialUploadState,
  pdfJpgPng,
  uploadReducer,
} from './upload-steps';

export interface UploadModalLabels {
  steps: [string, string, string];
  dropTitle: string;
  dropHint: string;
  problems: Record<FileProblem, string>;
  confirmText: string;
  back: string;
  submit: string;
  sending: string;
  done: string;
  close: string;
}

/** Thrown by `onSubmit` when the server refuses the file: the message goes on the file field. */
export class UploadRefusal extends Error {}

interface UploadModalProps {
  opened: boolean;
  title: ReactNode;
  labels: UploadModalLabels;
  /** Closes the modal; `result` is 'uploaded' (or 'updated' in edit mode) after a success. */
  onClose: (result?: 'uploaded' | 'updated') => void;
  /** Sends the file, reporting progress from 0 to 1; throws UploadRefusal (or any error) on failure. */
  onSubmit: (file: File | null, onProgress: (share: number) => void) => Promise<void>;
  accepted?: readonly AcceptedType[];
  maxBytes?: number;
  /** Fields of step 2 (an expiry date, ...); `submitDisabled` while they are invalid. */
  confirmFields?: ReactNode;
  submitDisabled?: boolean;
  /** Edit mode: starts at step 2, no back button, closes with 'updated'. */
  editMode?: boolean;
  /** Shown under the file name at step 2 (its size, ...). */
  describeFile?: (file: File) => string;
}

/** Spec 002's file-upload modal: 1 choose a file, 2 confirm (with back), 3 success (with close). */
export function UploadModal({
  opened,
  title,
  labels,
  onClose,
  onSubmit,
  accepted = pdfJpgPng,
  maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
  confirmFields,
  submitDisabled,
  editMode = false,
  describeFile,
}: UploadModalProps) {
  const [state, dispatch] = useReducer(uploadReducer, editMode, initialUploadState);
  useEffect(() => {
    if (opened) dispatch({ type: 'reset', editMode });
  }, [opened, editMode]);

  const choose = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = fileProblemOf(file, accepted, maxBytes);
    dispatch(problem ? { type: 'reject', message: labels.problems[problem] } : { type: 'choose', file });
  };

  const submit = async () => {
    dispatch({ type: 'submit' });
    try {
      await onSubmit(state.file, (progress) => dispatch({ type: 'progress', progress }));
      if (editMode) onClose('updated');
      else dispatch({ type: 'succeed' });
    } catch (error) {
      dispatch({
        type: 'fail',
        message: error instanceof Error && error.message ? error.message : labels.problems.badType,
      });
    }
  };

  const pending = state.status === 'pending';
  const close = () => {
    if (!pending) onClose(state.status === 'done' ? 'uploaded' : undefined);
  };
  const acceptAttr = accepted.flatMap((type) => [...type.mime, ...type.extensions.map((e) => `.${e}`)]).join(',');

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg" centered closeOnClickOutside={!pending}>
      <Stepper active={state.step - 1} size="sm" allowNextStepsSelect={false} mb="lg">
        {labels.steps.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      {state.step === 1 ? (
        <Stack gap="xs">
          <Dropzone
            onDrop={choose}
            onReject={(rejections) => choose(rejections.map((r) => r.file))}
            multiple={false}
            inputProps={{ accept: acceptAttr, 'aria-label': labels.dropTitle }}
            aria-invalid={state.fileError ? true : undefined}
            aria-describedby={state.fileError ? 'upload-file-error' : undefined}
          >
            <Group justify="center" gap="md" mih={140} style={{ pointerEvents: 'none' }}>
              <IconUpload size={40} stroke={1.5} aria-hidden />
              <div>
                <Text size="lg" fw={600}>
                  {labels.dropTitle}
                </Text>
                <Text size="sm" c="dimmed">
                  {labels.dropHint}
                </Text>
              </div>
            </Group>
          </Dropzone>
          {state.fileError ? (
            <Text id="upload-file-error" c="danger" size="sm" role="alert" data-testid="upload-file-error">
              {state.fileError}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {state.step === 2 ? (
        <Stack>
          {state.file ? (
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size="lg">
                <IconFile size={20} aria-hidden />
              </ThemeIcon>
              <div>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {state.file.name}
                </Text>
                {describeFile ? (
                  <Text size="xs" c="dimmed">
                    {describeFile(state.file)}
                  </Text>
                ) : null}
              </div>
            </Group>
          ) : null}
          <Text size="sm">{labels.confirmText}</Text>
          {confirmFields}
          {pending ? <Progress value={Math.round(state.progress * 100)} aria-label={labels.sending} animated /> : null}
          <Group justify="space-between">
            {editMode ? (
              <span />
            ) : (
              <Button variant="default" onClick={() => dispatch({ type: 'back' })} disabled={pending}>
                {labels.back}
              </Button>
            )}
            <Button onClick={submit} loading={pending} disabled={submitDisabled}>
              {labels.submit}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {state.step === 3 ? (
        <Stack align="center">
          <IconCircleCheck size={48} color="var(--mantine-color-success-6)" aria-hidden />
          <Alert color="success" variant="light" role="status" w="100%">
            {labels.done}
          </Alert>
          <Button onClick={close} data-autofocus>
            {labels.close}
          </Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
