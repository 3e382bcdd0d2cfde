import type { Activity } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { allPages, csvChunks, csvFilename, type CsvColumn, type CsvDownload } from "#core/csv/csv-export.ts";
import { customerNameOf, WITH_CUSTOMER_NAME } from "#core/csv/customer-name.ts";
import { parseInput } from "#core/validation.ts";
import { listCheckedActivities } from "./activities.service.ts";
import { activityListInput } from "./activities.list.rules.ts";

const ACTIVITY_CSV_COLUMNS: readonly CsvColumn<Activity>[] = [
  { header: "Type", value: (activity) => activity.type },
  { header: "Title", value: (activity) => activity.title },
  { header: "Description", value: (activity) => activity.description },
  { header: "Date", value: (activity) => activity.occurredAt },
  { header: "Customer", value: customerNameOf },
];

/** The activities list as filtered (newest first, like the timeline), as CSV; bad filters fail first. */
export function exportActivities(ctx: Context, input: { filter?: unknown }): CsvDownload {
  const { readDb: db } = requireWorkspace(ctx);
  const checked = parseInput(activityListInput, { filter: input.filter });
  const pages = allPages((page) => listCheckedActivities(db, { ...checked, ...page }, WITH_CUSTOMER_NAME));
  return { filename: csvFilename("activities"), chunks: csvChunks(ACTIVITY_CSV_COLUMNS, pages) };
}
