/** Failed sign-ins, and sign-ups, per address or account per 15 minutes in the cluster under test. */
export const AUTH_LIMIT = 3;
/** Requests per API key per hour in the cluster under test: enough for a load client's key. */
export const API_LIMIT = 2000;
