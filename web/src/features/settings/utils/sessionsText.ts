/** How many sessions "Sign out all other sessions" ended, as its toast says. */
export function otherSessionsEndedText(ended: number): string {
  if (ended === 0) return "No other session was signed in.";
  return ended === 1 ? "Signed out 1 other session." : `Signed out ${ended} other sessions.`;
}
