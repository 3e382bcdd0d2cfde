import { builder } from "../builder.ts";

/** A person's role on the site (not in a workspace): the administrator sees every workspace's account. */
export const SiteRole = builder.enumType("Role", { values: ["user", "admin"] as const });
