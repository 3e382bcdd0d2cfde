/** Two-letter avatar initials: from the username, else the email, else "U". */
export function initials(username: string | null | undefined, email: string | null | undefined): string {
  const source = username?.trim() || email?.trim() || "";
  return source ? Array.from(source).slice(0, 2).join("").toUpperCase() : "U";
}
