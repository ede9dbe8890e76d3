import type { Logger } from './logger';

/** Posts a message to Slack: offered to users only when a webhook is configured. */
export interface SlackProvider {
  post(message: { text: string }): Promise<void>;
}

/** A Slack incoming webhook (`SLACK_WEBHOOK_URL`); null when not configured (Slack is then not offered). */
export function createSlackProvider(webhookUrl: string | null, logger: Logger): SlackProvider | null {
  if (!webhookUrl) return null;
  return {
    async post(message) {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Slack webhook answered ${response.status}`);
      logger.info('slack message posted');
    },
  };
}
