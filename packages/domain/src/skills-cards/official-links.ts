import { type CardSchemeAcronym, findCardType } from "./card-schemes.ts";

/**
 * Where a worker books the CITB test and applies for a renewed card: the bodies' own pages, never a
 * third-party booking service (several charge a fee on top). Each address was read on the body's own site;
 * links open in a new tab and are never fetched by SiteReady. Check them when a body moves its pages.
 */
export interface OfficialLink {
  /** Who runs the page, as its link names it: 'CITB', 'CSCS', 'NOCN Job Cards'. */
  site: string;
  url: string;
}

/**
 * CITB's page for the Health, Safety and Environment test, run at Pearson VUE centres: it books the test online
 * (where the worker also picks a centre) and tells how to book by phone. The booking line's number is not shown
 * here: no page of CITB's own that states it could be found, and a wrong number sends workers to paid services.
 */
export const citbTestBooking: OfficialLink = {
  site: "CITB",
  url: "https://www.citb.co.uk/courses-tests/health-safety-and-environment-hse-test/about-the-health-safety-and-environment-hse-test",
};

/**
 * Each scheme's page for renewing or re-applying for its card. Schemes with no one page to apply on (first aid
 * certificates, IOSH, NRSWA and ALLMI, which renew through a training provider) have none: the step then says to
 * ask the provider who trained the worker.
 */
const schemeApplicationPages: Partial<Record<CardSchemeAcronym, OfficialLink>> = {
  // "Renew or replace a CSCS card": renewal through My CSCS.
  CSCS: { site: "CSCS", url: "https://www.cscs.uk.com/applying-for-cards/renew-or-replace-a-cscs-card" },
  // CPCS cards are issued by NOCN Job Cards; "CPCS Blue Competent Operator Card Renewal".
  CPCS: {
    site: "NOCN Job Cards",
    url: "https://www.nocnjobcards.org/CPCS/cpcs-blue-competent-operator-card/cpcs-blue-competent-operator-card-renewal/",
  },
  // CISRS's questions and answers: "How do I apply for a CISRS card?" (issued through NOCN Job Cards).
  CISRS: { site: "CISRS", url: "https://cisrs.org.uk/about/faqs.html" },
  // NPORS cards are renewed through an NPORS training provider; the scheme's site lists them.
  NPORS: { site: "NPORS", url: "https://www.npors.com/" },
  // "Renew Online": renewal through MyECS in the last three months.
  ECS: { site: "ECS", url: "https://www.ecscard.org.uk/Renew" },
  // The NFDC's page on the CCDO scheme (Certificate of Competence of Demolition Operatives).
  CCDO: { site: "NFDC", url: "https://demolition-nfdc.com/focus/standards/" },
  // EUSR's page on the National Water Hygiene ("Blue Card") scheme and its renewal registrations.
  EUSR: {
    site: "EUSR",
    url: "https://www.eusr.co.uk/schemes-programmes/our-industries/water/national-water-hygiene/",
  },
  // PAL cards are renewed by retraining at an IPAF-approved centre, found on IPAF's site.
  IPAF: { site: "IPAF", url: "https://www.ipaf.org/" },
  // PASMA certificates are renewed on a course at a PASMA centre, found on PASMA's site.
  PASMA: { site: "PASMA", url: "https://www.pasma.co.uk/" },
  // SSSTS and SMSTS are CITB Site Safety Plus courses, kept current by a refresher before they expire.
  SSSTS: { site: "CITB", url: "https://www.citb.co.uk/" },
  SMSTS: { site: "CITB", url: "https://www.citb.co.uk/" },
  // The HS&E test itself is "renewed" by passing it again.
  CITB: citbTestBooking,
};

/** The official page to apply for the renewed card of this type, or null when its scheme has none. */
export function cardApplicationLink(cardTypeId: string): OfficialLink | null {
  const scheme = findCardType(cardTypeId)?.scheme;
  return (scheme && schemeApplicationPages[scheme]) ?? null;
}
