// First: zod's settings, before any chunk builds a schema.
import "./lib/zod-config.ts";
import { pathInLanguage } from "@siteready/domain/i18n";
import { type ReactNode, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { appRoutes } from "./app/route-table.tsx";
import { showLanguage } from "./i18n/i18n.ts";
import { startingLanguage } from "./i18n/language-choice.ts";
import { applyDeviceProfile } from "./lib/device-profile.ts";
import { startTelemetry } from "./lib/telemetry.ts";

/** Calls `onStarted` once the app's first render is on screen (a parent's effect runs after its children's). */
function Started({ onStarted, children }: { onStarted: () => void; children: ReactNode }) {
  useEffect(onStarted, [onStarted]);
  return children;
}

/**
 * Starts the app in #root; resolves once its first render is on screen. A prerendered page (app/prerendered-
 * pages.ts) is already there, and React takes it over rather than redrawing it. With a query (a coming-soon
 * request, a sign-in error to show) the page may differ from its HTML, so it is drawn afresh.
 */
export async function startApp(): Promise<void> {
  applyDeviceProfile();
  startTelemetry();
  // The words first: a prerendered page in Polish is taken over in Polish, with nothing redrawn.
  await showLanguage(startingLanguage(location.pathname));

  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");

  const prerendered = container.firstElementChild !== null && location.search === "";
  if (!prerendered) {
    return new Promise((resolve) =>
      createRoot(container).render(
        <StrictMode>
          <Started onStarted={resolve}>
            <App />
          </Started>
        </StrictMode>,
      ),
    );
  }

  // The page's own chunk is loaded first, so React takes the whole page over in one pass. Hydrating while it
  // was still on its way left the page's part waiting, and an update arriving meanwhile (the session answer)
  // made React swap the painted page for its loading screen. A chunk that fails to arrive fails the same way
  // when the page renders, where the route shows its error.
  const bare = pathInLanguage(location.pathname, "en");
  const pageLoaded = appRoutes.find((route) => route.path === bare)?.page.preload();
  return Promise.resolve(pageLoaded)
    .catch(() => undefined)
    .then(
      // What the visitor typed into the painted page's fields before this stays typed: React hears it as a
      // change when it takes the fields over (prerendered-pages.spec.ts signs in that way).
      () =>
        new Promise((resolve) =>
          hydrateRoot(
            container,
            <StrictMode>
              <Started onStarted={resolve}>
                <App paintedFromServer />
              </Started>
            </StrictMode>,
          ),
        ),
    );
}
