import { type EnterpriseSignupPreferences, emptyEnterpriseSignupPreferences } from '@orbite/domain/enterprise-signup';
import { useCallback, useState } from 'react';

/** A skill chosen at the skills step, with its name to show it again. */
export interface ChosenSkill {
  id: string;
  name: string;
}

/** What the wizard remembers between steps and reloads (sessionStorage); never the password. */
export interface SignupState {
  preferences: EnterpriseSignupPreferences;
  skills: ChosenSkill[];
  email: string;
  /** When the validation mail was last sent (ms), for the resend cooldown. */
  mailSentAt: number | null;
  /** The validation link's token, once the e-mail is validated. */
  token: string | null;
  validated: boolean;
  contact: { firstName: string; lastName: string; phoneNumber: string; jobTitle: string };
  completed: boolean;
}

export const STORAGE_KEY = 'orbite.enterpriseSignup';

export const initialSignupState: SignupState = {
  preferences: emptyEnterpriseSignupPreferences,
  skills: [],
  email: '',
  mailSentAt: null,
  token: null,
  validated: false,
  contact: { firstName: '', lastName: '', phoneNumber: '', jobTitle: '' },
  completed: false,
};

export function readSignupState(): SignupState {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? { ...initialSignupState, ...(JSON.parse(raw) as Partial<SignupState>) } : initialSignupState;
  } catch {
    return initialSignupState;
  }
}

export function writeSignupState(state: SignupState) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private browsing without storage: the wizard still works, without surviving a reload.
  }
}

/** The wizard's state, saved on each change. */
export function useSignupState() {
  const [state, setState] = useState<SignupState>(readSignupState);
  const update = useCallback((patch: Partial<SignupState>) => {
    setState((previous) => {
      const next = { ...previous, ...patch };
      writeSignupState(next);
      return next;
    });
  }, []);
  const reset = useCallback(() => {
    writeSignupState(initialSignupState);
    setState(initialSignupState);
  }, []);
  return { state, update, reset };
}
