// What a refused request is told, by the guards every domain calls (no imports: the web bundles this file).

export const OWNERS_ONLY = "Only workspace owners can do this";
export const NOT_WITH_API_KEY = "API keys cannot do this: sign in instead";
export const NO_WORKSPACE = "You are not a member of any workspace yet.";
export const WORKSPACE_TWO_FACTOR_REQUIRED =
  "This workspace requires two-factor authentication. Set it up in Settings → Security to see its data.";
export const WORKSPACE_SINGLE_SIGN_ON_REQUIRED =
  "This workspace requires single sign-on. Sign in with single sign-on to see its data.";
export const ADMIN_TWO_FACTOR_REQUIRED =
  "The site administrator must use two-factor authentication. Set it up in Settings → Security to use the admin pages.";
