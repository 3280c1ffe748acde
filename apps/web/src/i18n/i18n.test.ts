import { translateMessage } from "@siteready/domain";
import { catalogues } from "@siteready/domain/catalogues";
import { afterAll, describe, expect, it, vi } from "vitest";

/**
 * The store and the route table on a module graph of their own: the test setup loads every area into the
 * shared one, so that components rendered without their routes have their words.
 */
async function freshStore() {
  vi.resetModules();
  const i18n = await import("./i18n.ts");
  const { appRoutes } = await import("../app/route-table.tsx");
  const route = (path: string) => {
    const found = appRoutes.find((candidate) => candidate.path === path);
    if (!found) throw new Error(`no route ${path}`);
    return found;
  };
  return { ...i18n, route };
}

describe("catalogue areas load with the routes that use them", () => {
  // The next test file (they share a worker) starts from a graph of its own, not from the last store here.
  afterAll(() => {
    vi.resetModules();
  });

  it("has a page's areas in, in English and in the language shown, before the page can render", async () => {
    const store = await freshStore();
    await store.showLanguage("pl");
    const weather = store.route("/weather");
    expect(weather.page.areas).toEqual(["places"]);
    expect(() => store.messageIn("pl", "places.weather.routeTitle")).toThrow(
      /add its area to the page's route/,
    );

    await weather.page.preload();
    // RoutePage renders `loaded` at once; it is set only once the words are in.
    expect(weather.page.loaded).toBeDefined();
    expect(store.messageIn("pl", "places.weather.routeTitle")).toBe(
      catalogues.pl["places.weather.routeTitle"],
    );
    expect(store.catalogueOf("en")["places.weather.routeTitle"]).toBe(
      catalogues.en["places.weather.routeTitle"],
    );
  });

  it("shows another language only once every area asked for so far is in it", async () => {
    const store = await freshStore();
    await store.loadAreas(["places"]);
    const seen: string[] = [];
    store.onLanguageShown(() => {
      if (store.shownLanguage() === "ro") seen.push(store.messageIn("ro", "places.weather.routeTitle"));
    });
    await store.showLanguage("ro");
    expect(seen[0]).toBe(catalogues.ro["places.weather.routeTitle"]);
    expect(document.documentElement.lang).toBe("ro");
  });

  it("loads a page asked for while another language is on its way in that language too", async () => {
    const store = await freshStore();
    const languageShown = store.showLanguage("lt");
    const pageWords = store.loadAreas(["inductions"]);
    await Promise.all([languageShown, pageWords]);
    expect(store.messageIn("lt", "inductions.title")).toBe(catalogues.lt["inductions.title"]);
  });

  it("keeps the language chosen last when an earlier choice arrives after it", async () => {
    const store = await freshStore();
    await store.loadAreas(["marketing"]);
    await Promise.all([store.showLanguage("bg"), store.showLanguage("pl")]);
    expect(store.shownLanguage()).toBe("pl");
  });

  it("throws on a message whose area no route loaded, saying what to do", async () => {
    const store = await freshStore();
    expect(() => store.messageIn("en", "admin.title")).toThrow(
      '"admin.title" is in a catalogue area not loaded in "en": add its area to the page\'s route',
    );
    expect(store.messageIn("en", "field.cardType")).toBe("Card type");
  });

  it("translates English met as text by the frame's areas from the start, as the whole catalogue does", async () => {
    const store = await freshStore();
    await store.showLanguage("pl");
    for (const english of ["Card type is required", "Please enter a valid email address", "Log in"]) {
      expect(store.translateEnglish(english, "pl")).toBe(translateMessage(english, catalogues.pl, "pl"));
      expect(store.translateEnglish(english, "pl")).not.toBe(english);
    }
  });
});
