import fs from 'node:fs';
import { gql } from '@apollo/client';
import { type DocumentNode, print } from 'graphql';
import ts from 'typescript';
import type { SourceReader } from '../../api/src/graphql/operations-manifest';
import { precompiledDocument } from '../src/app/precompiled-document';

/*
 * The GraphQL documents of the web app parsed at build time (vite.config.ts `precompiledDocuments`): each
 * document a source file builds when it loads (operations-manifest.ts `SourceReader`) is replaced by the
 * document itself, so that the browser parses no GraphQL when the app's modules load (40 ms of the freelancer
 * dashboard's start on a desktop CPU, four times that on a phone) and graphql's parser leaves the bundle.
 * A template `gql`…${FRAGMENT}…`` becomes `precompiledDocument(own definitions, [FRAGMENT])`: the fragment's
 * definitions come from its own module rather than being copied into each document. The result is checked
 * here against what graphql-tag returns (the same printed text, hence the same persisted-operation hash);
 * where it would differ, or for a document a factory builds, the whole document is written out.
 */

const HELPER = new URL('../src/app/precompiled-document.ts', import.meta.url).pathname;
const HELPER_NAME = '__precompiledDocument';

/** The definitions of a document as JSON (no locations: nothing at run time reads them). */
const definitionsJson = (document: DocumentNode) => JSON.stringify(document.definitions);

/** `precompiledDocument(…)` for a template whose interpolations are strings or documents named by an identifier. */
function composed(reader: SourceReader, node: ts.Expression, document: DocumentNode): string | null {
  if (!ts.isTaggedTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node.template)) return null;
  let own = node.template.head.text;
  const interpolated: { name: string; document: DocumentNode }[] = [];
  for (const span of node.template.templateSpans) {
    const value = reader.valueOf(span.expression);
    if (typeof value === 'string') own += value;
    else if (ts.isIdentifier(span.expression)) interpolated.push({ name: span.expression.text, document: value });
    else return null;
    own += span.literal.text;
  }
  const ownDocument = gql(own);
  const rebuilt = precompiledDocument(
    definitionsJson(ownDocument),
    interpolated.map((entry) => entry.document),
  );
  if (print(rebuilt) !== print(document)) return null;
  const names = interpolated.map((entry) => entry.name).join(', ');
  return `${HELPER_NAME}(${JSON.stringify(definitionsJson(ownDocument))}, [${names}])`;
}

/**
 * A web source file with the documents it builds at load time already parsed, or null when it builds none.
 * `code` must be the file as it is on disk (the plugin runs before any other transform).
 */
export function precompileDocuments(reader: SourceReader, fileName: string, code: string): string | null {
  if (!/\bgql[`(]/.test(code)) return null;
  if (code !== fs.readFileSync(fileName, 'utf8'))
    throw new Error(`${fileName}: changed before its documents were read`);
  const sites = reader.documentSites(fileName);
  if (sites.length === 0) return null;
  let out = code;
  let helperUsed = false;
  for (const { node, document } of [...sites].sort((a, b) => b.node.getStart() - a.node.getStart())) {
    const call = composed(reader, node, document);
    helperUsed ||= call !== null;
    const replacement =
      call ??
      `JSON.parse(${JSON.stringify(JSON.stringify({ kind: document.kind, definitions: document.definitions }))})`;
    out = `${out.slice(0, node.getStart())}${replacement}${out.slice(node.getEnd())}`;
  }
  return helperUsed ? `import { precompiledDocument as ${HELPER_NAME} } from ${JSON.stringify(HELPER)};\n${out}` : out;
}
