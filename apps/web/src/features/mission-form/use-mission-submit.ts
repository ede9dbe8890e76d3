import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { toErrorCode } from '@orbite/domain/errors';
import { useState } from 'react';
import { errorMessageId } from '../../i18n/errors';
import { addToast } from '../../shell/toasts';
import { useSubmitMission } from './mission-form-operations';
import { type SaveFailure, saveFailureOf, type useMissionAutosave } from './use-mission-autosave';

/**
 * Sends the mission on (the caller ran the complete check): saves what is left, then submitMission.
 * A manager's mission goes to the company's admin for approval (toApprove), any other to the team
 * (toValidate). Resolves to the mission page to land on, or null when it did not go.
 */
export function useMissionSubmit({
  autosave,
  missionPath,
}: {
  autosave: ReturnType<typeof useMissionAutosave>;
  missionPath: (id: string) => string;
}) {
  const [submitMission] = useSubmitMission();
  const [busy, setBusy] = useState(false);

  const run = async (onFieldErrors: (fields: SaveFailure['fields']) => void): Promise<string | null> => {
    setBusy(true);
    try {
      const saved = await autosave.flush();
      const id = autosave.currentId();
      if (!saved || !id) {
        addToast({ type: 'error', messageId: 'missionForm.submit.saveFailed' });
        return null;
      }
      const { data, error } = await submitMission({ variables: { id } });
      if (error || !data) {
        const failure = saveFailureOf(error);
        if (failure.conflict) autosave.reportConflict(failure.conflict);
        else if (failure.fields.length) onFieldErrors(failure.fields);
        else {
          const code = CombinedGraphQLErrors.is(error) ? toErrorCode(error.errors[0]?.extensions?.code) : null;
          addToast({ type: 'error', messageId: code === null ? 'error.network' : errorMessageId(code) });
        }
        return null;
      }
      autosave.forget();
      const forApproval = data.submitMission.status === 'toApprove';
      addToast({
        type: 'success',
        messageId: forApproval ? 'missionForm.submit.sentForApproval' : 'missionForm.submit.sent',
      });
      return missionPath(id);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
