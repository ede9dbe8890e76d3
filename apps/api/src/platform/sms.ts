import type { Logger } from './logger';

/** Sends a short text to a phone number: offered to users only when a gateway is configured. */
export interface SmsProvider {
  send(message: { to: string; text: string }): Promise<void>;
}

/**
 * An HTTP gateway (`SMS_PROVIDER_URL`) receiving `POST {to, text}` as JSON; null when not
 * configured, and then the SMS medium is not offered.
 */
export function createSmsProvider(url: string | null, logger: Logger): SmsProvider | null {
  if (!url) return null;
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text.slice(0, 459) }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      logger.info({ to: message.to.replace(/\d(?=\d{2})/g, '•') }, 'sms sent');
    },
  };
}
