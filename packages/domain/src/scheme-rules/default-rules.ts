import type { SchemeRule } from "./scheme-rule.ts";

/**
 * The schemes' renewal rules as SiteReady ships them (issue 53), each with the public page it was read from
 * and the day it was checked. Where a page leaves a figure open, the source's note says what SiteReady
 * assumes instead. An admin's edits are merged over these by the server; nothing else reads this list.
 */

const checkedOn = "2026-12-07";

const cscsRenewPage = {
  title: "CSCS: Renew or replace a CSCS card",
  url: "https://www.cscs.uk.com/applying-for-cards/renew-or-replace-a-cscs-card",
  checkedOn,
};

const cscsNewNotRenew = {
  title: "CSCS: Renew a card (Labourer, AQP and PQP cards are applied for new, not renewed)",
  url: "https://www.cscs.uk.com/applying-for-cards/renew-a-card/",
  checkedOn,
};

/** CSCS: renewed from 6 months before expiry to 12 months after, with a CITB HS&E test passed within 2 years. */
const cscsWindow = { monthsBefore: 6, monthsAfter: 12 };
const cscsWindowNote =
  "The current CSCS page gives 6 months before to a year after expiry (an older copy said 6 months after). " +
  "The CITB HS&E test must have been passed within the 2 years before the application.";
const hseWithinTwoYears = { kind: "test", test: "citb-hse-test", withinYears: 2 } as const;

function cscsRenewable(cardType: string, validityYears: number): SchemeRule {
  return {
    cardType,
    validityYears,
    renewable: true,
    window: cscsWindow,
    graceMonths: 0,
    noticeDays: 90,
    prerequisites: [hseWithinTwoYears],
    upgrade: null,
    source: { ...cscsRenewPage, note: cscsWindowNote },
  };
}

function cscsApplyNew(cardType: string, validityYears: number, note: string): SchemeRule {
  return {
    cardType,
    validityYears,
    renewable: false,
    window: cscsWindow,
    graceMonths: 0,
    noticeDays: 90,
    prerequisites: [hseWithinTwoYears],
    upgrade: null,
    source: { ...cscsNewNotRenew, note },
  };
}

const ecsRenewPage = {
  title: "ECS: Renew your ECS card",
  url: "https://ecscard.org.uk/already-have-an-ecs-card/renew-your-ecs-card",
  checkedOn,
};

function ecsCraftCard(cardType: string): SchemeRule {
  return {
    cardType,
    validityYears: 3,
    renewable: true,
    window: { monthsBefore: 3, monthsAfter: 12 },
    graceMonths: 0,
    noticeDays: 60,
    prerequisites: [{ kind: "test", test: "ecs-hse-assessment", withinYears: 2 }],
    upgrade: null,
    source: {
      ...ecsRenewPage,
      note:
        "ECS craft cards last 3 years and are renewed in their last 3 months, with the ECS H&S Assessment " +
        "passed within 2 years (or an accepted exemption). ECS also renews expired cards and names no end: " +
        "the 12 months after expiry are SiteReady's assumption.",
    },
  };
}

const cisrsFaq = {
  title: "CISRS: Card Application Info and FAQs",
  url: "https://cisrs.org.uk/cisrs-cards/card-application-faqs/",
  checkedOn,
};

const cisrsCpd = {
  title: "CISRS: CPD – An Introduction (Scaffolder and Advanced cards renewed with the 2 Day Refresher)",
  url: "https://cisrs.org.uk/continuing-professional-development/",
  checkedOn,
};

function cisrsScaffolder(cardType: string): SchemeRule {
  return {
    cardType,
    validityYears: 5,
    renewable: true,
    window: { monthsBefore: 6, monthsAfter: 0 },
    graceMonths: 0,
    noticeDays: 60,
    prerequisites: [{ kind: "course", course: "cisrs-refresher", beforeExpiry: true }],
    upgrade: null,
    source: {
      ...cisrsCpd,
      note:
        "Since 1 July 2017 Scaffolder and Advanced cards are renewed only with the 2 Day Scaffolder Refresher, " +
        "whose health and safety part stands in for the CITB HS&E test. CISRS renews within 6 months of expiry " +
        "(CISRS FAQ); it names no period after expiry, so SiteReady closes the window on the expiry date.",
    },
  };
}

const npors = {
  title: "Prime Qualification: Which NPORS card do I need? (Red, Blue and Traditional cards)",
  url: "https://www.primequalification.com/npors-cards-kent/",
  checkedOn,
};

function refresher(cardType: "smsts" | "sssts", course: "smsts-refresher" | "sssts-refresher"): SchemeRule {
  const smsts = cardType === "smsts";
  return {
    cardType,
    validityYears: 5,
    renewable: true,
    window: { monthsBefore: 12, monthsAfter: 0 },
    graceMonths: 0,
    noticeDays: 60,
    prerequisites: [{ kind: "course", course, beforeExpiry: true }],
    upgrade: null,
    source: smsts
      ? {
          title: "Target Zero Training: SMSTS Refresher Eligibility and Expiry Rules",
          url: "https://targetzerotraining.co.uk/blog/smsts-refresher-eligibility-and-expiry-rules",
          checkedOn,
          note:
            "The SMSTS certificate lasts 5 years; the 2-day refresher must be passed before it expires, or the " +
            "full 5-day course is taken again. CITB sets no earliest date: SiteReady opens the window 12 months " +
            "before expiry. No CITB page of its own was found in the stored pages.",
        }
      : {
          title:
            "Essential Site Skills: Why refreshers for SMSTS, SSSTS, first aid and more are non-negotiable",
          url: "https://essentialsiteskills.co.uk/blog/post/stay-qualified-why-refreshers-smsts-first-aid-more-are-non-negotiable",
          checkedOn,
          note:
            "SSSTS works as SMSTS: 5 years, and the 1-day refresher before the certificate expires, or the full " +
            "2-day course again. No CITB page of its own was found in the stored pages; the 12 months before " +
            "expiry are SiteReady's assumption.",
        },
  };
}

export const defaultSchemeRules: readonly SchemeRule[] = [
  // CSCS
  cscsApplyNew(
    "cscs-labourer",
    5,
    "Labourer cards cannot be renewed: on expiry the holder applies for a new card, with a CITB HS&E test " +
      "passed within 2 years and the Level 1 health and safety qualification.",
  ),
  cscsRenewable("cscs-skilled-worker", 5),
  cscsRenewable("cscs-advanced-craft", 5),
  cscsRenewable("cscs-supervisor", 5),
  cscsRenewable("cscs-manager", 5),
  cscsApplyNew(
    "cscs-professionally-qualified-person",
    5,
    "PQP cards are applied for new on expiry, with proof of current membership of the professional body.",
  ),
  cscsApplyNew(
    "cscs-academically-qualified-person",
    5,
    "AQP cards are applied for new on expiry, with a copy of the qualification certificate each time.",
  ),
  // CPCS
  {
    cardType: "cpcs-trained-operator",
    validityYears: 2,
    renewable: false,
    // The upgrade to Blue is accepted whenever the NVQ is done, up to 12 months after the Red card's expiry.
    window: { monthsBefore: 24, monthsAfter: 12 },
    graceMonths: 12,
    noticeDays: 90,
    prerequisites: [hseWithinTwoYears],
    upgrade: { to: "cpcs-competent-operator", nvqLevel: 2, startMonthsBeforeExpiry: 9 },
    source: {
      title: "HLS Training: Upgrade to a Blue CPCS Competent Operator Card",
      url: "https://www.hls.training/cpcs/upgrade-to-a-blue-cpcs-competent-operator-card/",
      checkedOn,
      note:
        "The Red Trained Operator card lasts 2 years and cannot be renewed: the only way to stay in CPCS is the " +
        "relevant NVQ (Level 2 in Plant Operations), which upgrades it to the Blue Competent Operator card. " +
        "The upgrade is accepted up to 12 months after the Red card's expiry (the grace). CPCS sets no date " +
        "to start the NVQ; it is gathered on site over months, so SiteReady asks for it to be started 9 months " +
        "before the Red card expires. No CPCS (NOCN Job Cards) page of its own was found in the stored pages.",
    },
  },
  {
    cardType: "cpcs-competent-operator",
    validityYears: 5,
    renewable: true,
    window: { monthsBefore: 3, monthsAfter: 0 },
    graceMonths: 0,
    noticeDays: 90,
    prerequisites: [hseWithinTwoYears],
    upgrade: null,
    source: {
      title:
        "CMT Training Services: CPCS and NPORS cards (the Blue card is renewed within 3 months of expiry)",
      url: "https://cmttrainingservices.com/components/",
      checkedOn,
      note:
        "The Blue Competent Operator card lasts 5 years and is renewed in its last 3 months, with a CITB HS&E " +
        "test passed within 2 years (HLS Training). CPCS's own renewal page (and its renewal test) was not found " +
        "in the stored pages; no period after expiry is given, so the window closes on the expiry date.",
    },
  },
  // NPORS
  {
    cardType: "npors-traditional-operator",
    validityYears: 3,
    renewable: true,
    window: { monthsBefore: 3, monthsAfter: 0 },
    graceMonths: 0,
    noticeDays: 60,
    prerequisites: [],
    upgrade: null,
    source: {
      title: "NPVS: How to renew your NPORS Operator Card",
      url: "https://www.npvsl.com/card-renewals",
      checkedOn,
      note:
        "A Traditional card is renewed on an employer's signed renewal form or after refresher training, with no " +
        "CITB test (cards run 3 or 5 years, by the company's choice). NPORS names no window in the stored pages: " +
        "the 3 months before expiry are SiteReady's assumption.",
    },
  },
  {
    cardType: "npors-trained-operator",
    validityYears: 2,
    renewable: false,
    window: { monthsBefore: 24, monthsAfter: 0 },
    graceMonths: 0,
    noticeDays: 90,
    prerequisites: [hseWithinTwoYears],
    upgrade: { to: "npors-competent-operator", nvqLevel: 2, startMonthsBeforeExpiry: 9 },
    source: {
      ...npors,
      note:
        "The NPORS CSCS Red Operator card lasts 2 years; the Blue card needs the Level 2 NVQ in Plant Operations, " +
        "completed while the Red card is still in date (so no grace after expiry). The 9 months to start the NVQ " +
        "are SiteReady's assumption, as for CPCS.",
    },
  },
  {
    cardType: "npors-competent-operator",
    validityYears: 5,
    renewable: true,
    window: { monthsBefore: 3, monthsAfter: 0 },
    graceMonths: 0,
    noticeDays: 90,
    prerequisites: [hseWithinTwoYears],
    upgrade: null,
    source: {
      ...npors,
      note:
        "The NPORS CSCS Blue Competent Operator card lasts 5 years, with a CITB HS&E test passed within the last " +
        "2 years. No NPORS renewal window was found: the 3 months before expiry follow CPCS's Blue card.",
    },
  },
  // ECS
  ecsCraftCard("ecs-installation-electrician"),
  ecsCraftCard("ecs-maintenance-electrician"),
  ecsCraftCard("ecs-approved-electrician"),
  {
    cardType: "ecs-experienced-worker",
    validityYears: 1.5,
    renewable: false,
    window: { monthsBefore: 3, monthsAfter: 0 },
    graceMonths: 0,
    noticeDays: 60,
    prerequisites: [],
    upgrade: null,
    source: {
      title: "ECS: FAQs (How long is a card valid for?)",
      url: "https://www.ecscard.org.uk/faqs.aspx",
      checkedOn,
      note: "Experienced Worker cards last 18 months and cannot be renewed; the holder moves to a craft card.",
    },
  },
  // CISRS
  {
    cardType: "cisrs-scaffolding-labourer",
    validityYears: 5,
    renewable: true,
    window: { monthsBefore: 6, monthsAfter: 0 },
    graceMonths: 0,
    noticeDays: 60,
    prerequisites: [
      { kind: "course", course: "cisrs-cots", withinYears: 2, beforeExpiry: false },
      hseWithinTwoYears,
    ],
    upgrade: null,
    source: {
      title: "Construction College: CISRS card checker (Scaffolding Labourer renewal)",
      url: "https://www.constructioncollege.co.uk/card-checker/",
      checkedOn,
      note:
        "Renewal needs the COTS course and a CITB HS&E Operatives test, each taken within 2 years; CISRS renews " +
        "within 6 months of expiry (CISRS FAQ).",
    },
  },
  cisrsScaffolder("cisrs-scaffolder"),
  cisrsScaffolder("cisrs-advanced-scaffolder"),
  {
    cardType: "cisrs-scaffolding-supervisor",
    validityYears: 5,
    renewable: true,
    window: { monthsBefore: 6, monthsAfter: 0 },
    graceMonths: 0,
    noticeDays: 60,
    prerequisites: [hseWithinTwoYears],
    upgrade: null,
    source: {
      ...cisrsFaq,
      note:
        "The Scaffolding Supervisor card needs a Supervisor-level CITB HS&E test passed within 2 years of the " +
        "application; CISRS renews within 6 months of expiry and names no period after it.",
    },
  },
  // CSR (Northern Ireland)
  {
    cardType: "csr-labourer",
    validityYears: 4,
    renewable: true,
    window: { monthsBefore: 3, monthsAfter: 0 },
    graceMonths: 0,
    noticeDays: 60,
    prerequisites: [{ kind: "course", course: "csr-course", beforeExpiry: true }],
    upgrade: null,
    source: {
      title: "Health Matters NI: CSR changes in 2019 (the Labourer card)",
      url: "https://healthmattersni.com/2019/01/11/csr-changes-in-2019/",
      checkedOn,
      note:
        "The CSR Labourer card lasts 4 years from the date of the one-day health and safety course, so renewing " +
        "means taking the course again. The scheme's own (CEF) pages name no renewal window in the stored pages: " +
        "the 3 months before expiry are SiteReady's assumption.",
    },
  },
  {
    cardType: "csr-skilled-worker",
    validityYears: 4,
    renewable: true,
    window: { monthsBefore: 3, monthsAfter: 0 },
    graceMonths: 0,
    noticeDays: 60,
    prerequisites: [
      { kind: "course", course: "csr-course", beforeExpiry: true },
      { kind: "nvq", level: 2 },
    ],
    upgrade: null,
    source: {
      title: "CEF: CSR annual report (change to CSR renewal requirements)",
      url: "https://www.cefni.co.uk/CEFNI/Articles/2019/2018-annual-report-published.aspx",
      checkedOn,
      note:
        "Skilled (Blue) cards and above are renewed only with an NVQ Level 2 or higher (registered or achieved) " +
        "since the cards issued on occupational assessment expired on 31 December 2024. The 4 years follow the " +
        "CSR health and safety course (every 4 years); no renewal window was found: 3 months is SiteReady's.",
    },
  },
  // CITB Site Safety Plus
  refresher("smsts", "smsts-refresher"),
  refresher("sssts", "sssts-refresher"),
];
