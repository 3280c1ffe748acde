// First: zod's settings, before any chunk builds a schema.
import "./lib/zod-config.ts";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { appRoutes } from "./app/route-table.tsx";
import { applyDeviceProfile } from "./lib/device-profile.ts";
import { registerServiceWorkerAfterLoad } from "./lib/service-worker.ts";
import { startTelemetry } from "./lib/telemetry.ts";
import "./styles.css";

applyDeviceProfile();
startTelemetry();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

// A prerendered page (app/prerendered-pages.ts) is already on screen: React takes it over rather than redrawing
// it. With a query (a coming-soon request, a sign-in error to show) the page may differ, so it is drawn afresh.
const prerendered = container.firstElementChild !== null && location.search === "";
if (prerendered) {
  // The page's own chunk is loaded first, so React takes the whole page over in one pass. Hydrating while it
  // was still on its way left the page's part waiting, and an update arriving meanwhile (the session answer)
  // made React swap the painted page for its loading screen. A chunk that fails to arrive fails the same way
  // when the page renders, where the route shows its error.
  const pageLoaded = appRoutes.find((route) => route.path === location.pathname)?.page.preload();
  void Promise.resolve(pageLoaded)
    .catch(() => undefined)
    .then(() =>
      hydrateRoot(
        container,
        <StrictMode>
          <App paintedFromServer />
        </StrictMode>,
      ),
    );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

registerServiceWorkerAfterLoad();
