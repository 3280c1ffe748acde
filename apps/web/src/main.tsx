// The app's entry for every page the server answers with the app shell (index.html): starts the app at once.
// Prerendered pages load prerendered-entry.ts instead.
import { registerServiceWorkerAfterLoad } from "./lib/service-worker.ts";
import { startApp } from "./start-app.tsx";
import "./styles.css";

void startApp();
registerServiceWorkerAfterLoad();
