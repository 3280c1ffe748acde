import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { applyDeviceProfile } from "./lib/device-profile.ts";
import { registerServiceWorkerAfterLoad } from "./lib/service-worker.ts";
import { startTelemetry } from "./lib/telemetry.ts";
import "./styles.css";

applyDeviceProfile();
startTelemetry();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorkerAfterLoad();
