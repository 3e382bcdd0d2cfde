/** Operations whose UNAUTHENTICATED answer is the sign-in form's own "Invalid credentials". */
const SIGN_IN_OPERATIONS = new Set(["Login", "AdminLogin"]);

/**
 * Where to send someone whose session ended while they were using the app (expired, or logged out
 * in another tab): the admin sign-in for admin pages, the user sign-in otherwise. Null when the
 * error is not about the session, or the person is signing in right now.
 */
export function signInPathAfterExpiry(options: {
  pathname: string;
  operationName: string | undefined;
  errorCodes: readonly unknown[];
}): string | null {
  const { pathname, operationName, errorCodes } = options;
  if (!errorCodes.includes("UNAUTHENTICATED")) return null;
  if (operationName && SIGN_IN_OPERATIONS.has(operationName)) return null;
  const target = pathname.startsWith("/admin") ? "/admin/login" : "/login";
  return pathname === target ? null : target;
}
