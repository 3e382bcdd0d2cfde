import { builder } from "#core/builder.ts";
import { Company } from "#schema/companies/companies.graphql.ts";

// The customers table links each person's company to its page: the primary company comes with the
// customers' own query (a selection Pothos merges into it), not one query per row.
builder.prismaObjectFields("Customer", (t) => ({
  primaryCompany: t.field({
    type: Company,
    nullable: true,
    description: "The person's primary company (its name is `company`); null when they have none.",
    select: { companies: { where: { isPrimary: true }, take: 1, select: { company: true } } },
    resolve: (customer) => customer.companies[0]?.company ?? null,
  }),
}));
