import { loadConfig } from '../../config';
import { loadSkillsCatalogue } from '../../modules/skills/skills.service';
import { createDataCipher, loadDataKey } from '../../platform/data-cipher';
import { createStorage } from '../../platform/storage';
import { openDatabase } from '../client';
import { seedDemo } from './demo-seed';

// `npm run seed:demo`: seeds the database the configuration points at, embedded or DATABASE_URL, on purpose.
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await loadSkillsCatalogue(database.db);
const { created } = await seedDemo(database.db, {
  cipher: createDataCipher(loadDataKey(config.dataEncryptionKey, config.dataDir)),
  storage: await createStorage(config.storage),
});
console.log(`Demo data: ${created} account(s) created (${database.kind}).`);
await database.close();
