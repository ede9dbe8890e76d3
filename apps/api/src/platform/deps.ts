import type { Config } from '../config';
import type { Db } from '../db/client';
import type { DataCipher } from './data-cipher';
import type { Logger } from './logger';
import type { Mailer } from './mailer';
import type { PlatformPubSub } from './pubsub';
import type { Storage } from './storage';

/** What every use case may reach: built once per process in server.ts. */
export interface AppDeps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  pubsub: PlatformPubSub['pubsub'];
  storage: Storage;
  /** Encrypts sensitive values at rest. */
  cipher: DataCipher;
}
