// The Session type's reference, declared apart so entry and event files can return sessions
// without importing the file that implements it.
import type { SessionRecord } from '../domain/types.js';
import { builder } from './builder.js';

export const SessionRef = builder.objectRef<SessionRecord>('Session');
