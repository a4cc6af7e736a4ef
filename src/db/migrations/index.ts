// Every migration, in order. Each file is immutable once released: a change to the schema
// is a new file here, so fresh databases and upgraded ones end with the same schema.
import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_initial.js';
import * as m0002 from './0002_llm_request_schedule.js';
import * as m0003 from './0003_append_chain.js';
import * as m0004 from './0004_request_pending_since.js';
import * as m0005 from './0005_append_chain_returns_events.js';
import * as m0006 from './0006_attachments_drafts_search.js';
import * as m0007 from './0007_llm_claims_usage.js';
import * as m0008 from './0008_attachment_quota_sweep.js';
import * as m0009 from './0009_context_items.js';
import * as m0010 from './0010_llm_request_stream.js';
import * as m0011 from './0011_llm_request_trigger_entry.js';
import * as m0012 from './0012_session_expiry.js';
import * as m0013 from './0013_search_pending_list.js';

export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_llm_request_schedule': m0002,
  '0003_append_chain': m0003,
  '0004_request_pending_since': m0004,
  '0005_append_chain_returns_events': m0005,
  '0006_attachments_drafts_search': m0006,
  '0007_llm_claims_usage': m0007,
  '0008_attachment_quota_sweep': m0008,
  '0009_context_items': m0009,
  '0010_llm_request_stream': m0010,
  '0011_llm_request_trigger_entry': m0011,
  '0012_session_expiry': m0012,
  '0013_search_pending_list': m0013,
};
