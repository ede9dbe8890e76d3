import fs from 'node:fs';
import path from 'node:path';
import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { type DocumentNode, getOperationAST, Kind, OperationTypeNode } from 'graphql';
import { throwError } from 'rxjs';
import ts from 'typescript';
import { sha256Hex } from './persisted-manifest';

/**
 * The GraphQL operations the web app sends, read from its sources without running them: every
 * gql`…` template is rebuilt (interpolated fragments and strings followed through imports) and put
 * through Apollo Client's own document pipeline, so each text is exactly what the browser prints.
 * The web build writes the result as the persisted-operations manifest (sha256 of the text → text).
 */
export interface WebOperation {
  name: string;
  type: OperationTypeNode;
  /** The document as sent: fragments included, `__typename` added, client-only directives removed. */
  text: string;
  sha256: string;
  file: string;
}

type Value = string | DocumentNode;

/** A document built at a file's load time, with the expression that builds it. */
export interface DocumentSite {
  node: ts.Expression;
  document: DocumentNode;
}
type Scope = Map<string, Value>;

const isGqlTemplate = (node: ts.Node): node is ts.TaggedTemplateExpression =>
  ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'gql';
const isGqlCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && node.expression.getText() === 'gql';

export class SourceReader {
  private readonly files = new Map<string, ts.SourceFile>();
  private readonly values = new Map<ts.Node, Value>();

  file(fileName: string): ts.SourceFile {
    let source = this.files.get(fileName);
    if (!source) {
      const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      source = ts.createSourceFile(fileName, fs.readFileSync(fileName, 'utf8'), ts.ScriptTarget.Latest, true, kind);
      this.files.set(fileName, source);
    }
    return source;
  }

  /**
   * Every document a file builds at load time: gql templates and calls outside functions, and calls of a
   * file's document factories (`const move = (field, name) => gql(`…`)`) with constant arguments.
   */
  documents(fileName: string): DocumentNode[] {
    return this.documentSites(fileName).map((site) => site.document);
  }

  /** The documents of `documents`, each with the expression that builds it. */
  documentSites(fileName: string): DocumentSite[] {
    const found: DocumentSite[] = [];
    const site = (node: ts.Expression, document: Value) => found.push({ node, document: document as DocumentNode });
    const visit = (node: ts.Node) => {
      if (isGqlTemplate(node) || isGqlCall(node)) {
        site(node, this.value(node, new Map()));
        return;
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const factory = this.factory(node.getSourceFile(), node.expression.text);
        if (factory) {
          site(node, this.call(factory, node, new Map()));
          return;
        }
      }
      if (ts.isFunctionLike(node)) return;
      ts.forEachChild(node, visit);
    };
    visit(this.file(fileName));
    return found;
  }

  /** A top-level arrow function of the file whose body builds a document, if `name` is one. */
  private factory(source: ts.SourceFile, name: string): ts.ArrowFunction | null {
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && init && ts.isArrowFunction(init))
          return /\bgql[`(]/.test(init.body.getText()) && !ts.isBlock(init.body) ? init : null;
      }
    }
    return null;
  }

  private call(factory: ts.ArrowFunction, node: ts.CallExpression, scope: Scope): Value {
    const bound: Scope = new Map();
    factory.parameters.forEach((parameter, index) => {
      const argument = node.arguments[index];
      if (!ts.isIdentifier(parameter.name) || !argument) this.fail(node, 'document factories take plain arguments');
      bound.set(parameter.name.text, this.value(argument, scope));
    });
    return this.value(factory.body, bound);
  }

  private fail(node: ts.Node, why: string): never {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    throw new Error(`${source.fileName}:${line + 1}: ${why} (${node.getText().slice(0, 80)})`);
  }

  /** What a top-level expression of the web sources evaluates to: a string or a document. */
  valueOf(node: ts.Node): Value {
    return this.value(node, new Map());
  }

  private value(node: ts.Node, scope: Scope): Value {
    // Values inside a factory depend on its arguments: only top-level ones are remembered.
    if (scope.size > 0) return this.evaluate(node, scope);
    const known = this.values.get(node);
    if (known !== undefined) return known;
    const value = this.evaluate(node, scope);
    this.values.set(node, value);
    return value;
  }

  private evaluate(node: ts.Node, scope: Scope): Value {
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node)
    )
      return this.value(node.expression, scope);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      return node.templateSpans.reduce((text, span) => {
        const part = this.value(span.expression, scope);
        if (typeof part !== 'string') this.fail(span.expression, 'a document inside a plain template string');
        return text + part + span.literal.text;
      }, node.head.text);
    }
    if (isGqlCall(node)) {
      const text = node.arguments.length === 1 ? this.value(node.arguments[0] as ts.Expression, scope) : null;
      if (typeof text !== 'string') this.fail(node, 'gql() takes one string');
      return gql(text);
    }
    if (isGqlTemplate(node)) {
      const template = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(template)) return gql(Object.assign([template.text], { raw: [] }));
      const strings = [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
      const args = template.templateSpans.map((span) => this.value(span.expression, scope));
      return gql(Object.assign(strings, { raw: strings }), ...args);
    }
    if (ts.isIdentifier(node)) {
      const bound = scope.get(node.text);
      return bound ?? this.identifier(node.getSourceFile(), node.text, node);
    }
    return this.fail(node, 'cannot be read statically in a GraphQL document');
  }

  /** A top-level const of the file, or an import followed to the const it names. */
  private identifier(source: ts.SourceFile, name: string, at: ts.Node): Value {
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
            return this.value(declaration.initializer, new Map());
        }
      }
      if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings) {
        const bindings = statement.importClause.namedBindings;
        if (!ts.isNamedImports(bindings)) continue;
        const element = bindings.elements.find((item) => item.name.text === name);
        if (!element) continue;
        const target = this.resolveModule(source.fileName, (statement.moduleSpecifier as ts.StringLiteral).text, at);
        return this.identifier(this.file(target), (element.propertyName ?? element.name).text, at);
      }
    }
    return this.fail(at, `"${name}" is not a top-level constant or import`);
  }

  private resolveModule(fromFile: string, specifier: string, at: ts.Node): string {
    if (!specifier.startsWith('.')) this.fail(at, `fragments must come from the web sources, not "${specifier}"`);
    const base = path.resolve(path.dirname(fromFile), specifier);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    }
    return this.fail(at, `cannot find module "${specifier}"`);
  }
}

function sourceFiles(directory: string): string[] {
  return fs
    .readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Runs each document through an Apollo Client whose only link records what it was asked to send. */
async function asSent(documents: DocumentNode[]): Promise<Map<DocumentNode, DocumentNode>> {
  let last: DocumentNode | null = null;
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink((operation) => {
      last = operation.query;
      return throwError(() => new Error('recorded'));
    }),
    // The web app declares its default options (type-checked with this file); they change no document.
  } as unknown as ApolloClient.Options);
  const sent = new Map<DocumentNode, DocumentNode>();
  for (const document of documents) {
    last = null;
    const type = getOperationAST(document)?.operation;
    if (type === OperationTypeNode.MUTATION) await client.mutate({ mutation: document }).catch(() => {});
    else if (type === OperationTypeNode.SUBSCRIPTION) {
      await new Promise<void>((resolve) => {
        const subscription = client
          .subscribe({ query: document })
          .subscribe({ error: () => resolve(), complete: resolve });
        if (last) resolve();
        setTimeout(() => {
          subscription.unsubscribe();
          resolve();
        }, 0);
      });
    } else await client.query({ query: document, fetchPolicy: 'no-cache' }).catch(() => {});
    if (!last) throw new Error(`Apollo sent nothing for ${getOperationAST(document)?.name?.value ?? 'an operation'}`);
    sent.set(document, last);
  }
  client.stop();
  return sent;
}

/** All operations under the web app's source folder, sorted by name then hash, one entry per distinct text. */
export async function collectWebOperations(webSourceDir: string): Promise<WebOperation[]> {
  const reader = new SourceReader();
  const found: { document: DocumentNode; file: string }[] = [];
  for (const file of sourceFiles(webSourceDir)) {
    if (!/\bgql[`(]/.test(fs.readFileSync(file, 'utf8'))) continue;
    for (const document of reader.documents(file)) {
      if (document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION))
        found.push({ document, file: path.relative(webSourceDir, file) });
    }
  }
  const sent = await asSent(found.map((entry) => entry.document));
  const byHash = new Map<string, WebOperation>();
  for (const { document, file } of found) {
    const text = print(sent.get(document) as DocumentNode);
    const operation = getOperationAST(document);
    const sha256 = sha256Hex(text);
    if (!byHash.has(sha256))
      byHash.set(sha256, {
        name: operation?.name?.value ?? '(anonymous)',
        type: operation?.operation ?? OperationTypeNode.QUERY,
        text,
        sha256,
        file,
      });
  }
  return [...byHash.values()].sort((a, b) => a.name.localeCompare(b.name) || a.sha256.localeCompare(b.sha256));
}

/** The manifest the server reads: sha256 → document text. */
export function toManifest(operations: WebOperation[]): Record<string, string> {
  return Object.fromEntries(operations.map((operation) => [operation.sha256, operation.text]));
}
