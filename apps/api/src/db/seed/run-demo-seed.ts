import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemo } from './demo-seed';

// `npm run seed:demo`: seeds the database the configuration points at, embedded or DATABASE_URL, on purpose.
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const { created } = await seedDemo(database.db);
console.log(`Demo data: ${created} account(s) created (${database.kind}).`);
await database.close();
