import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../../../../../schema/lists/lists.rules.ts";
import {
  answer,
  AUTHORIZATION,
  csvAnswer,
  jsonRequest,
  listAnswer,
  type ApiEndpoint,
  type ApiParameter,
} from "./apiEndpoint.ts";
import { ACCOUNT_ENDPOINTS } from "./accountEndpoints.ts";

const SAMPLE_CUSTOMER = {
  id: "0199a3c2-5b1e-7c4d-9f10-2b3c4d5e6f70",
  name: "Sarah Johnson",
  email: "sarah.johnson@techcorp.com",
  phone: "+1 (555) 123-4567",
  company: "TechCorp Solutions",
  status: "active",
  notes: "Decision maker for the platform renewal.",
  valueCents: 1250000,
  ownerId: "0199a3c0-11aa-7e2b-8c3d-4e5f60718293",
  createdAt: "2026-06-25T09:30:00.000Z",
  updatedAt: "2026-11-02T14:05:12.000Z",
};

const SAMPLE_TASK = {
  id: "0199a3c4-2d3e-7f40-a152-637485960a1b",
  title: "Follow up with Sarah Johnson",
  description: "Send the renewal quote.",
  dueAt: "2026-11-25T17:00:00.000Z",
  priority: "high",
  completedAt: null,
  assigneeId: "0199a3c0-11aa-7e2b-8c3d-4e5f60718293",
  customerId: SAMPLE_CUSTOMER.id,
  createdAt: "2026-11-20T08:12:44.000Z",
  updatedAt: "2026-11-20T08:12:44.000Z",
  completed: false,
};

const SAMPLE_ACTIVITY = {
  id: "0199a3c6-8a9b-7c0d-b1e2-f3a4b5c6d7e8",
  type: "call",
  title: "Discovery call with Sarah Johnson",
  description: "Walked through the reporting needs of her team.",
  occurredAt: "2026-11-21T15:30:00.000Z",
  customerId: SAMPLE_CUSTOMER.id,
  authorId: "0199a3c0-11aa-7e2b-8c3d-4e5f60718293",
  createdAt: "2026-11-21T15:42:08.000Z",
};

const PAGE_PARAMETERS: ApiParameter[] = [
  {
    name: "limit",
    description: `Items per page: default \`${DEFAULT_PAGE_SIZE}\`, at most \`${MAX_PAGE_SIZE}\` (larger values are clamped).`,
  },
  { name: "cursor", description: "The `pageInfo.endCursor` of the previous page, to fetch the next one." },
];

const CUSTOMER_FIELDS: ApiParameter[] = [
  { name: "name", description: "Required. Full name, up to 200 characters." },
  { name: "email", description: "Required. Must look like `name@host.tld`." },
  { name: "phone", description: "Optional, up to 40 characters." },
  { name: "company", description: "Optional, up to 200 characters." },
  { name: "status", description: "Optional: `lead` (the default), `active` or `inactive`." },
  { name: "notes", description: "Optional, up to 5000 characters." },
  { name: "valueCents", description: "Optional deal value in whole cents, e.g. `1250000` for $12,500." },
];

const NEW_CUSTOMER = {
  name: "Sarah Johnson",
  email: "sarah.johnson@techcorp.com",
  company: "TechCorp Solutions",
  status: "active",
  valueCents: 1250000,
};

/** Every REST endpoint, in the order the API Reference lists them. */
export const API_ENDPOINTS: ReadonlyArray<ApiEndpoint> = [
  {
    method: "GET",
    path: "/api/customers",
    summary: "Lists customers, newest first unless sorted otherwise.",
    parametersKind: "query",
    parameters: [
      ...PAGE_PARAMETERS,
      { name: "search", description: "Matches name, company or e-mail, case-insensitively." },
      { name: "status", description: "`lead`, `active` or `inactive`." },
      {
        name: "sort",
        description: "`name`, `company`, `value` or `createdAt`; a leading `-` sorts descending, e.g. `-name`.",
      },
    ],
    request: `GET /api/customers?status=active&sort=-value&limit=1\n${AUTHORIZATION}`,
    response: listAnswer(SAMPLE_CUSTOMER, 4),
  },
  {
    method: "GET",
    path: "/api/customers/export.csv",
    summary: "Downloads every customer the filters match, in the list's order, as CSV (one page for any number).",
    parametersKind: "query",
    parameters: [
      { name: "search", description: "As for the list." },
      { name: "status", description: "As for the list." },
      { name: "sort", description: "As for the list." },
    ],
    request: `GET /api/customers/export.csv?status=active&sort=-value\n${AUTHORIZATION}`,
    response: csvAnswer("customers", [
      "Name,Email,Phone,Company,Status,Value (USD),Notes,Created",
      `Sarah Johnson,sarah.johnson@techcorp.com,'+1 (555) 123-4567,TechCorp Solutions,active,12500.00,Decision maker for the platform renewal.,${SAMPLE_CUSTOMER.createdAt}`,
    ]),
  },
  {
    method: "POST",
    path: "/api/customers/import",
    summary:
      "Imports up to 1000 customers at once, each row checked by the rules of POST /api/customers. Answers one result per row: `created`, `updated`, `rejected` (with the field and the reason) or `duplicate` (an e-mail an earlier row or a customer already has).",
    parametersKind: "body",
    parameters: [
      {
        name: "rows",
        description:
          'Required, 1 to 1000 rows, each `{ line, name, email, phone, company, status, value, notes }`: `line` numbers the row in your file, `value` is in dollars as text (e.g. `"12500"`), the other fields as for POST /api/customers.',
      },
      {
        name: "updateExisting",
        description: "Optional, `false` by default: `true` updates the customer that already has a row's e-mail.",
      },
    ],
    request: jsonRequest("POST /api/customers/import", {
      rows: [
        { line: 2, name: "Sarah Johnson", email: "sarah.johnson@techcorp.com", company: "TechCorp Solutions" },
        { line: 3, name: "", email: "mike@innovate.io" },
        { line: 4, name: "Mike Chen", email: "sarah.johnson@techcorp.com" },
      ],
      updateExisting: false,
    }),
    response: answer("200 OK", {
      results: [
        { line: 2, outcome: "created", field: null, message: null },
        { line: 3, outcome: "rejected", field: "name", message: "Name is required" },
        { line: 4, outcome: "duplicate", field: "email", message: "Same email as line 2" },
      ],
    }),
  },
  {
    method: "POST",
    path: "/api/customers",
    summary: "Creates a customer.",
    parametersKind: "body",
    parameters: CUSTOMER_FIELDS,
    request: jsonRequest("POST /api/customers", NEW_CUSTOMER),
    response: answer("201 Created", SAMPLE_CUSTOMER),
  },
  {
    method: "GET",
    path: "/api/customers/:id",
    summary: "Returns one customer.",
    parametersKind: "none",
    parameters: [],
    request: `GET /api/customers/${SAMPLE_CUSTOMER.id}\n${AUTHORIZATION}`,
    response: answer("200 OK", SAMPLE_CUSTOMER),
  },
  {
    method: "PUT",
    path: "/api/customers/:id",
    summary:
      "Updates a customer. Send name and email; an optional field left out keeps its value, and null or an empty string clears it.",
    parametersKind: "body",
    parameters: CUSTOMER_FIELDS,
    request: jsonRequest(`PUT /api/customers/${SAMPLE_CUSTOMER.id}`, {
      name: "Sarah Johnson",
      email: "sarah.johnson@techcorp.com",
      status: "inactive",
    }),
    response: answer("200 OK", { ...SAMPLE_CUSTOMER, status: "inactive", updatedAt: "2026-11-22T10:01:37.000Z" }),
  },
  {
    method: "DELETE",
    path: "/api/customers/:id",
    summary: "Deletes a customer together with their deals, tasks and activities.",
    parametersKind: "none",
    parameters: [],
    request: `DELETE /api/customers/${SAMPLE_CUSTOMER.id}\n${AUTHORIZATION}`,
    response: answer("200 OK", { id: SAMPLE_CUSTOMER.id }),
  },
  {
    method: "GET",
    path: "/api/tasks",
    summary: "Lists tasks, soonest due first unless sorted otherwise.",
    parametersKind: "query",
    parameters: [
      ...PAGE_PARAMETERS,
      { name: "status", description: "`pending` or `completed`." },
      { name: "priority", description: "`high`, `medium` or `low`." },
      { name: "customerId", description: "Only the tasks of this customer." },
      {
        name: "sort",
        description: "`dueAt`, `priority` or `createdAt`; a leading `-` sorts descending, e.g. `-createdAt`.",
      },
    ],
    request: `GET /api/tasks?status=pending&priority=high&limit=1\n${AUTHORIZATION}`,
    response: listAnswer(SAMPLE_TASK, 3),
  },
  {
    method: "GET",
    path: "/api/tasks/export.csv",
    summary: "Downloads every task the filters match, in the list's order, as CSV.",
    parametersKind: "query",
    parameters: [
      { name: "status", description: "As for the list." },
      { name: "priority", description: "As for the list." },
      { name: "customerId", description: "As for the list." },
      { name: "sort", description: "As for the list." },
    ],
    request: `GET /api/tasks/export.csv?status=pending&priority=high\n${AUTHORIZATION}`,
    response: csvAnswer("tasks", [
      "Title,Description,Priority,Due,Completed,Customer,Created",
      `Follow up with Sarah Johnson,Send the renewal quote.,high,${SAMPLE_TASK.dueAt},,Sarah Johnson,${SAMPLE_TASK.createdAt}`,
    ]),
  },
  {
    method: "POST",
    path: "/api/tasks",
    summary: "Creates a task.",
    parametersKind: "body",
    parameters: [
      { name: "title", description: "Required, up to 200 characters." },
      { name: "description", description: "Optional, up to 5000 characters." },
      { name: "dueAt", description: "Optional date and time, ISO 8601 (e.g. `2026-11-25T17:00:00Z`)." },
      { name: "priority", description: "Optional: `high`, `medium` (the default) or `low`." },
      { name: "assigneeId", description: "Optional id of the user who does it." },
      { name: "customerId", description: "Optional id of the customer it is for." },
    ],
    request: jsonRequest("POST /api/tasks", {
      title: "Follow up with Sarah Johnson",
      description: "Send the renewal quote.",
      dueAt: "2026-11-25T17:00:00Z",
      priority: "high",
      customerId: SAMPLE_CUSTOMER.id,
    }),
    response: answer("201 Created", SAMPLE_TASK),
  },
  {
    method: "GET",
    path: "/api/activities",
    summary: "Lists calls, e-mails, meetings and notes, newest first.",
    parametersKind: "query",
    parameters: [
      ...PAGE_PARAMETERS,
      { name: "type", description: "`call`, `email`, `meeting` or `note`." },
      { name: "customerId", description: "Only the activities with this customer." },
    ],
    request: `GET /api/activities?type=call&customerId=${SAMPLE_CUSTOMER.id}&limit=1\n${AUTHORIZATION}`,
    response: listAnswer(SAMPLE_ACTIVITY, 2),
  },
  {
    method: "GET",
    path: "/api/activities/export.csv",
    summary: "Downloads every activity the filters match, newest first, as CSV.",
    parametersKind: "query",
    parameters: [
      { name: "type", description: "As for the list." },
      { name: "customerId", description: "As for the list." },
    ],
    request: `GET /api/activities/export.csv?type=call\n${AUTHORIZATION}`,
    response: csvAnswer("activities", [
      "Type,Title,Description,Date,Customer",
      `call,Discovery call with Sarah Johnson,Walked through the reporting needs of her team.,${SAMPLE_ACTIVITY.occurredAt},Sarah Johnson`,
    ]),
  },
  {
    method: "PUT",
    path: "/api/activities/:id",
    summary:
      "Updates an activity. Send type and title; an optional field left out keeps its value, null or an empty string clears the description, null unlinks the customer, and a date left out or null stays.",
    parametersKind: "body",
    parameters: [
      { name: "type", description: "Required: `call`, `email`, `meeting` or `note`." },
      { name: "title", description: "Required, up to 200 characters." },
      { name: "description", description: "Optional, up to 5000 characters." },
      { name: "occurredAt", description: "Optional date and time, ISO 8601 (e.g. `2026-11-21T15:30:00Z`)." },
      { name: "customerId", description: "Optional id of the customer it was with." },
    ],
    request: jsonRequest(`PUT /api/activities/${SAMPLE_ACTIVITY.id}`, {
      type: "meeting",
      title: "Discovery meeting with Sarah Johnson",
    }),
    response: answer("200 OK", { ...SAMPLE_ACTIVITY, type: "meeting", title: "Discovery meeting with Sarah Johnson" }),
  },
  {
    method: "DELETE",
    path: "/api/activities/:id",
    summary: "Deletes an activity.",
    parametersKind: "none",
    parameters: [],
    request: `DELETE /api/activities/${SAMPLE_ACTIVITY.id}\n${AUTHORIZATION}`,
    response: answer("200 OK", { id: SAMPLE_ACTIVITY.id }),
  },
  ...ACCOUNT_ENDPOINTS,
];

/** The error statuses every endpoint may answer with; each body is the reason as plain text. */
export const API_ERRORS: ReadonlyArray<{ status: number; meaning: string; example: string }> = [
  {
    status: 400,
    meaning: "The request is invalid: a missing or malformed field or parameter.",
    example: "Name is required",
  },
  { status: 401, meaning: "No valid API key was sent.", example: "Not signed in" },
  { status: 403, meaning: "The key may not do this.", example: "Admin access required" },
  { status: 404, meaning: "No such record (or no such endpoint).", example: "Customer not found" },
  { status: 409, meaning: "The change conflicts with the current data.", example: "" },
  {
    status: 429,
    meaning: "The rate limit is used up: wait before sending more.",
    example: "Too many attempts. Please try again later.",
  },
];
