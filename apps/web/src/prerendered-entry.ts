// The entry of the prerendered pages (i18n/prerendered-pages.ts), put in place of main.tsx by
// scripts/prerender.mjs. Their HTML reads in full and their links are real links, so on a phone nothing needs to
// run while the visitor reads: the app loads and takes the page over when they first reach for a control, and a
// visitor who only reads or follows a link never pays for it (decision 0007, "Landing page and initial
// JavaScript"). Where the painted page is not the one this visitor should see, the app starts at once: wider than
// a phone (the HTML has the phone layout; wider screens get the sidebar), with a query (a sign-in error), or
// for a signed-in worker (the HTML is what a stranger sees: "Sign up free" where their own menu belongs).

import { MOBILE_BREAKPOINT } from "@siteready/domain/features";
import { isLanguage, languageOfPath, pathInLanguage } from "@siteready/domain/language-choice";
import { keepChosenLanguage, startingLanguage } from "./i18n/language-choice.ts";
import { isTranslatedPublicPath } from "./i18n/prerendered-pages.ts";
import { registerServiceWorkerAfterLoad } from "./lib/service-worker.ts";
import { readStoredUser } from "./lib/session/auth-storage.ts";
import { startOnIntent } from "./lib/start-on-intent.ts";

// A page in one language for a visitor who chose another, or whose browser asks for another: the same page in
// theirs (issue #38). A language link followed before the app has started is their choice from then on.
const wanted = startingLanguage(location.pathname);
if (
  isTranslatedPublicPath(pathInLanguage(location.pathname, "en")) &&
  wanted !== (languageOfPath(location.pathname) ?? "en")
) {
  location.replace(`${pathInLanguage(location.pathname, wanted)}${location.search}${location.hash}`);
}
addEventListener(
  "click",
  (event) => {
    const language = (event.target as Element | null)
      ?.closest?.("a[data-language]")
      ?.getAttribute("data-language");
    if (isLanguage(language)) keepChosenLanguage(language);
  },
  { capture: true },
);

const paintedPageFits =
  location.search === "" &&
  !matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`).matches &&
  readStoredUser() === null;
startOnIntent(() => import("./start-app.tsx").then((app) => app.startApp()), { now: !paintedPageFits });
registerServiceWorkerAfterLoad();
