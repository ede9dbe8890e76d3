import fs from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from './schema';

const target = new URL('../../schema.graphql', import.meta.url);
fs.writeFileSync(target, `${printSchema(schema)}\n`);
console.log(`schema written to ${target.pathname}`);
