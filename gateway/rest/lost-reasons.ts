import { z } from "zod";
import { OWNERS_ONLY } from "#core/access/access.text.ts";
import { LOST_REASON_MESSAGES, lostReasonsInput } from "#schema/deals/lost-reasons.rules.ts";
import { listLostReasons, setLostReasons } from "#schema/deals/lost-reasons.service.ts";
import { defineRoute, ok } from "./route.ts";

const reasonsSchema = z
  .strictObject({ reasons: z.array(z.string()).meta({ description: "In the order the close dialog offers them." }) })
  .meta({ title: "LostReasons" });
const example = { reasons: ["Price", "Chose a competitor", "No budget", "No decision", "Bad timing", "Other"] };

export const lostReasonRoutes = [
  defineRoute({
    method: "get",
    path: "/lost-reasons",
    operationId: "listLostReasons",
    tag: "Deals",
    summary: "List the lost reasons",
    description: "The reasons a deal closing as lost offers (a deal's `lostReason`), in order.",
    access: "workspace",
    answer: { status: 200, description: "The workspace's lost reasons.", schema: reasonsSchema, example },
    handler: async ({ ctx }) => ok({ reasons: await listLostReasons(ctx) }),
  }),
  defineRoute({
    method: "put",
    path: "/lost-reasons",
    operationId: "setLostReasons",
    tag: "Deals",
    summary: "Replace the lost reasons",
    description:
      "Adds, renames, removes and reorders at once: the list sent becomes the workspace's. Owners only; deals keep the reason they have.",
    access: "workspace",
    body: lostReasonsInput,
    bodyExample: example,
    answer: { status: 200, description: "The workspace's lost reasons now.", schema: reasonsSchema, example },
    errors: { 400: LOST_REASON_MESSAGES.duplicate, 403: OWNERS_ONLY },
    handler: async ({ ctx, body }) => ok({ reasons: await setLostReasons(ctx, body) }),
  }),
];
