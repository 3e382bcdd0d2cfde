import { optionalField } from "#core/text.rules.ts";
import { schemaRules } from "#web/ui/schemaRules.ts";

/** A role (job title) at a company: at most 200 characters, as the server checks it. */
export const ROLE_MAX_LENGTH = 200;

export const ROLE_RULES = schemaRules(optionalField("Role", ROLE_MAX_LENGTH));
