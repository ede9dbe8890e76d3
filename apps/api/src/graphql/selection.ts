import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields an operation selects under `path` of the field being resolved (`['items']`: the
 * fields of a page's items), through fragments and inline fragments; conditional fields (`@include`,
 * `@skip`) count as selected. A resolver reads what the query asks for with it: a list's narrow rows when
 * its items ask for nothing more.
 */
export function selectedFieldNames(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  const names = new Set<string>();
  let sets: SelectionSetNode[] = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const step of path)
    sets = fieldsOf(info, sets)
      .filter((field) => field.name.value === step)
      .flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
  for (const field of fieldsOf(info, sets)) names.add(field.name.value);
  return names;
}

/** The fields of selection sets, with those of their fragments, without descending into the fields. */
function fieldsOf(info: GraphQLResolveInfo, sets: readonly SelectionSetNode[]): FieldNode[] {
  const fields: FieldNode[] = [];
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else {
        const fragment = info.fragments[selection.name.value];
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  for (const set of sets) visit(set);
  return fields;
}
