import { z } from "zod";
import { EXPORT_PATH, openWorkspaceExport } from "#schema/workspaces/export.service.ts";
import {
  EXPORT_LINK_MINUTES,
  EXPORT_LINK_NOT_YOURS,
  INVALID_EXPORT_LINK,
} from "#schema/workspaces/workspaces.rules.ts";
import { defineRoute } from "./route.ts";
import { download } from "./download.ts";

const exportQuery = z.object({
  token: z
    .string()
    .optional()
    .meta({
      description: `The token of the link exportWorkspace answers with (good once, for ${EXPORT_LINK_MINUTES} minutes).`,
    }),
});

export const workspaceExportRoutes = [
  defineRoute({
    method: "get",
    path: EXPORT_PATH.slice("/api".length),
    operationId: "exportWorkspace",
    tag: "Workspace",
    summary: "Download the workspace's export",
    description:
      "A zip streamed as it is read: customers.csv, companies.csv, customer_companies.csv (a person's companies and roles), deals.csv, deal_contacts.csv, tasks.csv, activities.csv, members.csv and workspace.json (the workspace, its members and every record). An owner's session opens it; so does the `token` of the link GraphQL's `exportWorkspace` gives, without a session.",
    access: "public",
    // Opening the link uses it up, though the download is a GET.
    writes: true,
    query: exportQuery,
    answer: {
      status: 200,
      description: "The zip archive, as an attachment named workspace-export-<date>.zip.",
      mediaType: "application/zip",
      schema: z.string().meta({ format: "binary" }),
      example: "PK…",
    },
    errors: { 400: INVALID_EXPORT_LINK, 401: "Not signed in", 403: EXPORT_LINK_NOT_YOURS },
    handler: async ({ ctx, query: { token } }) => download("zip", await openWorkspaceExport(ctx, token)),
  }),
];
