import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
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
  hydrateRoot(
    container,
    <StrictMode>
      <App paintedFromServer />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

registerServiceWorkerAfterLoad();
