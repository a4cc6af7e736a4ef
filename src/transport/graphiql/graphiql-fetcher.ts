// GraphiQL's fetcher on this page, in place of Yoga's built-in one. Yoga's parses the document in
// the browser first and throws on a syntax error, and GraphiQL prints a thrown error with its
// JavaScript stack; this one leaves the document to the service, so every result GraphiQL shows
// is the service's own GraphQL response (or a plain error object saying what failed).
//
// Queries and mutations go over HTTP with the Headers pane as request headers; a subscription
// goes over graphql-ws (the `graphqlWs` global of its UMD build), whose only place for
// credentials is `connectionParams`: the pane's `Authorization` and `X-Api-Key` go there.
// Which one an operation is comes from the document GraphiQL has already parsed for its editor;
// a document that does not parse goes over HTTP, and the service answers with the syntax error.

import type { CatalogueCode } from '../../domain/errors.js';

/** The catalogue's code (src/domain/errors.ts) for a service that could not be reached. */
const NETWORK = JSON.stringify('NETWORK' satisfies CatalogueCode);

/** Served as /graphiql/<version>/fetcher.js; defines `self.agentConversationsFetcher(endpoint)`. */
export const FETCHER_JS = `(function () {
  var CREDENTIAL_HEADERS = ['authorization', 'x-api-key'];

  /** The operation GraphiQL runs: the one named, else the only one (null when unknown). */
  function operationOf(documentAST, operationName) {
    var definitions = (documentAST && documentAST.definitions) || [];
    var operations = definitions.filter(function (d) { return d.kind === 'OperationDefinition'; });
    if (operationName) return operations.find(function (d) { return d.name && d.name.value === operationName; }) || null;
    return operations.length === 1 ? operations[0] : null;
  }

  function failure(message, extensions) {
    return { errors: [{ message: message, extensions: extensions || {} }] };
  }

  /** Whatever a stream failed with, as GraphQL errors GraphiQL prints as they are (no stack). */
  function asErrors(error) {
    if (Array.isArray(error)) return error;
    if (error && typeof error.code === 'number') {
      var message = error.message || error.reason || 'The WebSocket connection closed (code ' + error.code + ').';
      return [{ message: message, extensions: error.extensions || { closeCode: error.code } }];
    }
    return [{ message: (error && error.message) || String(error), extensions: { code: ${NETWORK} } }];
  }

  function overHttp(url, params, headers) {
    var body = JSON.stringify({ query: params.query, variables: params.variables, operationName: params.operationName || undefined });
    var sent = Object.assign({ 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' }, headers);
    return fetch(url, { method: 'POST', credentials: 'same-origin', headers: sent, body: body }).then(
      function (response) {
        return response.text().then(function (text) {
          try {
            return JSON.parse(text);
          } catch (e) {
            return failure('The service answered HTTP ' + response.status + ' without a GraphQL result: ' + (text.slice(0, 300) || response.statusText), { status: response.status });
          }
        });
      },
      function (error) {
        return failure('The service could not be reached: ' + error.message, { code: ${NETWORK} });
      },
    );
  }

  function overWebSocket(url, params, headers) {
    var connectionParams = {};
    Object.keys(headers).forEach(function (name) {
      var key = name.toLowerCase();
      if (CREDENTIAL_HEADERS.indexOf(key) >= 0 && typeof headers[name] === 'string') connectionParams[key] = headers[name];
    });
    return {
      subscribe: function (sink) {
        // One socket per run: the next run may carry other headers. A dropped socket ends the
        // run with its reason; the user runs it again.
        var client = self.graphqlWs.createClient({ url: url, connectionParams: connectionParams, lazy: true, retryAttempts: 0 });
        var stop = client.subscribe(
          { query: params.query, variables: params.variables, operationName: params.operationName || undefined },
          {
            next: function (value) { sink.next(value); },
            error: function (error) { client.dispose(); sink.next({ errors: asErrors(error) }); sink.complete(); },
            complete: function () { client.dispose(); sink.complete(); },
          },
        );
        return { unsubscribe: function () { stop(); client.dispose(); } };
      },
    };
  }

  self.agentConversationsFetcher = function (endpoint) {
    var httpUrl = new URL(endpoint || '/graphql', location.href);
    var wsUrl = new URL(httpUrl.href);
    wsUrl.protocol = httpUrl.protocol === 'https:' ? 'wss:' : 'ws:';
    return function fetcher(params, options) {
      var headers = (options && options.headers) || {};
      var operation = operationOf(options && options.documentAST, params.operationName);
      if (operation && operation.operation === 'subscription') return overWebSocket(wsUrl.href, params, headers);
      return overHttp(httpUrl.href, params, headers);
    };
  };
})();
`;
