// The AI SDK face of the client (subpath @agent-conversations/client/ai-sdk): a ChatTransport
// for `useChat` / `Chat`, and the session's active path as UI messages. Only types come from
// `ai` (an optional peer dependency), so the base client never loads it.
//   import { ServiceChatTransport, loadUIMessages } from '@agent-conversations/client/ai-sdk';
export { ServiceChatTransport, type ServiceChatTransportOptions } from './chat-transport.js';
export { entriesToUIMessages, loadUIMessages, type EntryMetadata, type ServiceUIMessage } from './ui-messages.js';
export { errorText } from './reply-stream.js';
