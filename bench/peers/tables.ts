// The plain tables the peers write and read: the columns a message needs (session id, jsonb
// message, timestamp), an index for "one session's messages in order".
import type pg from 'pg';

export const PEER_SCHEMA = 'bench_peer';
/** The bare yoga peer's table lives apart, so PostGraphile's schema holds only its own table. */
export const YOGA_SCHEMA = 'bench_peer_yoga';

export async function createPeerTables(db: pg.Client | pg.Pool): Promise<void> {
  await db.query(`create schema if not exists ${PEER_SCHEMA}`);
  // PostGraphile's table: its generated createMessage / allMessages are the peers.
  await db.query(`create table if not exists ${PEER_SCHEMA}.messages (
    id bigserial primary key,
    session_id text not null,
    message jsonb not null,
    created_at timestamptz not null default now())`);
  await db.query(`create index if not exists messages_session_id_id_idx on ${PEER_SCHEMA}.messages (session_id, id)`);
  // The bare yoga server's table (same columns; kept apart so neither peer's rows slow the other).
  await db.query(`create schema if not exists ${YOGA_SCHEMA}`);
  await db.query(`create table if not exists ${YOGA_SCHEMA}.messages (
    id bigserial primary key,
    session_id text not null,
    message jsonb not null,
    created_at timestamptz not null default now())`);
}
