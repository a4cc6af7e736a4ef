// Typed documents several suites share: the session's scalar fields, creating one, reading one.
import { graphql } from '../gql/index.js';

graphql(`
  fragment SessionFields on Session {
    id
    title
    description
    metadata
    status
    statusReason
    messageCount
    forkedFrom
    createdAt
    updatedAt
    activeLeafId
    lastOffset
  }
`);

export const CreateSession = graphql(`
  mutation CreateSession($input: CreateSessionInput!) {
    createSession(input: $input) {
      session {
        ...SessionFields
      }
    }
  }
`);

export const GetSession = graphql(`
  query GetSession($id: ID!) {
    session(id: $id) {
      ...SessionFields
    }
  }
`);
