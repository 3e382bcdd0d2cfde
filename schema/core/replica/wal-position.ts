/**
 * A position in PostgreSQL's write-ahead log, as `pg_current_wal_lsn()` and `pg_last_wal_replay_lsn()`
 * print it ("16/B374D848": two hexadecimal halves of a 64-bit byte offset).
 */
const WAL_POSITION = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

export function isWalPosition(text: unknown): text is string {
  return typeof text === "string" && WAL_POSITION.test(text);
}

/** The position as one number of bytes, to compare two positions or measure the distance between them. */
export function walBytes(position: string): bigint {
  const match = WAL_POSITION.exec(position);
  if (!match) throw new Error(`not a WAL position: ${position}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** Whether a copy that has replayed up to `replayed` holds everything written up to `written`. */
export function hasReplayed(replayed: string, written: string): boolean {
  return walBytes(replayed) >= walBytes(written);
}
