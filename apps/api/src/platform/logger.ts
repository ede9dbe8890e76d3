import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import { currentTransactionId } from './unit-of-work';

export type { Logger };

/**
 * JSON lines on stdout. Every line written while a request runs carries its `transactionId` (the
 * x-transaction-id header the web app sends, or one the server made up), whichever code logs it.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { service: 'orbite-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const transactionId = currentTransactionId();
      return transactionId ? { transactionId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
