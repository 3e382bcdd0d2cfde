// What a refused request is told, by the guards every domain calls (no imports: the web bundles this file).

export const OWNERS_ONLY = "Only workspace owners can do this";
export const NOT_WITH_API_KEY = "API keys cannot do this: sign in instead";
export const NO_WORKSPACE = "You are not a member of any workspace yet.";
