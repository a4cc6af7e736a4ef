// Entry.siblings: where the transcript tree branches, for UIs that let a reader switch branches.
// The field is batched: every entry of one result (a page of messages, say) is looked up
// together (the operation's siblings loader) instead of one query per entry.
import { entrySiblingsOf, type SiblingRow } from '../services/branches.js';
import { builder } from './builder.js';
import { EntryInterface } from './entry.js';

const EntrySibling = builder.objectRef<SiblingRow>('EntrySibling').implement({
  description: 'An entry with the same parent as another: one branch at a branch point.',
  fields: (t) => ({
    entryId: t.exposeID('entryId', { description: 'The sibling entry (per-session id).' }),
    tipEntryId: t.exposeID('tipEntryId', {
      description:
        'The last entry of the branch the sibling starts or continues: the leaf reached by following each entry’s first child. Pass it to `setActiveLeaf` to show that branch to its end.',
    }),
  }),
});

builder.interfaceField(EntryInterface, 'siblings', (t) =>
  t.field({
    type: [EntrySibling],
    description: 'The entries sharing this entry’s parent, itself included, oldest first. More than one means the transcript branches here.',
    resolve: (entry, _args, ctx) => entrySiblingsOf(ctx.deps, entry),
  }),
);
