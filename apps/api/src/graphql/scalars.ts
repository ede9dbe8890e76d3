import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder';

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('Date et heure invalides.');
    return date;
  },
});

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

builder.scalarType('Date', {
  description: 'A calendar day, YYYY-MM-DD.',
  serialize: (value) => String(value),
  parseValue: (value) => {
    if (typeof value !== 'string' || !datePattern.test(value) || Number.isNaN(Date.parse(value)))
      throw new GraphQLError('Date invalide (AAAA-MM-JJ attendu).');
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || !datePattern.test(ast.value)) throw new GraphQLError('Date invalide.');
    return ast.value;
  },
});

builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
});
