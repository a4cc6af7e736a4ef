// The document GraphiQL opens with: a query, a mutation and a live subscription to try.
export const GRAPHIQL_DEFAULT_QUERY = `# Agent conversations — try these in order.
# 1. Create a session (copy its id into the variables below).
mutation Create {
  createSession(input: { title: "Hello", metadata: { owner: "me" } }) {
    session { id title status createdAt }
  }
}

# 2. Append a user message to it.
mutation Append($sessionId: ID!) {
  appendEntry(input: { sessionId: $sessionId, message: { user: { content: [{ text: { text: "Hi there" } }] } } }) {
    created
    entry { id ... on MessageEntry { message { role content { ... on TextBlock { text } } } } }
  }
}

# 3. Read the active path.
query Transcript($sessionId: ID!) {
  session(id: $sessionId) {
    title messageCount lastOffset
    messages(first: 20) { nodes { id ... on MessageEntry { message { role } } } pageInfo { hasNextPage endCursor } }
  }
}
`;
