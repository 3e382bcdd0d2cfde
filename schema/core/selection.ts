/**
 * What GraphQL selected of a list's rows: Pothos hands a `prismaField` resolver its `query` (an
 * include or select), which the service spreads into its Prisma call so relations come in the same
 * statement instead of one more query each.
 */
export type Selection<Args> = Pick<Args, Extract<keyof Args, "include" | "select">>;
