import type { Task } from "#prisma/generated/prisma/client.ts";
import { requireWorkspace } from "#core/access/guards.ts";
import type { Context } from "#core/context.ts";
import { allPages, csvChunks, csvFilename, type CsvColumn, type CsvDownload } from "#core/csv/csv-export.ts";
import { customerNameOf, WITH_CUSTOMER_NAME } from "#core/csv/customer-name.ts";
import { parseInput } from "#core/validation.ts";
import { listCheckedTasks } from "./tasks.service.ts";
import { taskListInput } from "./tasks.list.rules.ts";

const TASK_CSV_COLUMNS: readonly CsvColumn<Task>[] = [
  { header: "Title", value: (task) => task.title },
  { header: "Description", value: (task) => task.description },
  { header: "Priority", value: (task) => task.priority },
  { header: "Due", value: (task) => task.dueAt },
  { header: "Completed", value: (task) => task.completedAt },
  { header: "Customer", value: customerNameOf },
  { header: "Created", value: (task) => task.createdAt },
];

/** The tasks list as filtered and ordered (the same arguments as the list), as CSV; bad filters fail first. */
export function exportTasks(ctx: Context, input: { filter?: unknown; orderBy?: unknown }): CsvDownload {
  const { readDb: db } = requireWorkspace(ctx);
  const checked = parseInput(taskListInput, { filter: input.filter, orderBy: input.orderBy });
  const pages = allPages((page) => listCheckedTasks(db, { ...checked, ...page }, WITH_CUSTOMER_NAME));
  return { filename: csvFilename("tasks"), chunks: csvChunks(TASK_CSV_COLUMNS, pages) };
}
