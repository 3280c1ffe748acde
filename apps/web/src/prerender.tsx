// The build's prerendering entry (vite build --ssr): renders a public page to HTML with the app's own routes
// and shell, as a signed-out visitor sees it before the app has asked the server anything.

import { languageOfPath } from "@siteready/domain/i18n";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppFrame } from "./app/app.tsx";
import { routes } from "./app/router.tsx";
import { showLanguage } from "./i18n/i18n.ts";

export { languageOfPath } from "@siteready/domain/i18n";
export { prerenderedPaths } from "./i18n/prerendered-pages.ts";

/** The HTML of the page at `path`, waiting for its lazily loaded page so the page itself is in it. */
export async function renderPage(path: string): Promise<string> {
  // Pages render one after another, so the one i18n instance can be in each page's language in turn.
  await showLanguage(languageOfPath(path) ?? "en");
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Queries never run while prerendering: the page shows what it shows before any answer arrives.
  const queryClient = new QueryClient();
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppFrame paintedFromServer>
          {/* hydrate={false}: no inline data script (the CSP allows none); the routes have no loaders. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </QueryClientProvider>
    </StrictMode>,
    // React moves a large finished page out of its Suspense boundary and swaps it in with an inline script,
    // which our CSP blocks (the page would stay "Loading..." on a phone until the app started). Never split.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
