/**
 * Measures the operations the web app sends with the server's own limit rules and prints the largest
 * values next to the limits in force; `--out <file>` also writes the persisted-operations manifest.
 *   node --import tsx apps/api/src/graphql/operations-manifest-cli.ts [--out dist/.persisted-operations.json]
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GRAPHQL_LIMITS, measureOperation, type OperationMeasure } from './limits';
import { collectWebOperations, toManifest } from './operations-manifest';
import { schema } from './schema';

const webSource = fileURLToPath(new URL('../../../web/src', import.meta.url));
const operations = await collectWebOperations(webSource);
const keys = ['depth', 'aliases', 'cost', 'tokens', 'directives'] as const;
const largest = Object.fromEntries(keys.map((key) => [key, { value: 0, name: '' }])) as Record<
  keyof OperationMeasure,
  { value: number; name: string }
>;
for (const operation of operations) {
  const measure = measureOperation(schema, operation.text);
  for (const key of keys) {
    if (measure[key] > largest[key].value) largest[key] = { value: measure[key], name: operation.name };
  }
}
console.log(`${operations.length} distinct operations in apps/web/src`);
for (const key of keys) {
  console.log(
    `${key.padEnd(11)} largest ${String(largest[key].value).padStart(7)} (${largest[key].name})  limit ${GRAPHQL_LIMITS[key]}`,
  );
}
const out = process.argv.indexOf('--out');
if (out > 0 && process.argv[out + 1]) {
  fs.writeFileSync(process.argv[out + 1] as string, `${JSON.stringify(toManifest(operations), null, 1)}\n`);
  console.log(`manifest written to ${process.argv[out + 1]}`);
}
