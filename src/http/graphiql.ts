// The document GraphiQL opens with: a query, a mutation and a live subscription to try.
export const GRAPHIQL_DEFAULT_QUERY = `# Agent conversations — try these in order.
# 1. Create a session (copy its id into the variables below: { "sessionId": "…" }).
mutation Create {
  createSession(input: { title: "Hello", metadata: { owner: "me" } }) {
    session { id title status createdAt }
  }
}

# 2. Watch the session live (run it, then run Append in another tab):
#    stored events after offset 0, then every new one as it happens.
subscription Watch($sessionId: ID!) {
  sessionEvents(sessionId: $sessionId, after: 0) {
    __typename offset type at
    ... on MessageAddedEvent { entryId entry { id ... on MessageEntry { message { role content { ... on TextBlock { text } } } } } }
  }
}

# 3. Append a user message to it.
mutation Append($sessionId: ID!) {
  appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: "Hi there" } }] } } }) {
    created
    entry { id ... on MessageEntry { message { role content { ... on TextBlock { text } } } } }
  }
}

# 4. Read the active path.
query Transcript($sessionId: ID!) {
  session(id: $sessionId) {
    title messageCount lastOffset
    messages(first: 20) { nodes { id ... on MessageEntry { message { role } } } pageInfo { hasNextPage endCursor } }
  }
}
`;
