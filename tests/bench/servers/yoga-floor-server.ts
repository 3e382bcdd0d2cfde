/**
 * The GraphQL floor of `npm run bench`: bare GraphQL Yoga and `pg`, no authentication and no data
 * layer, answering the customer page with one prepared statement through a hand-written schema shaped
 * like ours (a Relay connection). It places PostGraphile and our GraphQL list against what Yoga itself
 * costs on this machine. Run as a child process with DATABASE_URL and PORT.
 */
import { createServer } from "node:http";
import { createSchema, createYoga } from "graphql-yoga";
import pg from "pg";
import { CUSTOMER_PAGE_QUERY } from "./customer-page.ts";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

type Row = { id: string; createdAt: Date };

const schema = createSchema({
  typeDefs: /* GraphQL */ `
    enum CustomerOrderField {
      createdAt
    }
    enum OrderDirection {
      asc
      desc
    }
    input CustomerOrder {
      field: CustomerOrderField!
      direction: OrderDirection!
    }
    type Customer {
      id: ID!
      name: String!
      email: String!
      phone: String
      company: String!
      status: String!
      notes: String
      valueCents: Int!
    }
    type CustomerEdge {
      cursor: String!
      node: Customer!
    }
    type PageInfo {
      hasNextPage: Boolean!
      endCursor: String
    }
    type CustomerConnection {
      edges: [CustomerEdge!]!
      pageInfo: PageInfo!
    }
    type Query {
      customers(first: Int!, orderBy: CustomerOrder): CustomerConnection!
    }
  `,
  resolvers: {
    Query: {
      customers: async (_parent: unknown, { first }: { first: number }) => {
        const { rows } = await pool.query<Row>({
          ...CUSTOMER_PAGE_QUERY,
          values: [CUSTOMER_PAGE_QUERY.values[0], first + 1],
        });
        const edges = rows
          .slice(0, first)
          .map((node) => ({ cursor: `${node.createdAt.toISOString()}|${node.id}`, node }));
        return { edges, pageInfo: { hasNextPage: rows.length > first, endCursor: edges.at(-1)?.cursor ?? null } };
      },
    },
  },
});

createServer(createYoga({ schema, logging: false, graphiql: false })).listen(Number(process.env.PORT), "127.0.0.1");

process.on("SIGTERM", () => void pool.end().then(() => process.exit(0)));
