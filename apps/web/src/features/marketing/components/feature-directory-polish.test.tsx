import { defaultFeatureCatalogue, featureKeys, resolveFeaturesFor } from "@siteready/domain/features";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { FeatureDirectory } from "./feature-directory.tsx";

// Issue 49: the features' titles and descriptions are English data in the domain; they reach a reader by the
// feature's key, never by matching that English.
describe("the feature directory in Polish", () => {
  it("names and describes every feature in Polish, by its key", async () => {
    await showLanguage("pl");
    renderAt(
      <FeatureDirectory
        features={resolveFeaturesFor(defaultFeatureCatalogue, null)}
        isAdmin={false}
        canVote={false}
      />,
      "/features",
    );
    const diggs = screen.getByRole("heading", { level: 3, name: "Zakwaterowanie" }).closest("li");
    if (!diggs) throw new Error("the accommodation feature is listed");
    expect(within(diggs).getByText("Znajdź kwaterę blisko budowy, na której pracujesz.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Społeczność" })).toBeInTheDocument();

    const text = document.body.textContent ?? "";
    const english = featureKeys
      .filter((key) => key !== "admin")
      .map((key) => defaultFeatureCatalogue[key].description)
      .filter((description) => text.includes(description));
    expect(english).toEqual([]);
  });
});
