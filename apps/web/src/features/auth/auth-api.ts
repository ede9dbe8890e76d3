import type { UserRole } from '@orbite/domain/roles';
import type { UtmKey } from '@orbite/domain/signup-hunting';

export interface AuthConfig {
  environment: string;
  demo: boolean;
  demoAccounts: { email: string; password: string; role: string; label: string }[];
  providers: { googleTeamMember: boolean; googleFreelance: boolean; linkedIn: boolean };
}

export interface AuthSuccess {
  user: { id: string; role: UserRole | null };
  redirect: string;
}

/** A failed REST call: the first error's code and field, as the API sends them. */
export class AuthError extends Error {
  constructor(
    readonly code: number,
    readonly field?: string,
    /** The server could not be reached at all. */
    readonly network = false,
  ) {
    super(`auth error ${code}`);
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? { 'x-client-platform': 'web' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AuthError(-1, undefined, true);
  }
  const text = await response.text();
  const json = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const first = (json as { errors?: { code?: unknown; field?: string }[] } | null)?.errors?.[0];
    const code = typeof first?.code === 'number' ? first.code : response.status === 429 ? 429 : -1;
    throw new AuthError(code, first?.field);
  }
  return json as T;
}

let configPromise: Promise<AuthConfig> | null = null;

/** `/auth/config`, loaded once per page. */
export function loadAuthConfig(): Promise<AuthConfig> {
  configPromise ??= request<AuthConfig>('GET', '/auth/config').catch((error: unknown) => {
    configPromise = null;
    throw error;
  });
  return configPromise;
}

export const authApi = {
  signin: (body: { email: string; password: string }) => request<AuthSuccess>('POST', '/auth/signin', body),
  signupFreelancer: (body: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    phoneNumber?: string | null;
    referrerCode?: string | null;
  }) => request<AuthSuccess>('POST', '/auth/signup/freelancer', body),
  signout: () => request<null>('POST', '/auth/signout'),
  changePassword: (body: { oldPassword: string; newPassword: string; newPasswordConfirmation: string }) =>
    request<null>('POST', '/auth/password/change', body),
  requestPasswordReset: (body: { email: string }) => request<null>('POST', '/auth/password-reset', body),
  confirmPasswordReset: (body: { token: string; password: string; passwordConfirmation: string }) =>
    request<AuthSuccess>('POST', '/auth/password-reset/confirm', body),
  confirmEmail: (token: string) => request<{ email: string }>('POST', '/auth/email-confirmation', { token }),
  resendEmailConfirmation: () =>
    request<{ email: string; confirmed: boolean; resendAfterSeconds: number }>(
      'POST',
      '/auth/email-confirmation/resend',
    ),
  welcomePreview: (token: string) => request<WelcomePreview>('POST', '/auth/welcome/preview', { token }),
  claimWelcome: (body: WelcomeClaim) => request<AuthSuccess>('POST', '/auth/welcome/claim', body),
};

/** What a welcome link's owner reads before taking their account (`/freelancer/welcome/{token}`). */
export interface WelcomePreview {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  tagline: string | null;
  skills: string[];
  expiresAt: string;
}

export type WelcomeClaim = {
  token: string;
  password: string;
  firstName: string;
  lastName: string;
  termsAccepted: boolean;
} & Partial<Record<UtmKey, string | null>>;
