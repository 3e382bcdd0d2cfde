-- The search field (schema/search) finds tasks by title and description and activities by title, the
-- way customers and deals are found by their search_text (deals_pipeline indexes theirs): a trigram index that leads with the
-- workspace (btree_gin) answers LIKE '%term%' on the lower-cased text, and matches are ranked on that
-- same text (see schema/lists/text-match.ts). Expression indexes rather than stored columns: no table is
-- rewritten, and no derived column reaches webhook payloads, exports or backups. A query uses them only
-- when it spells the same expression (schema/search/search-matches.ts does).
-- Written by hand: Prisma cannot declare an index on an expression.
CREATE INDEX "tasks_search_trgm_idx" ON "tasks"
  USING GIN ("workspace_id" uuid_ops, lower("title" || chr(31) || "description") gin_trgm_ops);

CREATE INDEX "activities_search_trgm_idx" ON "activities" USING GIN ("workspace_id" uuid_ops, lower("title") gin_trgm_ops);
