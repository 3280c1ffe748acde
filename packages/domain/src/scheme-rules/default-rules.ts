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
];
