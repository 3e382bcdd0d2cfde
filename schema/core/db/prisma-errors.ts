import { Prisma } from "#prisma/generated/prisma/client.ts";
import { UnavailableError, ValidationError } from "../errors.ts";

export const DATABASE_UNAVAILABLE_MESSAGE = "The database is unavailable; try again shortly";
export const STATEMENT_TIMEOUT_MESSAGE =
  "The database took too long to answer and the request was stopped; ask for less, or try again later";
export const TEXT_WITH_NUL_MESSAGE = "Text cannot contain the NUL character (U+0000)";

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/** Prisma's codes for a server it cannot reach or that dropped the connection, and for a full pool. */
const UNREACHABLE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** What adapter-pg calls the same failures when it reports them under another code (P2010 for raw queries). */
const UNREACHABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/**
 * PostgreSQL's SQLSTATEs for a connection failure (class 08), a server shutting down or starting up
 * (57P01-57P03) and too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]$|53300$)/;
/** Prisma's P2028 for a transaction that got no connection within its wait: the pool is full, as P2024. */
const NO_CONNECTION_FOR_TRANSACTION = /Unable to start a transaction in the given time/;
/** What pg says when the server goes away under a connection it holds. */
const DROPPED_CONNECTION = /Connection terminated|connection error and is not queryable|ECONNREFUSED|ECONNRESET/;

type AdapterCause = { kind?: string; code?: string };

/** What adapter-pg reports as the cause of a failed query (a PostgreSQL SQLSTATE, for kind "postgres"). */
function adapterCause(error: InstanceType<typeof Prisma.PrismaClientKnownRequestError>): AdapterCause | undefined {
  return (error.meta as { driverAdapterError?: { cause?: AdapterCause } } | undefined)?.driverAdapterError?.cause;
}

/**
 * Whether `error` says the database cannot be reached right now (stopped, restarting, unreachable)
 * rather than that the query itself is wrong: the caller may answer 503 and try again later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof Prisma.PrismaClientInitializationError) return true;
    if (current instanceof Prisma.PrismaClientKnownRequestError) {
      if (UNREACHABLE_CODES.has(current.code)) return true;
      if (current.code === "P2028" && NO_CONNECTION_FOR_TRANSACTION.test(current.message)) return true;
      const adapterError = adapterCause(current);
      if (UNREACHABLE_KINDS.has(adapterError?.kind ?? "")) return true;
      if (adapterError?.kind === "postgres" && UNAVAILABLE_SQLSTATE.test(adapterError.code ?? "")) return true;
    }
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (DROPPED_CONNECTION.test(current.message)) return true;
  }
  return false;
}

/**
 * PostgreSQL's SQLSTATEs for a text it cannot hold: a NUL character in a text column or parameter
 * (22021), or in a jsonb value (22P05). Any field may carry one in, so it is refused where every
 * query passes rather than in each field's rules.
 */
const NUL_TEXT_SQLSTATES = new Set(["22021", "22P05"]);

function isNulText(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const adapterError = (current as { meta?: { driverAdapterError?: { cause?: { code?: string } } } }).meta
      ?.driverAdapterError?.cause;
    if (NUL_TEXT_SQLSTATES.has(adapterError?.code ?? "")) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && NUL_TEXT_SQLSTATES.has(code)) return true;
  }
  return false;
}

/** PostgreSQL's SQLSTATE for a statement it cancelled: here, one that ran past the statement timeout. */
const QUERY_CANCELED = "57014";

function isStatementCancelled(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof Prisma.PrismaClientKnownRequestError && adapterCause(current)?.code === QUERY_CANCELED) {
      return true;
    }
    if ((current as { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
}

/**
 * The domain error for a database that cannot be reached or a statement it stopped at the statement
 * timeout (503), or for input holding a NUL character (400); any other error is returned as it is.
 */
export function asDomainError(error: unknown): unknown {
  if (isDatabaseUnavailable(error)) return new UnavailableError(DATABASE_UNAVAILABLE_MESSAGE);
  if (isStatementCancelled(error)) return new UnavailableError(STATEMENT_TIMEOUT_MESSAGE);
  if (isNulText(error)) return new ValidationError(TEXT_WITH_NUL_MESSAGE);
  return error;
}
