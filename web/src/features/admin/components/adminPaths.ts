/** The site admin's own sign-in security (second factor, sessions, log), open before the second factor is set up. */
export const ADMIN_SECURITY_PATH = "/admin/security";
