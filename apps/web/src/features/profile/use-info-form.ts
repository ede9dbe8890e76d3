import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from './mutation-errors';
import { useUpdateFreelanceInfo } from './profile-operations';
import type { FreelanceInfoInput } from './profile-types';

/**
 * A section form saved through updateFreelanceInfo: the server's field errors land on their
 * field, a success toast closes the form.
 */
export function useInfoForm<F extends FieldValues>({
  freelanceId,
  defaultValues,
  toInput,
  onDone,
}: {
  freelanceId: string;
  defaultValues: DefaultValues<F>;
  toInput: (values: F) => FreelanceInfoInput;
  onDone: () => void;
}) {
  const t = useT();
  const form = useForm<F>({ defaultValues });
  const [update] = useUpdateFreelanceInfo();
  const onSubmit = form.handleSubmit(async (values) => {
    const { error } = await update({ variables: { freelanceId, input: toInput(values) } });
    const failed = reportMutationErrors(error, (field, message, messageId) => {
      if (!(field in (defaultValues as object))) return false;
      form.setError(
        field as Path<F>,
        { type: 'server', message: messageId ? t(messageId) : message },
        { shouldFocus: true },
      );
      return true;
    });
    if (failed) return;
    addToast({ type: 'success', messageId: 'profile.saved' });
    onDone();
  });
  return { form, onSubmit };
}
