// Full-text search: searchSessions and its hit types.
import * as search from '../services/search.js';
import type { SearchHit } from '../services/search.js';
import { builder } from './builder.js';
import { connectionType, pagingArgs } from './connection.js';
import { SessionStatusEnum } from './enums.js';
import { SessionRef } from './session-ref.js';

const SearchSnippetRef = builder.objectRef<SearchHit['snippets'][number]>('SearchSnippet').implement({
  description: 'A short passage of a matching message, with the matched words wrapped in « ».',
  fields: (t) => ({
    entryId: t.exposeID('entryId', { description: 'The message entry the passage comes from (its per-session id).' }),
    text: t.exposeString('text', { description: 'The passage; matched words are wrapped in « and ».' }),
  }),
});

const SessionSearchHitRef = builder.objectRef<SearchHit>('SessionSearchHit').implement({
  description: 'A session that matches a search.',
  fields: (t) => ({
    session: t.field({ type: SessionRef, description: 'The session.', resolve: (h) => h.session }),
    rank: t.float({
      description:
        'Relevance, higher first: 1 when the title starts with the query text, plus the text-match rank of title, description and messages squashed into [0, 1).',
      resolve: (h) => h.rank,
    }),
    snippets: t.field({
      type: [SearchSnippetRef],
      description: 'Up to 3 passages from the best-matching messages (empty when only the title or description matched).',
      resolve: (h) => h.snippets,
    }),
  }),
});

const SessionSearchConnection = connectionType('SessionSearch', SessionSearchHitRef, 'search hit');

builder.queryField('searchSessions', (t) =>
  t.field({
    type: SessionSearchConnection,
    nullable: true,
    description:
      'Full-text search over the caller\'s sessions: title, description and the text blocks of their messages (every branch). `websearch_to_tsquery` syntax ("quoted phrase", or, -word); the last word also matches as a prefix, so a mention box can search as the user types. Words match as written (case-insensitive, not stemmed; English stop words are ignored). An empty query finds nothing. Hits come best first (rank descending, ties by session id) and page either way: `first`/`after` forward, `last`/`before` backward; cursors belong to one query and filters. Errors: INVALID_CURSOR (not a search cursor, or one of another query or filters), BAD_USER_INPUT.',
    args: {
      query: t.arg.string({ required: true, description: 'What to look for.' }),
      ...pagingArgs(t.arg, 'search hits', 'a previous page of the same query and filters'),
      status: t.arg({ type: SessionStatusEnum, description: 'Only sessions with this status.' }),
      metadata: t.arg({ type: 'JSONObject', description: 'Every given key must deep-equal the stored metadata value. `{}` matches all.' }),
    },
    resolve: (_root, args, ctx) => search.searchSessions(ctx.deps, args),
  }),
);
