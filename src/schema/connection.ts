// Relay connections: edges { cursor node }, nodes, pageInfo { hasNextPage hasPreviousPage
// startCursor endCursor }, paged with first/after and last/before (semantics: domain/paging.ts).
import type { ArgBuilder, OutputRef, SchemaTypes } from '@pothos/core';
import type { Page } from '../domain/types.js';
import { builder } from './builder.js';

interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

const PageInfoRef = builder.objectRef<PageInfo>('PageInfo').implement({
  description:
    'Where a page starts and ends and whether items exist around it. The flags mean the same in both directions: they say whether the list holds items before the first / after the last item of this page (on an empty page: before `before` / after `after`), whatever arguments were given.',
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage', {
      description: "True when items follow this page's last item: pass `endCursor` as `after` to get them.",
    }),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage', {
      description:
        "True when items precede this page's first item (with `last`, whether older items exist): pass `startCursor` as `before` to get them.",
    }),
    startCursor: t.exposeString('startCursor', {
      nullable: true,
      description: 'Cursor of the first item of this page; pass it as `before` to get the page before. Null on an empty page.',
    }),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: 'Cursor of the last item of this page; pass it as `after` to get the next page. Null on an empty page.',
    }),
  }),
});

export function connectionType<T>(name: string, nodeRef: OutputRef<T>, what: string, plural = `${what}s`) {
  const EdgeRef = builder.objectRef<{ cursor: string; node: T }>(`${name}Edge`).implement({
    description: `One ${what} with its cursor.`,
    fields: (t) => ({
      cursor: t.exposeString('cursor', {
        description: `Opaque cursor of this ${what}; pass it as \`after\` to continue after it or as \`before\` to page back from it.`,
      }),
      node: t.field({ type: nodeRef, description: `The ${what}.`, resolve: (edge) => edge.node as never }),
    }),
  });
  return builder.objectRef<Page<T>>(`${name}Connection`).implement({
    description: `A page of ${plural} (Relay connection), in list order whichever direction it was read in.`,
    fields: (t) => ({
      edges: t.field({
        type: [EdgeRef],
        description: `The ${plural} of this page with their cursors.`,
        resolve: (page) => page.items.map((node, i) => ({ cursor: page.cursors[i]!, node })),
      }),
      nodes: t.field({ type: [nodeRef], description: `The ${plural} of this page.`, resolve: (page) => page.items as never }),
      pageInfo: t.field({
        type: PageInfoRef,
        description: 'Paging state.',
        resolve: (page) => ({
          hasNextPage: page.hasNextPage,
          hasPreviousPage: page.hasPreviousPage,
          startCursor: page.cursors[0] ?? null,
          endCursor: page.cursors[page.cursors.length - 1] ?? null,
        }),
      }),
    }),
  });
}

/**
 * The four Relay paging arguments with their descriptions. `what` names the items (plural);
 * `cursor` says where cursors come from when it is not just "an edge's cursor".
 */
export function pagingArgs<Types extends SchemaTypes>(arg: ArgBuilder<Types>, what: string, cursor = '`pageInfo` or an edge') {
  const size = 'default 50, clamped to [1, the configured maximum (default 500)]';
  return {
    first: arg.int({
      description: `Return the first N ${what} of the window (after \`after\`, before \`before\`); ${size}. With \`last\` too, \`last\` then keeps the last M of those N.`,
    }),
    after: arg.string({ description: `Only ${what} after this cursor (from ${cursor}).` }),
    last: arg.int({ description: `Return the last N ${what} of the window, still in list order; ${size}.` }),
    before: arg.string({ description: `Only ${what} before this cursor (e.g. \`pageInfo.startCursor\`, to page back).` }),
  };
}
