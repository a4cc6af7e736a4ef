// Enums shared by several schema files. GraphQL values are UPPER_SNAKE; internal values are the seeds' wire values.
import type { MessageRole } from '../domain/message.js';
import { builder } from './builder.js';

export const SessionStatusEnum = builder.enumType('SessionStatus', {
  description: 'Coarse session lifecycle status, rendered directly by consumers.',
  values: {
    IDLE: { value: 'idle' as const, description: 'Nothing in progress (the status of a new session).' },
    WORKING: { value: 'working' as const, description: 'An agent is working on the session.' },
    WAITING: {
      value: 'waiting' as const,
      description: 'A turn is parked on outside input (e.g. an approval); same set-status rules as every other status.',
    },
    DONE: { value: 'done' as const, description: 'The work is finished.' },
    ERROR: { value: 'error' as const, description: 'The work failed; `statusReason` says why.' },
  },
});

export const MessageRoleEnum = builder.enumType('MessageRole', {
  description: 'The role of a transcript message.',
  values: {
    USER: { value: 'user' as const, description: 'A message from the user.' },
    ASSISTANT: { value: 'assistant' as const, description: 'A message from the model.' },
    FUNCTION_RESULT: { value: 'function_result' as const, description: 'The result of a function (tool) call.' },
    CUSTOM: { value: 'custom' as const, description: 'An app-defined message (role custom; distinct from a custom entry).' },
  } satisfies { [R in MessageRole as Uppercase<R>]: { value: R; description: string } },
});
