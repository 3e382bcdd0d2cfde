-- The search palette first looks among each kind's newest 1,000 rows of the workspace (see
-- schema/search/search-matches.ts). Read through the plain indexes, that is a heap fetch per row (about a
-- thousand pages per kind and search, and for deals a customer's row per deal as well), which put the
-- palette's p95 at 68-85 ms at 4 connections (issue 22). These covering indexes hold the searched text, so
-- the newest rows are read from the index alone (an index-only scan, once the visibility map is set).
-- Tasks are left out: their description (up to 5,000 characters) would not fit an index entry.
-- Prisma cannot declare covering indexes; as partial indexes (the predicate holds for every row, and a
-- query naming its workspace implies it) its migrations leave them alone.
CREATE INDEX "customers_newest_search_idx" ON "customers" ("workspace_id", "id") INCLUDE ("search_text")
  WHERE "workspace_id" IS NOT NULL;
CREATE INDEX "deals_newest_search_idx" ON "deals" ("workspace_id", "created_at", "id") INCLUDE ("search_text", "customer_id")
  WHERE "workspace_id" IS NOT NULL;
CREATE INDEX "activities_newest_search_idx" ON "activities" ("workspace_id", "occurred_at", "id") INCLUDE ("title")
  WHERE "workspace_id" IS NOT NULL;
