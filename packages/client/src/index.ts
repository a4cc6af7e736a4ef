// The typed client of the agent-conversations service (npm package @agent-conversations/client).
//   import { createClient } from '@agent-conversations/client';
export {
  createClient,
  type Client,
  type ClientOptions,
  type ClaimResult,
  type LlmRequest,
  type LlmRequestRequested,
  type LlmRequestSettled,
  type LlmResponseChunk,
} from './client.js';
export {
  watchSession,
  isResumable,
  type SessionEvent,
  type SessionEventsOperation,
  type SessionWatch,
  type WatchSessionOptions,
} from './watch-session.js';
export {
  userText,
  type AppendedMessage,
  type AppendMessageOptions,
  type Attachment,
  type Entry,
  type MessagesOptions,
  type MessagesPage,
  type PageInfo,
  type SendMessageOptions,
  type SentMessage,
  type Session,
  type UploadOptions,
} from './conversation.js';
export { keepSubscribed, type KeepSubscribedOptions, type Subscription } from './keep-subscribed.js';
export { Transport, type Operation, type Sink, type TokenSource, type TransportOptions, type UploadFile } from './transport.js';
export { ClientError, type GraphQLErrorInfo } from './errors.js';
export { RETRYABLE_CODES, SERVICE_RETRYABLE_CODES, TRANSPORT_RETRYABLE_CODES } from './retryable-codes.js';
export { Backoff, sleep, type BackoffOptions } from './backoff.js';
export * as documents from './documents.js';
export type * from './gql/graphql.js';
