import fs from 'node:fs';
import path from 'node:path';
import { gql } from '@apollo/client';
import { type DocumentNode, print } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { SourceReader } from '../../../api/src/graphql/operations-manifest';
import { precompileDocuments } from '../../scripts/precompiled-documents';
import { precompiledDocument } from './precompiled-document';

const webRoot = path.resolve(__dirname, '../..');
const definitions = (document: DocumentNode) => JSON.stringify(document.definitions);

describe('precompiledDocument', () => {
  it('gives the document graphql-tag gives: own definitions, then each fragment once', () => {
    const person = gql`
      fragment Person on User {
        id
        email
      }
    `;
    const team = gql`
      fragment Team on Team {
        members {
          ...Person
        }
      }
      ${person}
    `;
    const own = 'query Crew { me { ...Person } teams { ...Team } }';
    const expected = gql`
      query Crew {
        me {
          ...Person
        }
        teams {
          ...Team
        }
      }
      ${person}
      ${team}
    `;
    const built = precompiledDocument(definitions(gql(own)), [person, team]);
    expect(print(built)).toBe(print(expected));
    expect(built.definitions.filter((node) => node.kind === 'FragmentDefinition')).toHaveLength(2);
  });
});

describe('the build’s precompiled documents', () => {
  const dir = fs.mkdtempSync(path.join(webRoot, '.precompile-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are the documents the sources build, fragments taken from their module', async () => {
    const sources = {
      'fragments.ts': `import { gql } from '@apollo/client';
export const FIELDS = gql\`
  fragment MissionFields on Mission { id title }
\`;
`,
      'operations.ts': `import { gql } from '@apollo/client';
import { FIELDS } from './fragments';
const STATUS = 'status';
export const MISSIONS = gql\`
  query Missions($limit: Int) { missions(limit: $limit) { ...MissionFields \${STATUS} } }
  \${FIELDS}
\`;
const move = (field: string, name: string) => gql(\`mutation \${name}($id: ID!) { \${field}(id: $id) { id } }\`);
export const SUBMIT = move('submitMission', 'SubmitMission');
`,
    };
    const reader = new SourceReader();
    for (const [name, code] of Object.entries(sources)) fs.writeFileSync(path.join(dir, name), code);
    const original = (await import(/* @vite-ignore */ path.join(dir, 'operations.ts'))) as Record<string, DocumentNode>;
    const compiled: Record<string, string | null> = {};
    for (const [name, code] of Object.entries(sources))
      compiled[name] = precompileDocuments(reader, path.join(dir, name), code);
    // The fragment is interpolated, not copied: the operation names it.
    expect(compiled['operations.ts']).toContain('__precompiledDocument(');
    expect(compiled['operations.ts']).not.toContain('gql`');
    fs.mkdirSync(path.join(dir, 'out'));
    for (const [name, code] of Object.entries(compiled)) fs.writeFileSync(path.join(dir, 'out', name), code ?? '');
    const built = (await import(/* @vite-ignore */ path.join(dir, 'out', 'operations.ts'))) as Record<
      string,
      DocumentNode
    >;
    for (const name of ['MISSIONS', 'SUBMIT'])
      expect(print(built[name] as DocumentNode)).toBe(print(original[name] as DocumentNode));
  });

  it('cover every document of the web app', () => {
    const reader = new SourceReader();
    let files = 0;
    for (const entry of fs.readdirSync(path.join(webRoot, 'src'), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const code = fs.readFileSync(file, 'utf8');
      const out = precompileDocuments(reader, file, code);
      if (out === null) continue;
      files++;
      // No gql template is left to parse in the browser (the factories' own templates go unused).
      const calls = out.match(/\bgql[`(]/g)?.length ?? 0;
      const factories = [...code.matchAll(/=\s*\([^)]*\)\s*=>\s*\n?\s*gql[`(]/g)].length;
      expect(calls, file).toBe(factories);
    }
    expect(files).toBeGreaterThan(40);
  });
});
