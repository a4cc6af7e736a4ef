// A subscription sent as a plain JSON request has no stream to answer on; Yoga would answer 406
// with an empty body. Say what to do instead, as a GraphQL error (BAD_REQUEST, status 406).
import { getOperationAST, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { clientError } from '../client-error.js';

/** The plugin takes no options: the streaming transports it names are the service's. */
export type SubscriptionTransportHintOptions = Record<string, never>;

export function useSubscriptionTransportHint(_options: SubscriptionTransportHintOptions = {}): Plugin {
  return {
    onParams({ params, request }) {
      const query = params.query;
      if (typeof query !== 'string' || !query.includes('subscription')) return;
      if ((request.headers.get('accept') ?? '').includes('text/event-stream')) return;
      let operation: string | undefined;
      try {
        operation = getOperationAST(parse(query), params.operationName ?? undefined)?.operation;
      } catch {
        return; // not parseable: the normal pipeline reports it
      }
      if (operation !== 'subscription') return;
      throw clientError(
        'BAD_REQUEST',
        'A subscription needs a stream: send it over WebSocket (graphql-transport-ws) or with `Accept: text/event-stream` (Server-Sent Events).',
        { status: 406 },
      );
    },
  };
}
