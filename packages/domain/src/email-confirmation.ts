/** How long the link confirming a freelancer's address stays valid, in hours. */
export const EMAIL_CONFIRMATION_TOKEN_HOURS = 72;

/** The least time between two confirmation mails of one account, in seconds. */
export const EMAIL_CONFIRMATION_RESEND_SECONDS = 60;
