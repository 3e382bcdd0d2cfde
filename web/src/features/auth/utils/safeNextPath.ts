export { DEFAULT_AFTER_SIGN_IN, safeNextPath } from "#schema/auth/next-path.rules.ts";
