import { describe, expect, it } from "vitest";
import { cardSchemes } from "./card-schemes.ts";
import { cardApplicationLink, citbTestBooking } from "./official-links.ts";

/** The bodies' own domains: a link anywhere else (a paid booking service, a typo) fails. */
const officialHosts = [
  "www.citb.co.uk",
  "www.cscs.uk.com",
  "www.nocnjobcards.org",
  "cisrs.org.uk",
  "www.npors.com",
  "www.ecscard.org.uk",
  "demolition-nfdc.com",
  "www.eusr.co.uk",
  "www.ipaf.org",
  "www.pasma.co.uk",
];

describe("official links", () => {
  it("books the CITB test on CITB's own HS&E test page, over https", () => {
    const url = new URL(citbTestBooking.url);
    expect(url.protocol).toBe("https:");
    expect(url.host).toBe("www.citb.co.uk");
    expect(url.pathname).toContain("health-safety-and-environment-hse-test");
  });

  it("sends each card to its own scheme's site", () => {
    expect(cardApplicationLink("cscs-skilled-worker")).toEqual({
      site: "CSCS",
      url: "https://www.cscs.uk.com/applying-for-cards/renew-or-replace-a-cscs-card",
    });
    expect(cardApplicationLink("cpcs-competent-operator")?.site).toBe("NOCN Job Cards");
    expect(cardApplicationLink("npors-traditional-operator")?.site).toBe("NPORS");
    expect(cardApplicationLink("ecs-installation-electrician")?.url).toBe("https://www.ecscard.org.uk/Renew");
    expect(cardApplicationLink("citb-hse-test")).toBe(citbTestBooking);
  });

  it("has no page for a scheme renewed only through a training provider, nor for an unknown card", () => {
    expect(cardApplicationLink("first-aid-at-work")).toBeNull();
    expect(cardApplicationLink("nrswa-operative")).toBeNull();
    expect(cardApplicationLink("not-a-card")).toBeNull();
  });

  it("links only to https pages on the bodies' own domains", () => {
    for (const cardType of cardSchemes) {
      const link = cardApplicationLink(cardType.id);
      if (!link) continue;
      const url = new URL(link.url);
      expect(url.protocol, cardType.id).toBe("https:");
      expect(officialHosts, cardType.id).toContain(url.host);
      expect(url.search, cardType.id).toBe("");
    }
  });
});
