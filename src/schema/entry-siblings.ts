// Entry.siblings: where the transcript tree branches, for UIs that let a reader switch branches.
// The field is batched: every entry of one result (a page of messages, say) is looked up in
// one query instead of one query per entry.
import type { EntryRecord } from '../domain/types.js';
import { entrySiblings, type SiblingRow } from '../services/branches.js';
import type { ServiceDeps } from '../services/deps.js';
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

type Pending = { entry: EntryRecord; resolve(rows: SiblingRow[]): void; reject(error: unknown): void };

/** Collects the lookups made while one result executes and runs them together. */
class SiblingBatch {
  #pending: Pending[] = [];
  constructor(private readonly deps: ServiceDeps) {}

  load(entry: EntryRecord): Promise<SiblingRow[]> {
    return new Promise((resolve, reject) => {
      if (this.#pending.push({ entry, resolve, reject }) === 1) {
        // After the resolvers of this pass have run (as DataLoader schedules its batches).
        void Promise.resolve().then(() => process.nextTick(() => void this.#flush()));
      }
    });
  }

  async #flush(): Promise<void> {
    const batch = this.#pending;
    this.#pending = [];
    try {
      const rows = await entrySiblings(
        this.deps,
        batch.map((p) => p.entry),
      );
      batch.forEach((p, i) => p.resolve(rows[i]!));
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }
}

/** One batch per GraphQL context (one operation, or one subscription event stream). */
const batches = new WeakMap<object, SiblingBatch>();

builder.interfaceField(EntryInterface, 'siblings', (t) =>
  t.field({
    type: [EntrySibling],
    description: 'The entries sharing this entry’s parent, itself included, oldest first. More than one means the transcript branches here.',
    resolve: (entry, _args, ctx) => {
      let batch = batches.get(ctx);
      if (!batch) batches.set(ctx, (batch = new SiblingBatch(ctx.deps)));
      return batch.load(entry);
    },
  }),
);
