export const PRODUCT_NAME = 'Orbite';

export const PASSWORD_MIN_LENGTH = 6;
export const SESSION_MAX_AGE_DAYS = 365;
export const SIGNED_LINK_VALIDITY_SECONDS = 3600;

export const RETRY = { attempts: 5, delayMs: 1000, statuses: [502, 503, 504] } as const;
export const ME_QUERY_RETRIES = 7;
export const TOASTS_KEPT = 3;
export const TOAST_LIFETIME_MS = 5000;
export const TITLE_DELAY_MS = 100;
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_STACK_MS = 8000;
export const BADGE_MAX = 99;
export const SEARCH_LIMIT = 5;
export const OAUTH_POPUP = { width: 600, height: 700 } as const;

/** Browsers that open OAuth in a full redirect instead of a popup. */
export const OAUTH_REDIRECT_BROWSERS = ['safari', 'opera', 'ie', 'ios'] as const;

export const COMMISSIONS = {
  corporate: { rate: 0.15, flatFee: 0 },
  freelancer: { rate: 0.05, flatFee: 0, flatFeeBefore20220901: 29 },
} as const;

export const THEME_COLORS = {
  primary: '#0044FF',
  accent: '#FFCC00',
  success: '#11CC66',
  error: '#EE0044',
  warning: '#FF8800',
} as const;
export const BREAKPOINTS = { xs: 600, sm: 900, md: 1200, lg: 1800 } as const;

export const DEFAULT_RESTORE_PATH = '/backoffice';
export const IMPERSONATION_MAX_MINUTES = 60;

/** Spec 002: a file sent to the platform weighs at most 10 MB (the server refuses more; forms say so first). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
