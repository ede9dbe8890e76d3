import type { DefinitionNode, DocumentNode } from 'graphql';

/**
 * A GraphQL document parsed at build time (scripts/precompiled-documents.ts): its own definitions, then the
 * definitions of the documents its template interpolated (fragments), each fragment once, in the order
 * graphql-tag gives them. The fragments stay in their own module instead of being copied into every
 * document that uses them.
 */
export function precompiledDocument(own: string, interpolated: readonly DocumentNode[]): DocumentNode {
  const definitions = JSON.parse(own) as DefinitionNode[];
  const fragments = new Set(
    definitions.flatMap((node) => (node.kind === 'FragmentDefinition' ? [node.name.value] : [])),
  );
  for (const document of interpolated) {
    for (const node of document.definitions) {
      if (node.kind === 'FragmentDefinition') {
        if (fragments.has(node.name.value)) continue;
        fragments.add(node.name.value);
      }
      definitions.push(node);
    }
  }
  return { kind: 'Document' as DocumentNode['kind'], definitions };
}
