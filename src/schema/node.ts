// Relay Object Identification: the Node interface and `node(id:)`, so a client can refetch any
// object from its id alone. Sessions and entries are nodes; their ids are unique service-wide
// (a session id never has the form of an entry's global id: ensureSession refuses such ids).
import { decodeEntryGlobalId, encodeEntryGlobalId } from '../domain/global-id.js';
import type { EntryRecord, SessionRecord } from '../domain/types.js';
import { getSession } from '../services/sessions.js';
import { getEntry } from '../services/transcript.js';
import { builder } from './builder.js';

export type NodeValue = SessionRecord | EntryRecord;

const isEntry = (value: NodeValue): value is EntryRecord => 'kind' in value && 'sessionId' in value;

/** The service-wide id of a node: a session's id, or an entry's global id. */
const globalIdOf = (value: NodeValue): string => (isEntry(value) ? encodeEntryGlobalId(value.sessionId, value.id) : value.id);

export const NodeInterface = builder.interfaceRef<NodeValue>('Node').implement({
  description: 'An object with an id unique service-wide; `node(id:)` refetches it from that id alone (Relay Object Identification).',
  fields: (t) => ({
    id: t.id({ description: 'Unique service-wide; stable.', resolve: globalIdOf }),
  }),
  resolveType: (value) => (isEntry(value) ? (value.kind === 'message' ? 'MessageEntry' : 'CustomEntry') : 'Session'),
});

builder.queryField('node', (t) =>
  t.field({
    type: NodeInterface,
    nullable: true,
    description: 'The session or entry with this id (`Session.id` or `Entry.id`); null when unknown or not visible to the caller.',
    args: { id: t.arg.id({ required: true, description: 'A `Node.id`.' }) },
    resolve: (_root, args, ctx) => {
      const id = String(args.id);
      const entry = decodeEntryGlobalId(id);
      return entry ? getEntry(ctx.deps, entry.sessionId, entry.entryId) : getSession(ctx.deps, id);
    },
  }),
);
