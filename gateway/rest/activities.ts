import { z } from "zod";
import { companyApiExample } from "#schema/companies/companies.api.ts";
import { assertCompanyFound, COMPANY_NOT_FOUND } from "#schema/companies/companies.service.ts";
import { customerApiExample } from "#schema/customers/customers.api.ts";
import { activityApiExample, activityApiJson, activityApiSchema } from "#schema/activities/activities.api.ts";
import { exportActivities } from "#schema/activities/activities.export.ts";
import {
  ACTIVITY_MESSAGES,
  activityFilter,
  activityInput,
  activityPatch,
} from "#schema/activities/activities.rules.ts";
import {
  ACTIVITY_NOT_FOUND,
  createActivity,
  deleteActivity,
  getActivity,
  listActivities,
  listCustomerActivities,
  patchActivity,
  updateActivity,
} from "#schema/activities/activities.service.ts";
import { CUSTOMER_NOT_FOUND } from "#schema/customers/customers.service.ts";
import { companyIdParam, deletedSchema, idParam } from "./answers.ts";
import { download } from "./download.ts";
import { filterParam, listAnswer, pageParams, restListInput, toListResponse, withRestNames } from "./list-params.ts";
import { created, defineRoute, ok } from "./route.ts";

// The query declarations are for the OpenAPI document only: the service checks the query, once, with its
// list input (activities.list.rules.ts).
const filters = activityFilter.unwrap().unwrap().shape;
const type = filterParam(filters.type, "Only activities of this type.");
const customerId = filterParam(filters.customerId, "Only this customer's activities.");
const companyId = companyIdParam("activities");
const activityAnswer = { schema: activityApiSchema, example: activityApiExample };
const activityList = listAnswer("A page of activities, newest first.", activityAnswer);
const id = idParam("activity", activityApiExample);

/** The list's own filters, by their query parameter names (the service's `filter` fields). */
const ACTIVITY_FILTER_NAMES = ["type", "customerId", "companyId"] as const;
const CUSTOMER_ACTIVITY_FILTER_NAMES = ["type"] as const;

export const activityRoutes = [
  defineRoute({
    method: "get",
    path: "/activities",
    operationId: "listActivities",
    tag: "Activities",
    summary: "List activities",
    description: "A page of the workspace's timeline, newest first (the timeline has no other order).",
    access: "workspace",
    query: z.object({ ...pageParams, type, customerId, companyId }),
    queryCheckedBy: "service",
    answer: activityList,
    errors: { 400: "Type must be call, email, meeting or note" },
    handler: async ({ ctx, query }) => {
      const input = restListInput(query, ACTIVITY_FILTER_NAMES);
      const connection = await withRestNames(query, () => listActivities(ctx, input));
      return ok(await toListResponse(connection, activityApiJson));
    },
  }),
  defineRoute({
    method: "get",
    path: "/activities/export.csv",
    operationId: "exportActivities",
    tag: "Activities",
    summary: "Export activities as CSV",
    description: "The timeline as filtered, newest first, streamed as a CSV download.",
    access: "workspace",
    query: z.object({ type, customerId, companyId }),
    queryCheckedBy: "service",
    answer: {
      status: 200,
      description: "A CSV file, one activity a line after the header.",
      mediaType: "text/csv",
      schema: z.string(),
      example:
        "Type,Title,Description,Date,Customer\r\ncall,Discovery call,Walked through the current setup.,2026-11-18T15:30:00.000Z,Ada Lovelace\r\n",
    },
    handler: async ({ ctx, query }) => {
      const { filter } = restListInput(query, ACTIVITY_FILTER_NAMES);
      return download("csv", await withRestNames(query, async () => exportActivities(ctx, { filter })));
    },
  }),
  defineRoute({
    method: "get",
    path: "/customers/:id/activities",
    operationId: "listCustomerActivities",
    tag: "Activities",
    summary: "List a customer's activities",
    description: "The customer's timeline, newest first, filtered as the activities list.",
    access: "workspace",
    params: idParam("customer", customerApiExample),
    query: z.object({ ...pageParams, type }),
    queryCheckedBy: "service",
    answer: activityList,
    errors: { 400: "Type must be call, email, meeting or note", 404: CUSTOMER_NOT_FOUND },
    handler: async ({ ctx, params, query }) => {
      const input = restListInput(query, CUSTOMER_ACTIVITY_FILTER_NAMES);
      const connection = await withRestNames(query, () => listCustomerActivities(ctx, String(params.id), input));
      return ok(await toListResponse(connection, activityApiJson));
    },
  }),
  defineRoute({
    method: "get",
    path: "/companies/:id/activities",
    operationId: "listCompanyActivities",
    tag: "Activities",
    summary: "List a company's activities",
    description: "The activities logged with the company, newest first, filtered as the activities list.",
    access: "workspace",
    params: idParam("company", companyApiExample),
    query: z.object({ ...pageParams, type }),
    queryCheckedBy: "service",
    answer: activityList,
    errors: { 400: "Type must be call, email, meeting or note", 404: COMPANY_NOT_FOUND },
    handler: async ({ ctx, params, query }) => {
      const company = String(params.id);
      await assertCompanyFound(ctx, company);
      const input = restListInput(query, CUSTOMER_ACTIVITY_FILTER_NAMES);
      const filter = { ...input.filter, companyId: company };
      const connection = await withRestNames(query, () => listActivities(ctx, { ...input, filter }));
      return ok(await toListResponse(connection, activityApiJson));
    },
  }),
  defineRoute({
    method: "post",
    path: "/activities",
    operationId: "createActivity",
    tag: "Activities",
    summary: "Create an activity",
    description: "A call, e-mail, meeting or note, at a time (now by default), optionally about a customer.",
    access: "workspace",
    body: activityInput,
    answer: { status: 201, description: "The new activity.", ...activityAnswer },
    handler: async ({ ctx, body }) => created(activityApiJson(await createActivity(ctx, body))),
  }),
  defineRoute({
    method: "get",
    path: "/activities/:id",
    operationId: "getActivity",
    tag: "Activities",
    summary: "Read an activity",
    description: "One activity of the workspace.",
    access: "workspace",
    params: id,
    answer: { status: 200, description: "The activity.", ...activityAnswer },
    errors: { 404: ACTIVITY_NOT_FOUND },
    handler: async ({ ctx, params }) => ok(activityApiJson(await getActivity(ctx, String(params.id)))),
  }),
  defineRoute({
    method: "put",
    path: "/activities/:id",
    operationId: "replaceActivity",
    tag: "Activities",
    summary: "Update an activity (legacy)",
    description: "Type and title are required; optional fields left out keep their value. New clients use PATCH.",
    access: "workspace",
    params: id,
    body: activityInput,
    answer: { status: 200, description: "The updated activity.", ...activityAnswer },
    errors: { 404: ACTIVITY_NOT_FOUND, 409: ACTIVITY_MESSAGES.systemNotEditable },
    handler: async ({ ctx, params, body }) => ok(activityApiJson(await updateActivity(ctx, String(params.id), body))),
  }),
  defineRoute({
    method: "patch",
    path: "/activities/:id",
    operationId: "updateActivity",
    tag: "Activities",
    summary: "Update an activity",
    description: "Changes the fields given; the rest are kept.",
    access: "workspace",
    params: id,
    body: activityPatch,
    answer: { status: 200, description: "The updated activity.", ...activityAnswer },
    errors: { 400: "Date must be a valid date", 404: ACTIVITY_NOT_FOUND, 409: ACTIVITY_MESSAGES.systemNotEditable },
    handler: async ({ ctx, params, body }) => ok(activityApiJson(await patchActivity(ctx, String(params.id), body))),
  }),
  defineRoute({
    method: "delete",
    path: "/activities/:id",
    operationId: "deleteActivity",
    tag: "Activities",
    summary: "Delete an activity",
    description: "Deletes the activity.",
    access: "workspace",
    params: id,
    answer: {
      status: 200,
      description: "The deleted activity's id.",
      schema: deletedSchema,
      example: { id: activityApiExample.id },
    },
    errors: { 404: ACTIVITY_NOT_FOUND, 409: ACTIVITY_MESSAGES.systemNotDeletable },
    handler: async ({ ctx, params }) => ok(await deleteActivity(ctx, String(params.id))),
  }),
];
