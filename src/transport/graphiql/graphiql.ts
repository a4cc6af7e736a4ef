// The document GraphiQL opens with: a query, a mutation and a live subscription to try.
// Lines stay within 80 characters so the editor shows them whole.
export const GRAPHIQL_DEFAULT_QUERY = `# Agent conversations — try these in order.
#
# 1. Run Create. Put the new session's id into the Variables pane below:
#      { "sessionId": "s_…" }
mutation Create {
  createSession(input: { title: "Hello", metadata: { owner: "me" } }) {
    session { id title status createdAt }
  }
}

# 2. Run Watch and leave it running: it shows the session's stored events
#    (after offset 0), then every new event live, as it happens.
#    One GraphiQL window runs one operation at a time: running anything else
#    here (in any GraphiQL tab of this window) stops the live subscription.
subscription Watch($sessionId: ID!) {
  sessionEvents(sessionId: $sessionId, after: 0) {
    __typename
    offset
    type
    ... on MessageAddedEvent {
      entry {
        entryId
        ... on MessageEntry {
          message { role content { ... on TextBlock { text } } }
        }
      }
    }
  }
}

# 3. Open this page in a second browser window, check the variables, and run
#    Append there: the message shows up live in the first window's Watch.
mutation Append($sessionId: ID!) {
  appendEntry(input: {
    sessionId: $sessionId
    message: { user: { content: [{ text: { text: "Hi there" } }] } }
  }) {
    created
    entry { entryId parentId }
  }
}

# 4. Read the newest 20 messages of the active path (oldest first); pass
#    pageInfo.startCursor as \`before\` to read older ones.
query Transcript($sessionId: ID!) {
  session(id: $sessionId) {
    title
    messageCount
    messages(last: 20) {
      nodes {
        entryId
        ... on MessageEntry {
          message { role content { ... on TextBlock { text } } }
        }
      }
      pageInfo { hasPreviousPage startCursor }
    }
  }
}
`;
