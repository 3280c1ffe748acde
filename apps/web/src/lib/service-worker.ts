/** Registers /sw.js once the page has loaded, so it never competes with first paint. The outcome is only logged. */
export function registerServiceWorkerAfterLoad() {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  window.addEventListener("load", () => {
    import("workbox-window")
      .then(({ Workbox }) => new Workbox("/sw.js").register())
      .then((registration) => console.info("Service worker registered", registration?.scope))
      .catch((error: unknown) => console.warn("Service worker registration failed", error));
  });
}
