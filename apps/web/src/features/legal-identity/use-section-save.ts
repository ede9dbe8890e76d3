import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorMessageId } from '../../i18n/errors';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { splitMutationErrors } from '../profile/mutation-errors';

/** `run` of useFormState: the section owns the chip, so that it outlives the form. */
export type RunWithFormState = (action: () => Promise<boolean>) => Promise<boolean>;

/**
 * Saves a section form behind the form-state chip (`run` of the section's useFormState): submitting,
 * then success (cleared after 3 s) or error. The server's field errors (400 with extensions.field, French message) land on their field
 * through `fieldOf`; any other error is a toast with the catalogue's message.
 */
export function useSectionSave<F extends FieldValues>(
  form: UseFormReturn<F>,
  fieldOf: (apiField: string) => Path<F> | undefined,
  run: RunWithFormState,
) {
  const t = useT();
  return (mutate: () => Promise<{ error?: unknown }>) =>
    run(async () => {
      const { error } = await mutate();
      if (!error) return true;
      const network = !CombinedGraphQLErrors.is(error);
      const { fields, others } = splitMutationErrors(error);
      let focused = false;
      for (const item of fields) {
        const field = fieldOf(item.field);
        if (field) {
          form.setError(
            field,
            { type: 'server', message: item.messageId ? t(item.messageId) : item.message },
            { shouldFocus: !focused },
          );
          focused = true;
        } else addToast({ type: 'error', messageId: 'error.400' });
      }
      for (const code of others)
        addToast({ type: 'error', messageId: network ? 'error.network' : errorMessageId(code) });
      return false;
    });
}
