import { loadArea } from "@siteready/domain/i18n";
import { describe, expect, it } from "vitest";

let copies = 0;

/**
 * The words by area (issue 49). The test setup loads every area for the component tests, so each case here takes
 * a copy of the app's i18n of its own (a query makes it another module), as a visitor's first page load has.
 */
async function freshI18n(): Promise<typeof import("./i18n.ts")> {
  copies += 1;
  return import(/* @vite-ignore */ `./i18n.ts?copy=${copies}`);
}

describe("the app's words, loaded by area", () => {
  it("start with the frame's areas only: a page's words come with the page", async () => {
    const { showLanguage, catalogueOf } = await freshI18n();
    await showLanguage("en");
    expect(catalogueOf("en")["shell.skipToContent"]).toBe("Skip to content");
    expect(catalogueOf("en")["jobs.page.title"]).toBeUndefined();
  });

  it("a page's areas come in the language shown", async () => {
    const { showLanguage, loadAreas, catalogueOf } = await freshI18n();
    await showLanguage("pl");
    await loadAreas(["jobs"]);
    expect(catalogueOf("pl")["jobs.page.title"]).toBe((await loadArea("jobs", "pl"))["jobs.page.title"]);
  });

  it("switches language only once every area in use has come in it, so no page shows a key or English", async () => {
    const { showLanguage, shownLanguage, loadAreas, catalogueOf } = await freshI18n();
    await showLanguage("en");
    await loadAreas(["jobs"]);
    const switching = showLanguage("pl");
    expect(shownLanguage()).toBe("en");
    await switching;
    expect(shownLanguage()).toBe("pl");
    expect(catalogueOf("pl")["jobs.page.title"]).toBe("Praca");
    expect(catalogueOf("pl")["shell.skipToContent"]).not.toBe("Skip to content");
  });

  it("brings the area of a key met at run time (a server answer's) and says so to the words' readers", async () => {
    const { showLanguage, loadAreaOf, onLanguageShown, shownCatalogue } = await freshI18n();
    await showLanguage("pl");
    expect(shownCatalogue()["places.import.failedMany"]).toBeUndefined();
    const arrived = new Promise<void>((resolve) => onLanguageShown(resolve));
    expect(loadAreaOf("places.import.failedMany")).toBe(true);
    await arrived;
    expect(shownCatalogue()["places.import.failedMany"]).toBe(
      (await loadArea("places", "pl"))["places.import.failedMany"],
    );
    expect(loadAreaOf("places.import.failedMany")).toBe(false);
    expect(loadAreaOf("nowhere.at.all" as never)).toBe(false);
  });
});
