import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARTS_OF_THEIR_PARENT } from './apollo-cache';

describe('the cache policies', () => {
  it('merge every object type of the schema that has no id, and only those', () => {
    const schema = fs.readFileSync(path.resolve(import.meta.dirname, '../../../api/schema.graphql'), 'utf8');
    const withoutId = [...schema.matchAll(/^type (\w+)[^{]*\{([^}]*)\}/gm)]
      .filter(([, name, body]) => !['Query', 'Mutation', 'Subscription'].includes(name!) && !/^\s+id: ID!/m.test(body!))
      .map(([, name]) => name);
    expect([...PARTS_OF_THEIR_PARENT].sort()).toEqual(withoutId.sort());
  });
});
