import type { EnterpriseSignupPreferences } from '@orbite/domain/enterprise-signup';
import type { CorporateRole } from '@orbite/domain/roles';
import { AuthError, type AuthSuccess } from '../auth/auth-api';

async function post<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthError(-1, undefined, true);
  }
  const text = await response.text();
  const json = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const first = (json as { errors?: { code?: unknown; field?: string }[] } | null)?.errors?.[0];
    throw new AuthError(
      typeof first?.code === 'number' ? first.code : response.status === 429 ? 429 : -1,
      first?.field,
    );
  }
  return json as T;
}

export interface InvitationForSignup {
  companyName: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: CorporateRole;
  skipTermsValidation: boolean;
}

export interface ContactPayload {
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  jobTitle: string | null;
}

/** The REST calls of the enterprise sign-up in steps (apps/api auth.routes.ts). */
export const signupApi = {
  sendValidationMail: (body: {
    email: string;
    preferences: EnterpriseSignupPreferences;
    skillIds: number[];
    to: string | null;
    mtid: string | null;
  }) => post<{ email: string; resendAfterSeconds: number }>('/auth/enterprise-signup/email', body),
  validateEmail: (body: { email: string; token: string }) =>
    post<{ email: string; preferences: Partial<EnterpriseSignupPreferences>; skills: { id: string; name: string }[] }>(
      '/auth/enterprise-signup/validate',
      body,
    ),
  complete: (
    body: ContactPayload & {
      email: string;
      token: string;
      companyName: string;
      structure: string | null;
      size: string | null;
      acquisitionSource: string;
      termsAccepted: boolean;
    },
  ) => post<AuthSuccess>('/auth/enterprise-signup/complete', body),
  invitation: (token: string) => post<InvitationForSignup>('/auth/enterprise-signup/invitation', { token }),
  join: (body: ContactPayload & { token: string; termsAccepted: boolean }) =>
    post<AuthSuccess>('/auth/enterprise-signup/join', body),
};
