import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { wordMessage } from "../i18n/message-ref.ts";
import {
  COMING_SOON_PROGRESS,
  comingSoonContent,
  comingSoonHref,
  feedbackHrefFor,
  isComingSoonRequested,
  type SearchParamsReader,
} from "./coming-soon.ts";
import { defaultFeatureCatalogue, type FeatureCatalogueEntry, type FeatureState } from "./features.ts";

function withState(state: FeatureState, base: FeatureCatalogueEntry = defaultFeatureCatalogue.cvOptimizer) {
  return { ...base, state, enabled: state === "enabled" };
}

function params(query: string): SearchParamsReader {
  const values = new Map<string, string>();
  for (const pair of query.replace(/^\?/, "").split("&")) {
    if (!pair) continue;
    const [name = "", value = ""] = pair.split("=");
    if (!values.has(name)) values.set(name, value);
  }
  return { get: (name) => values.get(name) ?? null };
}

const footer = [
  { label: "Contact", labelKey: "shell.nav.contact", to: "/contact" },
  { label: "Features", labelKey: "shell.nav.features", to: "/features" },
];

describe("isComingSoonRequested", () => {
  it.each([
    ["?comingSoon=true", true],
    ["comingSoon=true&x=1", true],
    ["?x=1&comingSoon=true", true],
    ["", false],
    ["?comingSoon=false", false],
    ["?comingSoon=TRUE", false],
    ["?comingSoon=1", false],
    ["?comingSoon=", false],
    ["?comingsoon=true", false],
  ])("%s → %s", (query, expected) => {
    expect(isComingSoonRequested(params(query))).toBe(expected);
  });
});

describe("links", () => {
  it("adds comingSoon=true to a path, after any query already there", () => {
    expect(comingSoonHref("/cv-optimizer")).toBe("/cv-optimizer?comingSoon=true");
    expect(comingSoonHref("/jobs?page=2")).toBe("/jobs?page=2&comingSoon=true");
  });

  it("carries the feature key to feedback", () => {
    expect(feedbackHrefFor("cvOptimizer")).toBe("/feedback?feature=cvOptimizer");
    expect(feedbackHrefFor("diggs")).toBe("/feedback?feature=diggs");
  });
});

describe("comingSoonContent", () => {
  it("shows Feature Not Found for an unknown feature", () => {
    expect(comingSoonContent(undefined)).toEqual({
      kind: "notFound",
      title: "Feature Not Found",
      message: "The requested feature could not be found.",
      words: {
        title: { key: "shell.comingSoon.notFound" },
        message: { key: "shell.comingSoon.notFoundText" },
      },
      buttons: [
        {
          label: "Go to Dashboard",
          labelKey: "shell.comingSoon.goToDashboard",
          to: "/dashboard",
          variant: "primary",
        },
      ],
      footerLinks: footer,
    });
  });

  it("shows the premium page with pricing and dashboard buttons", () => {
    const content = comingSoonContent(withState("premium"));
    expect(content).toMatchObject({
      kind: "premium",
      title: "Premium Feature",
      featureTitle: "AI CV Optimizer",
    });
    expect(content.buttons).toEqual([
      { label: "View Pricing Plans", labelKey: "shell.ui.premium.plans", to: "/pricing", variant: "primary" },
      {
        label: "Back to Dashboard",
        labelKey: "shell.comingSoon.backToDashboard",
        to: "/dashboard",
        variant: "secondary",
      },
    ]);
    expect(content.progress).toBeUndefined();
    expect(content.footerLinks).toEqual(footer);
  });

  it("shows Support Our Mission for donate-to-unlock, with a vote that names the feature", () => {
    const content = comingSoonContent(defaultFeatureCatalogue.cvOptimizer);
    expect(content).toMatchObject({ kind: "donateToUnlock", title: "Support Our Mission" });
    expect(content.message).toBe(defaultFeatureCatalogue.cvOptimizer.donateMessage);
    expect(content.buttons).toEqual([
      {
        label: "Support Development",
        labelKey: "shell.comingSoon.supportDevelopment",
        to: "/pricing",
        variant: "primary",
      },
      {
        label: "Vote for This Feature",
        labelKey: "shell.comingSoon.vote",
        to: "/feedback?feature=cvOptimizer",
        variant: "secondary",
      },
      {
        label: "Back to Dashboard",
        labelKey: "shell.comingSoon.backToDashboard",
        to: "/dashboard",
        variant: "secondary",
      },
    ]);
    expect(content.progress).toBeUndefined();
    expect(content.footerLinks).toEqual(footer);
  });

  it("shows Coming Soon! with 35 % progress", () => {
    const content = comingSoonContent(withState("comingSoon", defaultFeatureCatalogue.groups));
    expect(content).toMatchObject({ kind: "comingSoon", title: "Coming Soon!", progress: 35 });
    expect(COMING_SOON_PROGRESS).toBe(35);
    expect(content.message).toContain("Groups");
    expect(content.buttons).toEqual([
      {
        label: "Request Updates",
        labelKey: "shell.comingSoon.requestUpdates",
        to: "/feedback?feature=groups",
        variant: "primary",
      },
      {
        label: "See All Features",
        labelKey: "shell.comingSoon.seeAllFeatures",
        to: "/features",
        variant: "secondary",
      },
      {
        label: "Back to Dashboard",
        labelKey: "shell.comingSoon.backToDashboard",
        to: "/dashboard",
        variant: "secondary",
      },
    ]);
    expect(content.footerLinks).toEqual(footer);
  });

  it.each(["disabled", "locked", "enabled"] as const)("shows Feature Unavailable for %s", (state) => {
    const content = comingSoonContent(withState(state));
    expect(content).toMatchObject({ kind: "unavailable", title: "Feature Unavailable" });
    expect(content.message).toContain("AI CV Optimizer");
    expect(content.buttons).toEqual([
      {
        label: "Back to Dashboard",
        labelKey: "shell.comingSoon.backToDashboard",
        to: "/dashboard",
        variant: "primary",
      },
    ]);
    expect(content.progress).toBeUndefined();
    expect(content.footerLinks).toEqual(footer);
  });

  it("shows the premium page when an enabled feature is above the user's tier", () => {
    const proOnly = { ...defaultFeatureCatalogue.jobs, tier: "pro" as const };
    expect(comingSoonContent(proOnly, { reason: "tier_required" }).kind).toBe("premium");
    expect(comingSoonContent(proOnly, { reason: "not_enabled" }).kind).toBe("unavailable");
    expect(comingSoonContent(proOnly).kind).toBe("unavailable");
  });

  it("asks a signed-out visitor to log in for an open feature, rather than calling it unavailable", () => {
    const content = comingSoonContent(defaultFeatureCatalogue.jobs, { reason: "sign_in_required" });
    expect(content).toMatchObject({ kind: "signIn", title: "Log in to continue" });
    expect(content.message).toContain("Jobs");
    expect(content.buttons.map((button) => button.to)).toEqual(["/login", "/register"]);
  });

  it("keeps a locked feature's own page for a signed-out visitor", () => {
    expect(comingSoonContent(defaultFeatureCatalogue.renewals, { reason: "sign_in_required" }).kind).toBe(
      "donateToUnlock",
    );
  });

  it("keeps the state's page for other denial reasons", () => {
    expect(comingSoonContent(defaultFeatureCatalogue.renewals, { reason: "not_enabled" }).kind).toBe(
      "donateToUnlock",
    );
  });

  it("returns fresh arrays, so a caller cannot change the next page", () => {
    const first = comingSoonContent(defaultFeatureCatalogue.cvOptimizer);
    first.footerLinks.push({ label: "x", labelKey: "shell.nav.contact", to: "/x" });
    first.buttons.pop();
    const second = comingSoonContent(defaultFeatureCatalogue.cvOptimizer);
    expect(second.footerLinks).toEqual(footer);
    expect(second.buttons).toHaveLength(3);
  });
});

// Issue 49: the page's sentences hold the feature's title; matched as English, a title the catalogue did not
// have word for word stayed English inside the translated sentence.
describe("comingSoonContent's words", () => {
  it("word the page in Polish with the feature's Polish title inside", () => {
    const content = comingSoonContent(withState("locked", defaultFeatureCatalogue.renewals));
    const inPolish = (ref: Parameters<typeof wordMessage>[0]) => wordMessage(ref, catalogues.pl, "pl");
    expect(inPolish(content.words.message)).toBe("Funkcja „Odnawianie kart” jest obecnie niedostępna.");
    expect(content.words.featureTitle && inPolish(content.words.featureTitle)).toBe("Odnawianie kart");
    expect(content.buttons.map((button) => catalogues.pl[button.labelKey])).toEqual([
      catalogues.pl["shell.comingSoon.backToDashboard"],
    ]);
  });
});
