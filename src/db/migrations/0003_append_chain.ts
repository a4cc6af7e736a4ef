// Released: never edit; a changed append_chain is a new migration with `create or replace`.
import { type Kysely, sql } from 'kysely';

/**
 * Appending is the hot path, so it is one SQL function: one round trip, one implicit
 * transaction. Same rules as the transcript service documents: lock the session (writers
 * to one session serialize), the caller's tenant must match, an existing entry id is an
 * idempotent replay (before parent checks), the parent defaults to the active leaf, the
 * first entry extends the parent's branch when the parent is its tip and otherwise starts
 * a new branch, every entry gets a message_added event with the next offset, and the leaf
 * moves to the last entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create or replace function append_chain(
  p_session text, p_tenant jsonb, p_entry_id text, p_parent text, p_items jsonb, p_origin jsonb, p_now bigint
) returns jsonb language plpgsql as $fn$
declare
  s sessions%rowtype;
  v_pid text; v_pbranch int; v_pdepth int; v_ptip int; v_pchain jsonb;
  v_branch int; v_start int; v_count int; v_messages int; v_replay jsonb;
begin
  select * into s from sessions where id = p_session for update;
  if not found or (p_tenant is not null and exists (
    select 1 from jsonb_each(p_tenant) t where s.metadata -> t.key is distinct from t.value
  )) then
    return jsonb_build_object('status', 'not_found');
  end if;

  if p_entry_id is not null then
    select to_jsonb(e) - 'seq' into v_replay from entries e where e.session_id = p_session and e.id = p_entry_id;
    if v_replay is not null then
      return jsonb_build_object('status', 'replay', 'entry', v_replay, 'session', to_jsonb(s) - 'context');
    end if;
  end if;

  if p_parent is not null or s.active_leaf_id is not null then
    select e.id, e.branch, e.depth, b.tip_depth, b.chain into v_pid, v_pbranch, v_pdepth, v_ptip, v_pchain
    from entries e join branches b on b.session_id = e.session_id and b.id = e.branch
    where e.session_id = p_session and e.id = coalesce(p_parent, s.active_leaf_id);
    if v_pid is null then
      if p_parent is not null then return jsonb_build_object('status', 'parent_not_found'); end if;
      raise exception 'active leaf % of session % is missing', s.active_leaf_id, p_session;
    end if;
  end if;

  v_count := jsonb_array_length(p_items);
  v_start := coalesce(v_pdepth + 1, 0);
  if v_pid is not null and v_pdepth = v_ptip then
    v_branch := v_pbranch;
    update branches set tip_depth = v_start + v_count - 1 where session_id = p_session and id = v_branch;
  else
    s.branch_count := s.branch_count + 1;
    v_branch := s.branch_count;
    insert into branches (session_id, id, start_depth, tip_depth, chain)
    values (p_session, v_branch, v_start, v_start + v_count - 1,
            coalesce(v_pchain, '[]'::jsonb) || jsonb_build_array(jsonb_build_array(v_branch, v_start)));
  end if;

  with items as (
    select x.item, x.ord, coalesce(lag(x.item ->> 'id') over (order by x.ord), v_pid) as parent_id
    from jsonb_array_elements(p_items) with ordinality as x(item, ord)
  ), inserted as (
    insert into entries (session_id, id, parent_id, branch, depth, kind, role, timestamp, revision, origin, body)
    select p_session, item ->> 'id', parent_id, v_branch, v_start + ord - 1, item ->> 'kind', item ->> 'role', p_now, 0, p_origin, item -> 'body'
    from items
    returning 1
  )
  insert into events (session_id, "offset", type, at, payload)
  select p_session, s.last_offset + ord, 'message_added', p_now, jsonb_build_object('entry',
    jsonb_build_object('id', item ->> 'id', 'sessionId', p_session, 'parentId', parent_id, 'timestamp', p_now,
                       'revision', 0, 'origin', p_origin, 'kind', item ->> 'kind')
    || case when item ->> 'kind' = 'message' then jsonb_build_object('message', item -> 'body')
            else jsonb_build_object('customType', item -> 'body' -> 'customType', 'data', coalesce(item -> 'body' -> 'data', 'null'::jsonb)) end)
  from items;

  select count(*) into v_messages from jsonb_array_elements(p_items) x where x ->> 'kind' = 'message';
  update sessions set
    last_offset = s.last_offset + v_count,
    message_count = s.message_count + v_messages,
    active_leaf_id = p_items -> (v_count - 1) ->> 'id',
    updated_at = p_now,
    branch_count = s.branch_count
  where id = p_session
  returning * into s;
  return jsonb_build_object('status', 'ok', 'parentId', v_pid, 'session', to_jsonb(s) - 'context');
end
$fn$`)
    .execute(db);
}
