// Runs before the app: applies the stored theme ('light' | 'dark' | 'system', default system), and follows the
// device's theme as it changes while a page is read before the app has started (prerendered pages on a phone).
(() => {
  const storedMode = () => {
    try {
      return localStorage.getItem("theme") || "system";
    } catch {
      return "system";
    }
  };
  const media = matchMedia("(prefers-color-scheme: dark)");
  const apply = () => {
    const mode = storedMode();
    const dark = mode === "dark" || (mode !== "light" && media.matches);
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  };
  apply();
  media.addEventListener("change", apply);
})();
