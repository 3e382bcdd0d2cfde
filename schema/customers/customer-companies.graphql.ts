import { builder } from "#core/builder.ts";
import { limitedList } from "#core/lists/list-size.ts";
import { DeletePayload } from "#core/payloads.graphql.ts";
import { DateTimeScalar } from "#core/scalars.ts";
import {
  linkCustomerToCompany,
  listCompanyLinksOfCustomer,
  listPeopleOfCompany,
  unlinkCustomerFromCompany,
} from "./customer-companies.service.ts";

export const CustomerCompanyLink = builder.prismaObject("CustomerCompany", {
  name: "CustomerCompanyLink",
  description: "A person working at a company, with their role there; at most one of a person's links is primary.",
  fields: (t) => ({
    id: t.exposeID("id"),
    role: t.exposeString("role", { description: "Their job title there." }),
    isPrimary: t.exposeBoolean("isPrimary", {
      description: "Their primary company: its name is the person's `company`.",
    }),
    createdAt: t.expose("createdAt", { type: DateTimeScalar }),
    customer: t.relation("customer"),
    company: t.relation("company"),
  }),
});

builder.prismaObjectFields("Customer", (t) => ({
  companies: t.prismaField({
    type: ["CustomerCompany"],
    description: "The companies the person works for: the primary first, then by name.",
    ...limitedList(t.arg),
    resolve: (query, customer, { first }, ctx) => listCompanyLinksOfCustomer(ctx, customer.id, first, query),
  }),
}));

builder.prismaObjectFields("Company", (t) => ({
  customers: t.prismaField({
    type: ["CustomerCompany"],
    description:
      "The company's people with their roles: those whose primary company it is first, then the latest linked first.",
    ...limitedList(t.arg),
    resolve: (query, company, { first }, ctx) => listPeopleOfCompany(ctx, company.id, first, query),
  }),
}));

builder.mutationFields((t) => ({
  linkCustomerToCompany: t.prismaField({
    type: "CustomerCompany",
    description:
      "Links a person to a company with a role, or changes the link. `primary: true` makes it their primary company (the previous one stays linked); a person's first link is primary unless `primary: false`.",
    args: {
      customerId: t.arg.id({ required: true }),
      companyId: t.arg.id({ required: true }),
      role: t.arg.string(),
      primary: t.arg.boolean(),
    },
    resolve: (query, _root, { customerId, ...input }, ctx) => linkCustomerToCompany(ctx, customerId, input, query),
  }),
  unlinkCustomerFromCompany: t.field({
    type: DeletePayload,
    description: "Ends a person's link to a company (the id answered is the company's).",
    args: { customerId: t.arg.id({ required: true }), companyId: t.arg.id({ required: true }) },
    resolve: (_root, { customerId, companyId }, ctx) => unlinkCustomerFromCompany(ctx, customerId, companyId),
  }),
}));
