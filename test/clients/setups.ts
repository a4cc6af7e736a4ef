// The client set-ups README "Using it from a frontend" shows, verbatim: each #region below is
// copied into the README, and readme-snippets.test.ts fails when the two drift apart. The
// client suites in this folder run exactly these functions against a real server, each
// client in its default configuration.

// #region apollo
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';

export function createApollo(httpUrl: string, wsUrl: string, cache = new InMemoryCache()) {
  const wsClient = createClient({ url: wsUrl });
  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
  };
  const link = ApolloLink.split(isSubscription, new GraphQLWsLink(wsClient), new HttpLink({ uri: httpUrl }));
  return { apollo: new ApolloClient({ link, cache }), wsClient };
}
// #endregion

// #region urql
import { cacheExchange, Client, fetchExchange, subscriptionExchange } from '@urql/core';

export function createUrql(httpUrl: string, wsUrl: string) {
  const wsClient = createClient({ url: wsUrl });
  const urql = new Client({
    url: httpUrl, // queries go out as GET (urql's default preferGetMethod), mutations as POST
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({ unsubscribe: wsClient.subscribe({ ...request, query: request.query ?? '' }, sink) }),
        }),
      }),
    ],
  });
  return { urql, wsClient };
}
// #endregion

// #region graphql-ws
export function watchSessionOverWebSocket(wsUrl: string, sessionId: string, onEvent: (event: unknown) => void) {
  const client = createClient({ url: wsUrl }); // with auth: connectionParams: { authorization: `Bearer ${token}` }
  const stop = client.subscribe(
    {
      query: 'subscription Watch($id: ID!) { sessionEvents(sessionId: $id, after: 0) { __typename offset type } }',
      variables: { id: sessionId },
    },
    { next: (result) => onEvent(result.data?.sessionEvents), error: (error) => console.error(error), complete: () => {} },
  );
  return () => {
    stop();
    void client.dispose();
  };
}
// #endregion

// #region graphql-sse
import { createClient as createSseClient } from 'graphql-sse';

export function createSse(httpUrl: string) {
  // "Distinct connections" mode (the default): one event stream (a POST) per subscription.
  return createSseClient({ url: httpUrl });
}
// #endregion

/** A browser page's own code (plain JavaScript, run as is by the EventSource test). */
export const eventSourceSnippet = String.raw`
// #region eventsource
function watchSession(graphqlUrl, sessionId, onEvent) {
  const url = new URL(graphqlUrl, location.href);
  url.searchParams.set('query', 'subscription Watch($id: ID!) { sessionEvents(sessionId: $id, after: 0) { __typename offset type } }');
  url.searchParams.set('variables', JSON.stringify({ id: sessionId }));
  const source = new EventSource(url); // a GET without special headers; another origin needs CORS_ORIGINS
  source.addEventListener('next', (event) => onEvent(JSON.parse(event.data)));
  source.addEventListener('complete', () => source.close()); // otherwise EventSource reconnects
  return source;
}
// #endregion
`;

// #region codegen
// codegen.ts — GraphQL Code Generator, typed documents from the printed schema.
export const codegenScalars = {
  SafeInt: 'number',
  Timestamp: 'number',
  JSON: 'unknown',
  JSONObject: 'Record<string, unknown>',
};
// generates: { 'src/gql/': { preset: 'client', config: { scalars: codegenScalars } } }
// #endregion
