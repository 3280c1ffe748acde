// Runs before the app: applies the stored theme ('light' | 'dark' | 'system', default system).
(() => {
  let mode = "system";
  try {
    mode = localStorage.getItem("theme") || "system";
  } catch {}
  const dark = mode === "dark" || (mode !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
})();
