import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, measureOperation, type OperationMeasure } from './limits';
import { collectWebOperations, toManifest, type WebOperation } from './operations-manifest';
import { sha256Hex } from './persisted-manifest';
import { schema } from './schema';

const webSource = fileURLToPath(new URL('../../../web/src', import.meta.url));
let operations: WebOperation[];
beforeAll(async () => {
  operations = await collectWebOperations(webSource);
}, 60_000);

describe('the limits fit the web app', () => {
  it('finds the operations the web app sends, as it sends them', () => {
    expect(operations.length).toBeGreaterThan(100);
    const me = operations.find((operation) => /^query \w*\(?[^{]*\{\s*me\b/.test(operation.text));
    expect(me?.text).toContain('__typename');
    // Documents built by a factory (`moveDocument('submitWorkLog', 'SubmitWorkLog')`) are found too.
    expect(operations.map((operation) => operation.name)).toContain('SubmitWorkLog');
  });

  it('keeps every web operation within every limit (raise a limit knowingly, never by accident)', () => {
    const over: string[] = [];
    for (const operation of operations) {
      const measure = measureOperation(schema, operation.text);
      for (const key of Object.keys(measure) as (keyof OperationMeasure)[]) {
        if (measure[key] > GRAPHQL_LIMITS[key])
          over.push(`${operation.name} (${operation.file}): ${key} ${measure[key]}`);
      }
    }
    expect(over).toEqual([]);
  });

  it('writes a manifest keyed by the sha256 of each text', () => {
    const manifest = toManifest(operations);
    for (const [hash, text] of Object.entries(manifest)) expect(sha256Hex(text)).toBe(hash);
  });
});

describe('measuring a document', () => {
  const deep = '{ corporates { items { company { accountManager { team { members { id } } } } } } }';

  it('counts depth, aliases, directives, tokens and cost with the server rules', () => {
    const measure = measureOperation(schema, `query Q($a: Boolean!) { x: me { id @include(if: $a) } y: me { id } }`);
    expect(measure).toMatchObject({ depth: 2, aliases: 2, directives: 1 });
    expect(measure.tokens).toBeGreaterThan(20);
    expect(measure.cost).toBeGreaterThan(0);
    expect(measureOperation(schema, deep).depth).toBe(7);
  });

  it('counts what sits under an operation or a fragment named __schema', () => {
    expect(measureOperation(schema, deep.replace('{', 'query __schema {')).depth).toBe(7);
    const fragment = `{ ...__schema } fragment __schema on Query ${deep}`;
    expect(measureOperation(schema, fragment).depth).toBe(7);
  });
});
