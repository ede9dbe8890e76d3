import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
} from 'graphql';
import { schema } from '../graphql/schema';
import type { FixtureIds } from './fixture-world';
import { validArguments } from './matrix-inputs';

/*
 * Builds one call per root field of the schema: a minimal selection and arguments filled from the
 * fixture world (ids by name) or, for the fuzz test, from a hostile value generator.
 */

// biome-ignore lint/suspicious/noExplicitAny: root fields of any shape.
export type RootField = GraphQLField<any, any>;

export function rootFields(kind: 'query' | 'mutation'): RootField[] {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root?.getFields() ?? {}).sort((a, b) => a.name.localeCompare(b.name));
}

/** `{ __typename id }` for objects, `{ __typename }` for unions, nothing for scalars. */
export function selectionOf(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isObjectType(named)) return named.getFields().id ? '{ __typename id }' : '{ __typename }';
  if (isInterfaceType(named) || isUnionType(named)) return '{ __typename }';
  return '';
}

/** The operation text of a field called with the given arguments as variables. */
export function operationOf(kind: 'query' | 'mutation', field: RootField, args: readonly GraphQLArgument[]): string {
  const variables = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${kind} Call${variables ? `(${variables})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selectionOf(field.type)} }`;
}

const byArgName: Record<string, keyof FixtureIds> = {
  missionid: 'mission',
  dealid: 'deal',
  matchid: 'match',
  freelanceid: 'freelance',
  freelancerid: 'freelance',
  companyid: 'company',
  conversationid: 'conversation',
  invoiceid: 'invoice',
  worklogid: 'workLog',
  corporateid: 'corporate',
  userid: 'user',
  teamid: 'team',
  skillid: 'skill',
  teammemberid: 'teamMember',
  accountmanagerid: 'teamMember',
  invitationid: 'invitation',
  notificationid: 'notification',
  searchid: 'freelanceSearch',
};

/** Which fixture object an `id` argument of a field designates, read from the field's name. */
const byFieldName: [RegExp, keyof FixtureIds][] = [
  [/worklog|timesheet/i, 'workLog'],
  [/invoice|creditnote/i, 'invoice'],
  [/deal/i, 'deal'],
  [/meeting|timeslot|match/i, 'match'],
  [/chat|conversation/i, 'conversation'],
  [/nova/i, 'novaConversation'],
  [/invitation/i, 'invitation'],
  [/notification/i, 'notification'],
  [/freelancesearch/i, 'freelanceSearch'],
  [/freelanceimport/i, 'freelanceImport'],
  [/profileimport/i, 'profileImport'],
  [/mission/i, 'mission'],
  [/corporate|crew/i, 'corporate'],
  [/compan/i, 'company'],
  [/teammember/i, 'teamMember'],
  [/team/i, 'team'],
  [/skill/i, 'skill'],
  [/freelanc/i, 'freelance'],
  [/user|session|identit/i, 'user'],
];

const missing = '999999';

export function fixtureIdFor(fieldName: string, argName: string, ids: FixtureIds): string | null {
  const key =
    byArgName[argName.toLowerCase()] ??
    (argName === 'id' ? byFieldName.find(([re]) => re.test(fieldName))?.[1] : undefined);
  if (!key) return argName.toLowerCase().endsWith('id') ? missing : null;
  const value = ids[key];
  return value === null ? missing : String(value);
}

function stringFor(fieldName: string, argName: string, ids: FixtureIds): string {
  const name = argName.toLowerCase();
  if (name === 'publicid')
    return /chat|conversation/i.test(fieldName) ? ids.conversationPublicId : ids.freelancePublicId;
  if (name === 'hash') return ids.missionHash;
  if (name.includes('email')) return 'nobody@test.fr';
  if (name.includes('url')) return 'https://example.com/x';
  if (name.includes('phone')) return '+33612345678';
  if (name.includes('iso') || name.includes('country')) return 'FR';
  return 'data';
}

/** A plausible value for an argument: fixture ids by name, simple values by type; null to leave it out. */
export function plausibleValue(
  fieldName: string,
  argName: string,
  type: GraphQLInputType,
  ids: FixtureIds,
  depth = 0,
): unknown {
  const required = isNonNullType(type);
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) {
    const item = plausibleValue(fieldName, argName.replace(/s$/, ''), inner.ofType, ids, depth + 1);
    return item === null || item === undefined ? (required ? [] : null) : [item];
  }
  const named = inner as GraphQLNamedType;
  if (named.name === 'ID') {
    // Optional ids are passed only when they designate a fixture object.
    const id = fixtureIdFor(fieldName, argName, ids);
    if (required) return id ?? missing;
    return id === missing ? null : id;
  }
  if (!required) return null;
  if (isEnumType(named)) return named.getValues()[0]?.value ?? null;
  if (isInputObjectType(named)) {
    const value: Record<string, unknown> = {};
    for (const inputField of Object.values(named.getFields())) {
      const v = plausibleValue(fieldName, inputField.name, inputField.type, ids, depth + 1);
      if (v !== null && v !== undefined) value[inputField.name] = v;
    }
    return value;
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'String':
        return stringFor(fieldName, argName, ids);
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return false;
      case 'Date':
        return '2026-01-05';
      case 'DateTime':
        return '2026-01-05T10:00:00.000Z';
      case 'JSON':
        return {};
      default:
        return 'data';
    }
  }
  return null;
}

/**
 * The arguments to pass and their values for a plausible call of the field: generated from the
 * types, or valid ones where the field has an entry in matrix-inputs.ts.
 */
export function plausibleCall(field: RootField, ids: FixtureIds) {
  const variables: Record<string, unknown> = {};
  const args: GraphQLArgument[] = [];
  const valid = validArguments[field.name]?.(ids) ?? {};
  for (const name of Object.keys(valid))
    if (!field.args.some((arg) => arg.name === name)) throw new Error(`matrix-inputs: ${field.name} has no ${name}`);
  for (const arg of field.args) {
    const value = arg.name in valid ? valid[arg.name] : plausibleValue(field.name, arg.name, arg.type, ids);
    if (value === null || value === undefined) continue;
    variables[arg.name] = value;
    args.push(arg);
  }
  return { args, variables };
}
