/** Avatar initials for a person's or company's name, at most 2 characters: "Sarah Johnson" -> "SJ". */
export function nameInitials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const letters = words.map((word) => Array.from(word)[0] ?? "").join("");
  return Array.from(letters).slice(0, 2).join("").toUpperCase() || "?";
}
