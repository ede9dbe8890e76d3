import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { ErrorCode } from '@orbite/domain/errors';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getNamedType,
  isIntrospectionType,
  type ParseOptions,
  type Source,
  type ValidationContext,
  type ValidationRule,
  validate,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The shape limits of a GraphQL document. They are the largest values measured on the operations the web
 * app sends (`node --import tsx apps/api/src/graphql/operations-manifest-cli.ts` prints them) plus a margin;
 * `limits.unit.test.ts` fails when a web operation outgrows them, so raising one is a conscious change.
 */
export const GRAPHQL_LIMITS = {
  /** Measured 6 (MissionsSearch). */
  depth: 9,
  /** Measured 2 (GlobalSearch). */
  aliases: 6,
  /** Measured 433 (MyMissionMatch), armor's weights: 1 a scalar, 2 an object, ×1.5 a level. */
  cost: 1000,
  /** Measured 218 (MyMissionMatch); GraphiQL's introspection query is 163. */
  tokens: 800,
  /** Measured 0: the web app sends none (Apollo strips its client-only ones). */
  directives: 5,
  /** Bytes of a request body on /graphql (JSON only: files go through POST /uploads). */
  bodyBytes: 1024 * 1024,
} as const;

export type GraphQLLimits = { [key in keyof typeof GRAPHQL_LIMITS]: number };

export interface OperationMeasure {
  depth: number;
  aliases: number;
  cost: number;
  tokens: number;
  directives: number;
}

type Measured = (n: number) => void;
type LimitName = keyof OperationMeasure;

/** Armor's options for one limit: refusals carry code 400 and are reported, never thrown, by validation rules. */
function armorOptions(limit: LimitName, n: number, measured: Measured | undefined, ignoreIntrospection: boolean) {
  return {
    n,
    maxCost: n,
    exposeLimits: true,
    // Depth and cost count fields as nested, whatever the fragments they sit in.
    flattenFragments: true,
    // Only a field named `__schema` is ever skipped (never an operation or fragment of that name), and
    // only outside production, where that field is refused whole; GraphiQL needs it in development.
    ignoreIntrospection,
    // The token limit stops the parser (nothing else can read a cut document); the others report.
    propagateOnRejection: limit === 'tokens',
    onAccept: measured ? [(_: unknown, { n }: { n: number }) => measured(n)] : [],
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        // Armor words its refusals as syntax errors; say what happened and give the catalogue's code.
        error.message = error.message.replace(/^Syntax Error: /, '');
        Object.assign(error.extensions, { code: ErrorCode.invalidInput, limit });
        if (measured) measured(Number(/found (\d+(?:\.\d+)?)/.exec(error.message)?.[1] ?? Number.NaN));
        context?.reportError(error);
      },
    ],
  };
}

/** graphql-armor's plugins for the five limits (field suggestions are hidden by `useHiddenSuggestions`). */
export function armorPlugins(
  limits: Omit<GraphQLLimits, 'bodyBytes'>,
  measured: Partial<Record<LimitName, Measured>> = {},
  { ignoreIntrospection = false } = {},
) {
  const options = (limit: LimitName) => armorOptions(limit, limits[limit], measured[limit], ignoreIntrospection);
  return new EnvelopArmor({
    blockFieldSuggestion: { enabled: false },
    maxTokens: options('tokens'),
    maxDepth: options('depth'),
    maxAliases: options('aliases'),
    costLimit: options('cost'),
    maxDirectives: options('directives'),
  }).protect().plugins as Plugin[];
}

/** In production: `__schema` and `__type` are refused (`__typename` stays, clients need it). */
export const NoIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    const type = getNamedType(context.getType());
    if (type && isIntrospectionType(type)) {
      context.reportError(
        new GraphQLError(`Introspection is disabled: "${node.name.value}" cannot be queried.`, {
          nodes: node,
          extensions: { code: ErrorCode.invalidInput },
        }),
      );
    }
  },
});

type ParseFn = (source: string | Source, options?: ParseOptions) => DocumentNode;

/** Measures a document with the server's own armor plugins: each limit's largest value over its operations. */
export function measureOperation(schema: GraphQLSchema, source: string): OperationMeasure {
  const measure: OperationMeasure = { depth: 0, aliases: 0, cost: 0, tokens: 0, directives: 0 };
  const keep = (key: LimitName) => (n: number) => {
    measure[key] = Math.max(measure[key], n);
  };
  const huge = 1e12;
  const plugins = armorPlugins(
    { depth: huge, aliases: huge, cost: huge, tokens: huge, directives: huge },
    {
      depth: keep('depth'),
      aliases: keep('aliases'),
      cost: keep('cost'),
      directives: keep('directives'),
      tokens: keep('tokens'),
    },
  );
  const rules: ValidationRule[] = [];
  let parse: ParseFn | null = null;
  for (const plugin of plugins as Array<Record<string, (payload: unknown) => unknown>>) {
    plugin.onParse?.({ setParseFn: (fn: ParseFn) => (parse = fn) });
    plugin.onValidate?.({ addValidationRule: (rule: ValidationRule) => rules.push(rule) });
  }
  if (!parse) throw new Error('graphql-armor gave no token-counting parser');
  const document = (parse as ParseFn)(source);
  const errors = validate(schema, document, rules);
  if (errors.length > 0) throw new Error(errors.map((error) => error.message).join('\n'));
  return measure;
}

/** Removes "Did you mean …?" hints from a message (field, argument, type and enum value suggestions). */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '').trim();
}
