import { ErrorCode } from '@orbite/domain/errors';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { AppError } from '../platform/errors';
import type { GraphQLContext } from './context';

/*
 * No stored script: a mutation argument holding active markup (a script, frame or object tag, an
 * event handler attribute, a javascript: link inside a tag) is refused before anything is written.
 * Rich texts are sanitized by their modules as well; this is the one rule for every text of every
 * mutation, plain names included, so that a new field cannot forget it. Text about code that is not
 * markup ("onerror=" in a sentence, "<3") is left alone.
 */
const activeMarkup = [
  /<\s*\/?\s*(script|iframe|frame|object|embed|applet|base|meta|link|style)\b/i,
  /<[^>]*[\s/"'](on[a-z]+)\s*=/i,
  /<[^>]*(java|vb)script\s*:/i,
];

/**
 * Rich texts their module cleans with sanitize-html before storing (scripts and handlers removed,
 * the rest of the formatting kept): a pasted text keeps its content instead of being refused.
 */
const sanitizedRichTexts: Record<string, readonly string[]> = {
  sendChatMessage: ['body'],
  editChatMessage: ['body'],
  updateFreelanceInfo: ['biography'],
  addFreelanceExperience: ['description'],
  updateFreelanceExperience: ['description'],
  addFreelanceEducation: ['description'],
  updateFreelanceEducation: ['description'],
};

export function isActiveMarkup(text: string): boolean {
  return activeMarkup.some((pattern) => pattern.test(text));
}

/** The name of the first text holding active markup in the arguments, null when none; `skip` names sanitized ones. */
export function findActiveMarkup(value: unknown, path: string, skip: readonly string[] = [], seen = 0): string | null {
  if (seen > 10_000) return null;
  if (typeof value === 'string') return isActiveMarkup(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findActiveMarkup(item, path, skip, seen + index + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (skip.includes(key)) continue;
      const found = findActiveMarkup(item, key, skip, seen + 1);
      if (found) return found;
    }
  }
  return null;
}

/** Wraps every mutation of the schema so that hostile markup in its arguments is refused (400). */
export function refuseActiveMarkup(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, context: GraphQLContext, info) => {
      // Signed out, the area gate refuses first (401): nothing is said about the input.
      if (context.viewer) {
        const path = findActiveMarkup(args, field.name, sanitizedRichTexts[field.name]);
        if (path) throw new AppError(ErrorCode.invalidInput, 'Ce texte contient du code HTML actif.', path);
      }
      return resolve(source, args, context, info);
    };
  }
  return schema;
}
