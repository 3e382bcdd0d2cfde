// Applies the saved theme before first paint; kept external so a strict CSP needs no inline script.
try {
  if (localStorage.getItem("theme") === "dark") {
    document.documentElement.classList.add("dark");
  }
} catch {
  // Storage can be unavailable (privacy mode); the light default applies.
}
