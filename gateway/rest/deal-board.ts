import { z } from "zod";
import { workspaceCurrency } from "#core/api/money.ts";
import { DEAL_STAGES, DEAL_MESSAGES, dealMove } from "#schema/deals/deals.rules.ts";
import { dealApiJson } from "#schema/deals/deals.api.ts";
import { exportDeals } from "#schema/deals/deals.export.ts";
import { moveDeal } from "#schema/deals/deal-moves.service.ts";
import { dealPipeline } from "#schema/deals/deal-pipeline.service.ts";
import { DEAL_NOT_FOUND } from "#schema/deals/deals.service.ts";
import { download } from "./download.ts";
import { DEAL_FILTER_NAMES, dealAnswer, dealFilterParams, dealId } from "./deal-params.ts";
import { restListInput, withRestNames } from "./list-params.ts";
import { defineRoute, ok } from "./route.ts";

// The deals board's routes: its columns' counts and values, moving a deal, and the table's CSV.

const { stage, customerId, companyId, ownerId, search, sort } = dealFilterParams;

const pipelineSchema = z
  .strictObject({
    stages: z.array(
      z.strictObject({
        stage: z.enum(DEAL_STAGES),
        count: z.int(),
        totalValueCents: z.int().meta({ description: "The stage's deals' values added up, in cents." }),
      }),
    ),
  })
  .meta({ title: "DealPipeline" });

export const dealBoardRoutes = [
  defineRoute({
    method: "get",
    path: "/deals/pipeline",
    operationId: "getDealPipeline",
    tag: "Deals",
    summary: "Count the deals per stage",
    description:
      "Every stage in pipeline order with the number and total value of the deals the filters keep there: the board's column headers. A column's deals are `GET /deals?stage=…&sort=stage`.",
    access: "workspace",
    query: z.object({ stage, customerId, companyId, ownerId, search }),
    queryCheckedBy: "service",
    answer: {
      status: 200,
      description: "The stages, in pipeline order.",
      schema: pipelineSchema,
      example: {
        stages: DEAL_STAGES.map((name, index) => ({
          stage: name,
          count: 5 - index,
          totalValueCents: 480000 * (5 - index),
        })),
      },
    },
    errors: { 400: DEAL_MESSAGES.ownerNotFound },
    handler: async ({ ctx, query }) => {
      const { filter } = restListInput(query, DEAL_FILTER_NAMES);
      const stages = await withRestNames(query, () => dealPipeline(ctx, { filter }));
      return ok({ stages: stages.map(({ stage, count, totalValueCents }) => ({ stage, count, totalValueCents })) });
    },
  }),
  defineRoute({
    method: "get",
    path: "/deals/export.csv",
    operationId: "exportDeals",
    tag: "Deals",
    summary: "Export deals as CSV",
    description: "The list as filtered and sorted, every row, streamed as a CSV download.",
    access: "workspace",
    query: z.object({ stage, customerId, companyId, ownerId, search, sort }),
    queryCheckedBy: "service",
    answer: {
      status: 200,
      description: "A CSV file, one deal a line after the header.",
      mediaType: "text/csv",
      schema: z.string(),
      example:
        "Title,Customer,Stage,Value (USD),Owner,Expected close,Closed,Created,Lost reason,Lost note\r\nDifference engine support plan,Ada Lovelace,Proposal,4800.00,ada,2026-12-15T17:00:00.000Z,,2026-11-05T08:00:00.000Z,,\r\n",
    },
    handler: async ({ ctx, query }) => {
      const { filter, orderBy } = restListInput(query, DEAL_FILTER_NAMES);
      return download("csv", await withRestNames(query, async () => exportDeals(ctx, { filter, orderBy })));
    },
  }),
  defineRoute({
    method: "post",
    path: "/deals/:id/move",
    operationId: "moveDeal",
    tag: "Deals",
    summary: "Move a deal on the board",
    description:
      "Into `stage`, right below the deal `afterId` of that stage (at the top without one). Closing it as won or lost needs `closedAt`; a change of stage is noted on the customer's timeline and announced as `deal.updated`. 409 when `afterId` has left that stage meanwhile.",
    access: "workspace",
    params: dealId,
    body: dealMove,
    bodyExample: {
      stage: "closed_won",
      afterId: "0194f3b8-7e21-7f10-a3c4-5d6e7f8a9b03",
      closedAt: "2026-11-24T16:00:00.000Z",
    },
    answer: { status: 200, description: "The moved deal.", ...dealAnswer },
    errors: {
      400: DEAL_MESSAGES.closeDateRequired,
      404: DEAL_NOT_FOUND,
      409: "The deal to place it after is no longer in Proposal",
    },
    handler: async ({ ctx, params, body }) =>
      ok(dealApiJson(await moveDeal(ctx, String(params.id), body), workspaceCurrency(ctx))),
  }),
];
