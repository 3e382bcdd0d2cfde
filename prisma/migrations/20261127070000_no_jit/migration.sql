-- No JIT compilation for this database's sessions. Every statement the app sends is a short one over
-- indexes, but the planner's cost for a branch that never runs (the "every match" side of a search
-- that finds enough among the newest rows) passes jit_above_cost on a large workspace, and compiling
-- took 27 ms of the command palette's 28 ms per kind on a million customers and three million
-- activities (PostgreSQL 15 with LLVM; a build without it, like the embedded one, is unaffected).
-- Set on the database, so it reaches every new session: through PgBouncer and on the read replica too.
-- A role that does not own the database sets it for itself there instead.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  EXECUTE format('ALTER ROLE CURRENT_USER IN DATABASE %I SET jit = off', current_database());
END
$$;
