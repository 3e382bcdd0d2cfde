import { lexicographicSortSchema, printSchema } from "graphql";
import { builder } from "./core/builder.ts";
import "./auth/auth.graphql.ts";
import "./auth/api-keys.graphql.ts";
import "./webhooks/webhooks.graphql.ts";
import "./auth/recovery.graphql.ts";
import "./auth/single-sign-on.graphql.ts";
import "./content/content.graphql.ts";
import "./content/landing-lists.graphql.ts";
import "./custom-fields/custom-fields.graphql.ts";
import "./companies/companies.graphql.ts";
import "./companies/companies.import.graphql.ts";
import "./customers/customers.graphql.ts";
import "./customers/customer-companies.graphql.ts";
import "./customers/customer-primary-company.graphql.ts";
import "./deals/deals.graphql.ts";
import "./deals/lost-reasons.graphql.ts";
import "./tasks/tasks.graphql.ts";
import "./activities/activities.graphql.ts";
import "./dashboard/dashboard.graphql.ts";
import "./contact/contact.graphql.ts";
import "./workspaces/workspaces.graphql.ts";
import "./account/account.graphql.ts";
import "./account/sessions.graphql.ts";
import "./account/trusted-browsers.graphql.ts";
import "./account/passkeys.graphql.ts";
import "./account/security-events.graphql.ts";
import "./admin/admin.graphql.ts";
import "./search/search.graphql.ts";

export const schema = builder.toSchema();

export function printSortedSchema(): string {
  return printSchema(lexicographicSortSchema(schema)) + "\n";
}
