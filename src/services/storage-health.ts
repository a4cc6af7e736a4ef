// Whether the database is refusing writes for lack of disk, as the operations saw it: a write
// that failed with SQLSTATE 53100 (disk full) marks it, the next write that commits clears it.
// /readyz reports it as the 'disk' problem, so a load balancer stops sending writes to an
// instance whose database cannot take them (reads may still work) and sends them again once
// space was freed.
export const DISK_FULL_SQLSTATE = '53100';

export class StorageHealth {
  private diskFull = false;

  /** A write failed: the database has no disk space left. */
  writeRefusedForSpace(): void {
    this.diskFull = true;
  }

  /** A write committed: there is space again. */
  writeCommitted(): void {
    this.diskFull = false;
  }

  /** What keeps the database from taking writes now, for /readyz. */
  problems(): string[] {
    return this.diskFull ? ['disk'] : [];
  }
}
