import { describe, expect, it } from "vitest";
import { capabilityKeys } from "../billing/capabilities.ts";
import { priceBases, priceBasisKeys, roomTypeKeys, roomTypes } from "../diggs/diggs.ts";
import { documentTypeKeys, documentTypes } from "../documents/document.ts";
import {
  defaultFeatureCatalogue,
  featureKeys,
  featureSidebarLinks,
  featureStateExplanationKeys,
  featureStateExplanations,
  featureStateKeys,
  featureStateLabels,
  featureStates,
  featureWordKeys,
} from "../features/features.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { languages } from "../i18n/languages.ts";
import { ppeItemKey, ppeItems } from "../inductions/induction.ts";
import {
  applicationStatuses,
  applicationStatusKeys,
  contactPreferenceKeys,
  contactPreferences,
  rateTypeKeys,
  rateTypes,
  tradeKeys,
  trades,
} from "../jobs/job.ts";
import { cisStatuses, cisStatusKeys, employmentTypeKeys, employmentTypes } from "../profile/tax-details.ts";
import { sharedDetailKeys, shareStateKeys, shareStateLabels } from "../sharing/sharing.ts";
import {
  cardCategories,
  cardCategoryKeys,
  cardSchemes,
  cardTypeWordKeys,
} from "../skills-cards/card-schemes.ts";
import { gateItemKindKeys, gateItemKinds } from "../wallet/gate-wallet.ts";
import { describeWeatherCode, weatherCodeKey } from "../weather/site-weather.ts";
import { catalogues } from "./index.ts";

/**
 * Issue 49: every piece of catalogue data a reader sees reaches them by a key derived from the data, never by
 * matching its English. The keys are listed from the data itself, so an entry added without its words fails here.
 */
const dataKeys: Record<string, MessageKey[]> = {
  "card types": cardSchemes.flatMap((cardType) => Object.values(cardTypeWordKeys(cardType))),
  "card categories": cardCategories.map((category) => cardCategoryKeys[category]),
  trades: trades.map((trade) => tradeKeys[trade]),
  "rate types": rateTypes.map((type) => rateTypeKeys[type]),
  "contact preferences": contactPreferences.map((preference) => contactPreferenceKeys[preference]),
  "application statuses": applicationStatuses.map((status) => applicationStatusKeys[status]),
  "room types": roomTypes.map((type) => roomTypeKeys[type]),
  "price bases": priceBases.map((basis) => priceBasisKeys[basis]),
  "document types": documentTypes.map((type) => documentTypeKeys[type]),
  "PPE items": ppeItems.map((item) => ppeItemKey(item.id)),
  "employment types": employmentTypes.map((type) => employmentTypeKeys[type]),
  "CIS statuses": cisStatuses.map((status) => cisStatusKeys[status]),
  features: featureKeys.flatMap((key) => Object.values(featureWordKeys(key))),
  "sidebar links": featureSidebarLinks.map((link) => link.labelKey),
  "feature states": featureStates.flatMap((state) => [
    featureStateKeys[state],
    featureStateExplanationKeys[state],
  ]),
  "gate item kinds": gateItemKinds.map((kind) => gateItemKindKeys[kind]),
  "share states": Object.values(shareStateKeys),
  "shared details": Object.values(sharedDetailKeys),
  "plan capabilities": Object.values(capabilityKeys).flatMap((words) => [words.name, words.detail]),
  // Every WMO code the forecast can carry (0–99), and none.
  "weather codes": [null, ...Array.from({ length: 100 }, (_, code) => code)].map(weatherCodeKey),
};

describe("catalogue data has its words in every language", () => {
  for (const [data, keys] of Object.entries(dataKeys)) {
    for (const language of languages) {
      it(`${data} in ${language}`, () => {
        const missing = keys.filter((key) => !catalogues[language][key]);
        expect(missing).toEqual([]);
      });
    }
  }
});

describe("the English words are the data's own", () => {
  it("a feature's English title and description are its catalogue entry's", () => {
    for (const key of featureKeys) {
      const words = featureWordKeys(key);
      expect(catalogues.en[words.title]).toBe(defaultFeatureCatalogue[key].title);
      expect(catalogues.en[words.description]).toBe(defaultFeatureCatalogue[key].description);
    }
  });
  it("a sidebar link's English is the spec's label", () => {
    for (const link of featureSidebarLinks) expect(catalogues.en[link.labelKey]).toBe(link.label);
  });
  it("a feature state's English is its label and explanation", () => {
    for (const state of featureStates) {
      expect(catalogues.en[featureStateKeys[state]]).toBe(featureStateLabels[state]);
      expect(catalogues.en[featureStateExplanationKeys[state]]).toBe(featureStateExplanations[state]);
    }
  });
  it("a weather code's English is its description", () => {
    for (const code of [null, ...Array.from({ length: 100 }, (_, code) => code)]) {
      expect(catalogues.en[weatherCodeKey(code)]).toBe(describeWeatherCode(code));
    }
  });
  it("a share state's English is its label", () => {
    for (const [state, label] of Object.entries(shareStateLabels)) {
      expect(catalogues.en[shareStateKeys[state as keyof typeof shareStateKeys]]).toBe(label);
    }
  });
  it("a PPE item's English is its label", () => {
    for (const item of ppeItems) expect(catalogues.en[ppeItemKey(item.id)]).toBe(item.label);
  });
  it("a trade's English is the trade", () => {
    for (const trade of trades) expect(catalogues.en[tradeKeys[trade]]).toBe(trade);
  });
  it("a card type's English name and description are the catalogue's", () => {
    for (const cardType of cardSchemes) {
      const keys = cardTypeWordKeys(cardType);
      expect(catalogues.en[keys.name]).toBe(cardType.name);
      expect(catalogues.en[keys.description]).toBe(cardType.description);
    }
  });
  it("a card category's English is the category", () => {
    for (const category of cardCategories) expect(catalogues.en[cardCategoryKeys[category]]).toBe(category);
  });
});

describe("a card type in Polish", () => {
  it("keeps the name printed on the card and says its colour and purpose in Polish", () => {
    const labourer = cardSchemes.find((cardType) => cardType.id === "cscs-labourer");
    if (!labourer) throw new Error("the CSCS Labourer card is in the catalogue");
    const keys = cardTypeWordKeys(labourer);
    expect(catalogues.pl[keys.name]).toBe("CSCS Labourer (zielona)");
    expect(catalogues.pl[keys.description]).toBe(
      "Do prac pomocniczych na budowie; wymaga szkolenia BHP na poziomie 1 (Level 1), a pierwsza karta jest ważna 2 lata.",
    );
    expect(catalogues.pl[cardCategoryKeys["Site card"]]).toBe("Karta na budowę");
  });
});

describe("the jobs trade Supervisor", () => {
  // Issue 49: matched as English text it took the induction's "Supervisor", the person who runs an induction.
  it("is the trade's word in every language, not the induction's", () => {
    expect(catalogues.pl[tradeKeys.Supervisor]).toBe("Brygadzista");
    for (const language of languages.filter((language) => language !== "en")) {
      expect(catalogues[language][tradeKeys.Supervisor]).not.toBe(
        catalogues[language]["inductions.supervisor"],
      );
    }
  });
});
