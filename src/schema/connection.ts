// Relay connections: edges { cursor node }, nodes, pageInfo { hasNextPage endCursor }.
import type { OutputRef } from '@pothos/core';
import type { Page } from '../domain/types.js';
import { builder } from './builder.js';

export const PageInfoRef = builder.objectRef<{ hasNextPage: boolean; endCursor: string | null }>('PageInfo').implement({
  description: 'Where a page ends and whether more follow.',
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage', { description: 'True when more items follow this page.' }),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: 'Cursor of the last item of this page; pass it as `after` to get the next page. Null on an empty page.',
    }),
  }),
});

export function connectionType<T>(name: string, nodeRef: OutputRef<T>, what: string) {
  const EdgeRef = builder.objectRef<{ cursor: string; node: T }>(`${name}Edge`).implement({
    description: `One ${what} with its cursor.`,
    fields: (t) => ({
      cursor: t.exposeString('cursor', { description: `Opaque cursor of this ${what}; pass it as \`after\` to continue after it.` }),
      node: t.field({ type: nodeRef, description: `The ${what}.`, resolve: (edge) => edge.node as never }),
    }),
  });
  return builder.objectRef<Page<T>>(`${name}Connection`).implement({
    description: `A page of ${what}s (Relay connection).`,
    fields: (t) => ({
      edges: t.field({
        type: [EdgeRef],
        description: `The ${what}s of this page with their cursors.`,
        resolve: (page) => page.items.map((node, i) => ({ cursor: page.cursors[i]!, node })),
      }),
      nodes: t.field({ type: [nodeRef], description: `The ${what}s of this page.`, resolve: (page) => page.items as never }),
      pageInfo: t.field({
        type: PageInfoRef,
        description: 'Paging state.',
        resolve: (page) => ({ hasNextPage: page.hasNextPage, endCursor: page.cursors[page.cursors.length - 1] ?? null }),
      }),
    }),
  });
}
