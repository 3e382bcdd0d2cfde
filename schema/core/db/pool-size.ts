/** Connections a database client keeps at most unless DATABASE_POOL_SIZE says otherwise: pg's own default. */
export const DEFAULT_POOL_SIZE = 10;
