import type { MessageKey } from "../i18n/catalogue.ts";

/**
 * UK construction card schemes and their card types, as data. Validity figures are the schemes' published
 * defaults; a worker's own card always shows its real expiry date, which is what the app stores.
 */

export const cardSchemeAcronyms = [
  "CSCS",
  "CPCS",
  "NPORS",
  "CISRS",
  "ECS",
  "NRSWA",
  "SSSTS",
  "SMSTS",
  "PASMA",
  "IPAF",
  "IOSH",
  "CCDO",
  "EUSR",
  "ALLMI",
  "CITB",
  "First aid",
  "CSR",
] as const;
export type CardSchemeAcronym = (typeof cardSchemeAcronyms)[number];

/** The scheme abbreviations named in spec §5. */
export const schemeAbbreviations = [
  "CSCS",
  "CPCS",
  "NPORS",
  "CISRS",
  "NRSWA",
  "SSSTS",
  "SMSTS",
  "PASMA",
  "IPAF",
  "IOSH",
] as const satisfies readonly CardSchemeAcronym[];

export const cardCategories = [
  "Site card",
  "Plant operator",
  "Scaffolding",
  "Electrical",
  "Demolition",
  "Street works",
  "Utilities",
  "Lifting",
  "Access equipment",
  "Health and safety training",
  "Health and safety test",
  "First aid",
] as const;
type CardCategory = (typeof cardCategories)[number];

/** Each category's words in the catalogue (skills-cards messages): the English above is the data, never shown. */
export const cardCategoryKeys: Record<CardCategory, MessageKey> = {
  "Site card": "skillsCard.category.siteCard",
  "Plant operator": "skillsCard.category.plantOperator",
  Scaffolding: "skillsCard.category.scaffolding",
  Electrical: "skillsCard.category.electrical",
  Demolition: "skillsCard.category.demolition",
  "Street works": "skillsCard.category.streetWorks",
  Utilities: "skillsCard.category.utilities",
  Lifting: "skillsCard.category.lifting",
  "Access equipment": "skillsCard.category.accessEquipment",
  "Health and safety training": "skillsCard.category.healthAndSafetyTraining",
  "Health and safety test": "skillsCard.category.healthAndSafetyTest",
  "First aid": "skillsCard.category.firstAid",
};

export const cardColours = ["green", "red", "blue", "gold", "black", "white", "yellow", "other"] as const;
export type CardColour = (typeof cardColours)[number];

export interface CardType {
  /** Stable kebab-case id stored on a skills card record. */
  id: string;
  scheme: CardSchemeAcronym;
  name: string;
  acronym: string;
  category: CardCategory;
  /** One sentence, shown in the card picker and searched. */
  description: string;
  colour: CardColour;
  /** What workers call it ("green card", "plant ticket"); searched like the name. */
  commonNames: readonly string[];
  /**
   * The test categories a card of this type is issued for, code first ("A58 Excavator 360° below 10 tonnes"):
   * employers ask for "a CPCS A58", so the codes are searched too.
   */
  categoryCodes?: readonly string[];
  /**
   * Card types of the same kind that a holder of this card also qualifies for: the next ones down its
   * ladder (a CSCS Skilled Worker card stands in for a Labourer card, SMSTS for SSSTS). Followed step by
   * step, so only the nearest ones are listed.
   */
  satisfies?: readonly string[];
  /** How long the card lasts; fractions for cards measured in months; null when it never expires. */
  validityYears: number | null;
  /** Only where a first card is shorter than a renewed one (CSCS Labourer since February 2025). */
  firstCardValidityYears?: number;
  /** How many days before expiry to start reminding. */
  noticeDays: number;
  /** Whether a CITB Health, Safety and Environment test pass is needed to renew (or to get the next card). */
  testRequired: boolean;
  /** False for cards that must be replaced by a higher card instead of renewed. */
  renewable: boolean;
  /** Renewal is only accepted within this many months before expiry. */
  renewalWindowMonths?: number;
}

/** Spec §9 renewal timelines by scheme. */
export const schemeRenewalTimelines = {
  CSCS: { validityYears: 5, noticeDays: 90, testRequired: true },
  CPCS: { validityYears: 5, noticeDays: 90, testRequired: true },
  NPORS: { validityYears: 3, noticeDays: 60, testRequired: false },
} as const satisfies Partial<
  Record<CardSchemeAcronym, { validityYears: number; noticeDays: number; testRequired: boolean }>
>;

const DEFAULT_NOTICE_DAYS = 90;

/** The CPCS categories most asked for on sites, by their codes in the CITB/NOCN category list. */
const cpcsCategoryCodes = [
  "A09 Forward tipping dumper",
  "A17 Telescopic handler",
  "A34 Crawler tractor/dozer",
  "A36 Lorry loader",
  "A40 Slinger/signaller",
  "A56 Dump truck articulated chassis",
  "A57 Dump truck rigid chassis",
  "A58 Excavator 360° below 10 tonnes",
  "A59 Excavator 360° above 10 tonnes",
  "A60 Mobile crane",
  "A61 Appointed person lifting operations",
  "A62 Crane/lifting operations supervisor",
  "A66 Compact crane",
] as const;

export const cardSchemes: readonly CardType[] = [
  // CSCS: the main construction site card scheme.
  {
    id: "cscs-labourer",
    scheme: "CSCS",
    name: "CSCS Labourer (Green)",
    acronym: "CSCS",
    category: "Site card",
    description:
      "For labouring work on site; needs a Level 1 health and safety award, and a first card lasts 2 years.",
    colour: "green",
    commonNames: ["green card", "labourer card"],
    validityYears: 5,
    firstCardValidityYears: 2,
    noticeDays: schemeRenewalTimelines.CSCS.noticeDays,
    testRequired: true,
    renewable: true,
  },
  {
    id: "cscs-apprentice",
    scheme: "CSCS",
    name: "CSCS Apprentice (Red)",
    acronym: "CSCS",
    category: "Site card",
    description:
      "For apprentices on a recognised construction apprenticeship, lasting up to four and a half years.",
    colour: "red",
    commonNames: ["red card", "apprentice card"],
    validityYears: 4.5,
    noticeDays: schemeRenewalTimelines.CSCS.noticeDays,
    testRequired: false,
    renewable: false,
  },
  {
    id: "cscs-trainee",
    scheme: "CSCS",
    name: "CSCS Trainee (Red)",
    acronym: "CSCS",
    category: "Site card",
    description: "For people registered on a construction qualification who have not yet completed it.",
    colour: "red",
    commonNames: ["red card", "trainee card"],
    validityYears: 5,
    noticeDays: schemeRenewalTimelines.CSCS.noticeDays,
    testRequired: true,
    renewable: false,
  },
  {
    id: "cscs-experienced-worker",
    scheme: "CSCS",
    name: "CSCS Experienced Worker (Red)",
    acronym: "CSCS",
    category: "Site card",
    description: "For experienced workers registered on an NVQ, valid one year while they complete it.",
    colour: "red",
    commonNames: ["red card"],
    validityYears: 1,
    noticeDays: schemeRenewalTimelines.CSCS.noticeDays,
    testRequired: true,
    renewable: false,
  },
  {
    id: "cscs-experienced-technical-supervisor-manager",
    scheme: "CSCS",
    name: "CSCS Experienced Technical, Supervisor or Manager (Red)",
    acronym: "CSCS",
    category: "Site card",
    description: "For experienced supervisors and managers registered on a Level 3 or higher NVQ.",
    colour: "red",
    commonNames: ["red card"],
    validityYears: 3,
    noticeDays: schemeRenewalTimelines.CSCS.noticeDays,
    testRequired: true,
    renewable: false,
  },
  {
    id: "cscs-provisional",
    scheme: "CSCS",
    name: "CSCS Provisional (Red)",
    acronym: "CSCS",
    category: "Site card",
    description: "A six-month card for new starters on probation with an employer.",
    colour: "red",
    commonNames: ["red card", "temporary card"],
    validityYears: 0.5,
    noticeDays: 30,
    testRequired: true,
    renewable: false,
  },
  {
    id: "cscs-skilled-worker",
    scheme: "CSCS",
    name: "CSCS Skilled Worker (Blue)",
    acronym: "CSCS",
    category: "Site card",
    description: "For skilled trades people holding a Level 2 NVQ or an apprenticeship in their trade.",
    colour: "blue",
    commonNames: ["blue card", "skilled worker card"],
    satisfies: ["cscs-labourer"],
    validityYears: 5,
    noticeDays: schemeRenewalTimelines.CSCS.noticeDays,
    testRequired: true,
    renewable: true,
  },
  {
    id: "cscs-advanced-craft",
    scheme: "CSCS",
    name: "CSCS Advanced Craft (Gold)",
    acronym: "CSCS",
    category: "Site card",
    description: "For skilled trades people holding a Level 3 NVQ or an equivalent craft apprenticeship.",
    colour: "gold",
    commonNames: ["gold card"],
    satisfies: ["cscs-skilled-worker"],
    validityYears: 5,
    noticeDays: schemeRenewalTimelines.CSCS.noticeDays,
    testRequired: true,
    renewable: true,
  },
  {
    id: "cscs-supervisor",
    scheme: "CSCS",
    name: "CSCS Supervisor (Gold)",
    acronym: "CSCS",
    category: "Site card",
    description: "For site supervisors holding a Level 3 or 4 supervisory NVQ.",
    colour: "gold",
    commonNames: ["gold card", "supervisor card"],
    satisfies: ["cscs-labourer"],
    validityYears: 5,
    noticeDays: schemeRenewalTimelines.CSCS.noticeDays,
    testRequired: true,
    renewable: true,
  },
  {
    id: "cscs-manager",
    scheme: "CSCS",
    name: "CSCS Manager (Black)",
    acronym: "CSCS",
    category: "Site card",
    description: "For site and construction managers holding a Level 5 or higher management NVQ.",
    colour: "black",
    commonNames: ["black card", "manager card"],
    satisfies: ["cscs-supervisor"],
    validityYears: 5,
    noticeDays: schemeRenewalTimelines.CSCS.noticeDays,
    testRequired: true,
    renewable: true,
  },
  {
    id: "cscs-professionally-qualified-person",
    scheme: "CSCS",
    name: "CSCS Professionally Qualified Person (White)",
    acronym: "CSCS",
    category: "Site card",
    description:
      "For members of a CSCS-approved professional body, such as chartered engineers and surveyors.",
    colour: "white",
    commonNames: ["white card", "PQP card"],
    validityYears: 5,
    noticeDays: schemeRenewalTimelines.CSCS.noticeDays,
    testRequired: true,
    renewable: true,
  },
  {
    id: "cscs-academically-qualified-person",
    scheme: "CSCS",
    name: "CSCS Academically Qualified Person (White)",
    acronym: "CSCS",
    category: "Site card",
    description: "For holders of a construction-related degree, HND or HNC.",
    colour: "white",
    commonNames: ["white card", "AQP card"],
    validityYears: 5,
    noticeDays: schemeRenewalTimelines.CSCS.noticeDays,
    testRequired: true,
    renewable: true,
  },

  // CPCS: plant operators (CITB scheme).
  {
    id: "cpcs-trained-operator",
    scheme: "CPCS",
    name: "CPCS Trained Operator (Red)",
    acronym: "CPCS",
    category: "Plant operator",
    description:
      "For plant operators who have passed the CPCS tests and must gain an NVQ to upgrade to blue.",
    colour: "red",
    commonNames: ["plant ticket", "red ticket"],
    categoryCodes: cpcsCategoryCodes,
    validityYears: 2,
    noticeDays: schemeRenewalTimelines.CPCS.noticeDays,
    testRequired: true,
    renewable: false,
  },
  {
    id: "cpcs-competent-operator",
    scheme: "CPCS",
    name: "CPCS Competent Operator (Blue)",
    acronym: "CPCS",
    category: "Plant operator",
    description: "For plant operators who hold the NVQ for their machine category.",
    colour: "blue",
    commonNames: ["plant ticket", "blue ticket"],
    categoryCodes: cpcsCategoryCodes,
    satisfies: ["cpcs-trained-operator"],
    validityYears: schemeRenewalTimelines.CPCS.validityYears,
    noticeDays: schemeRenewalTimelines.CPCS.noticeDays,
    testRequired: schemeRenewalTimelines.CPCS.testRequired,
    renewable: true,
  },

  // NPORS: plant operators; a traditional card, or red and blue cards carrying the CSCS logo.
  {
    id: "npors-traditional-operator",
    scheme: "NPORS",
    name: "NPORS Operator (Traditional)",
    acronym: "NPORS",
    category: "Plant operator",
    description: "The NPORS operator card without the CSCS logo, needing no NVQ and no CITB test.",
    colour: "other",
    commonNames: ["plant ticket"],
    validityYears: schemeRenewalTimelines.NPORS.validityYears,
    noticeDays: schemeRenewalTimelines.NPORS.noticeDays,
    testRequired: schemeRenewalTimelines.NPORS.testRequired,
    renewable: true,
  },
  {
    id: "npors-trained-operator",
    scheme: "NPORS",
    name: "NPORS Trained Operator (Red, CSCS logo)",
    acronym: "NPORS",
    category: "Plant operator",
    description: "An NPORS card with the CSCS logo for operators working towards the NVQ for their category.",
    colour: "red",
    commonNames: ["plant ticket"],
    validityYears: 2,
    noticeDays: schemeRenewalTimelines.NPORS.noticeDays,
    testRequired: true,
    renewable: false,
  },
  {
    id: "npors-competent-operator",
    scheme: "NPORS",
    name: "NPORS Competent Operator (Blue, CSCS logo)",
    acronym: "NPORS",
    category: "Plant operator",
    description: "An NPORS card with the CSCS logo for operators who hold the NVQ for their category.",
    colour: "blue",
    commonNames: ["plant ticket"],
    satisfies: ["npors-trained-operator"],
    validityYears: 5,
    noticeDays: schemeRenewalTimelines.NPORS.noticeDays,
    testRequired: true,
    renewable: true,
  },

  // CISRS: scaffolding; renewal is accepted only in the last six months of a card.
  {
    id: "cisrs-scaffolding-labourer",
    scheme: "CISRS",
    name: "CISRS Scaffolding Labourer (Green)",
    acronym: "CISRS",
    category: "Scaffolding",
    description: "For labourers supporting scaffolding work who do not erect or dismantle scaffolds.",
    colour: "green",
    commonNames: ["scaffolding ticket", "scaffolder card"],
    validityYears: 5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: true,
    renewable: true,
    renewalWindowMonths: 6,
  },
  {
    id: "cisrs-trainee-scaffolder",
    scheme: "CISRS",
    name: "CISRS Trainee Scaffolder (Red)",
    acronym: "CISRS",
    category: "Scaffolding",
    description:
      "For trainee scaffolders working under supervision, renewable once while training continues.",
    colour: "red",
    commonNames: ["scaffolding ticket", "scaffolder card"],
    satisfies: ["cisrs-scaffolding-labourer"],
    validityYears: 1.5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: true,
    renewable: true,
    renewalWindowMonths: 6,
  },
  {
    id: "cisrs-scaffolder",
    scheme: "CISRS",
    name: "CISRS Scaffolder (Blue)",
    acronym: "CISRS",
    category: "Scaffolding",
    description: "For qualified scaffolders who have completed CISRS Part 1 and Part 2 and the Level 2 NVQ.",
    colour: "blue",
    commonNames: ["scaffolding ticket", "scaffolder card"],
    satisfies: ["cisrs-trainee-scaffolder"],
    validityYears: 5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: true,
    renewable: true,
    renewalWindowMonths: 6,
  },
  {
    id: "cisrs-advanced-scaffolder",
    scheme: "CISRS",
    name: "CISRS Advanced Scaffolder (Gold)",
    acronym: "CISRS",
    category: "Scaffolding",
    description: "For scaffolders who have completed the CISRS Advanced course and the Level 3 NVQ.",
    colour: "gold",
    commonNames: ["scaffolding ticket", "scaffolder card"],
    satisfies: ["cisrs-scaffolder"],
    validityYears: 5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: true,
    renewable: true,
    renewalWindowMonths: 6,
  },
  {
    id: "cisrs-scaffolding-supervisor",
    scheme: "CISRS",
    name: "CISRS Scaffolding Supervisor (Gold)",
    acronym: "CISRS",
    category: "Scaffolding",
    description: "For scaffolders who supervise scaffolding work after the CISRS supervisor training.",
    colour: "gold",
    commonNames: ["scaffolding ticket", "scaffolder card"],
    satisfies: ["cisrs-scaffolder"],
    validityYears: 5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: true,
    renewable: true,
    renewalWindowMonths: 6,
  },

  // ECS: electrotechnical cards from the JIB; they need the ECS health and safety assessment, not the CITB test.
  {
    id: "ecs-installation-electrician",
    scheme: "ECS",
    name: "ECS Installation Electrician (Gold)",
    acronym: "ECS",
    category: "Electrical",
    description: "For qualified electricians with a Level 3 NVQ and AM2, renewable in the last three months.",
    colour: "gold",
    commonNames: ["JIB card", "electrician card", "sparky card"],
    validityYears: 3,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
    renewalWindowMonths: 3,
  },
  {
    id: "ecs-maintenance-electrician",
    scheme: "ECS",
    name: "ECS Maintenance Electrician (Gold)",
    acronym: "ECS",
    category: "Electrical",
    description: "For qualified electricians who maintain electrical installations and equipment.",
    colour: "gold",
    commonNames: ["JIB card", "electrician card"],
    validityYears: 3,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
    renewalWindowMonths: 3,
  },
  {
    id: "ecs-approved-electrician",
    scheme: "ECS",
    name: "ECS Approved Electrician (Gold)",
    acronym: "ECS",
    category: "Electrical",
    description:
      "For electricians holding the JIB Approved Electrician grade, including inspection and testing.",
    colour: "gold",
    commonNames: ["JIB card", "electrician card"],
    satisfies: ["ecs-installation-electrician"],
    validityYears: 3,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
    renewalWindowMonths: 3,
  },
  {
    id: "ecs-experienced-worker",
    scheme: "ECS",
    name: "ECS Experienced Worker",
    acronym: "ECS",
    category: "Electrical",
    description: "An 18-month card for experienced electrical workers completing their qualifications.",
    colour: "other",
    commonNames: ["JIB card"],
    validityYears: 1.5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: false,
  },

  // CCDO: demolition cards from the National Demolition Training Group.
  {
    id: "ccdo-demolition-labourer",
    scheme: "CCDO",
    name: "CCDO Demolition Labourer (Green)",
    acronym: "CCDO",
    category: "Demolition",
    description: "For labourers on demolition sites, who must have asbestos awareness training.",
    colour: "green",
    commonNames: ["demolition card"],
    validityYears: 2,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: true,
    renewable: true,
  },
  {
    id: "ccdo-advanced-demolition-operative",
    scheme: "CCDO",
    name: "CCDO Advanced Demolition Operative (Blue)",
    acronym: "CCDO",
    category: "Demolition",
    description: "For qualified demolition operatives; this card replaced the former CCDO Topman card.",
    colour: "blue",
    commonNames: ["demolition card"],
    satisfies: ["ccdo-demolition-labourer"],
    validityYears: 5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: true,
    renewable: true,
  },
  {
    id: "ccdo-demolition-manager",
    scheme: "CCDO",
    name: "CCDO Demolition Manager (Black)",
    acronym: "CCDO",
    category: "Demolition",
    description: "For managers of demolition work, renewed through the NFDC demolition manager refresher.",
    colour: "black",
    commonNames: ["demolition card"],
    satisfies: ["ccdo-advanced-demolition-operative"],
    validityYears: 5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: true,
    renewable: true,
  },

  // NRSWA: street works qualifications, registered on the Street Works Qualifications Register.
  {
    id: "nrswa-operative",
    scheme: "NRSWA",
    name: "NRSWA Street Works Operative",
    acronym: "NRSWA",
    category: "Street works",
    description: "For operatives who excavate and reinstate in the highway, reassessed every five years.",
    colour: "other",
    commonNames: ["street works ticket", "streetworks card"],
    validityYears: 5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
    renewalWindowMonths: 6,
  },
  {
    id: "nrswa-supervisor",
    scheme: "NRSWA",
    name: "NRSWA Street Works Supervisor",
    acronym: "NRSWA",
    category: "Street works",
    description: "For supervisors of street works in the highway, reassessed every five years.",
    colour: "other",
    commonNames: ["street works ticket", "streetworks card"],
    validityYears: 5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
    renewalWindowMonths: 6,
  },

  // EUSR: utilities.
  {
    id: "eusr-national-water-hygiene",
    scheme: "EUSR",
    name: "EUSR National Water Hygiene (Blue card)",
    acronym: "EUSR",
    category: "Utilities",
    description: "Needed to work on clean water sites and the drinking water network.",
    colour: "blue",
    commonNames: ["water hygiene card", "water card"],
    validityYears: 3,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
  },

  // Lifting and access equipment.
  {
    id: "allmi-lorry-loader-operator",
    scheme: "ALLMI",
    name: "ALLMI Lorry Loader Operator",
    acronym: "ALLMI",
    category: "Lifting",
    description: "For operators of lorry loader cranes trained to the ALLMI standard.",
    colour: "other",
    commonNames: ["HIAB ticket", "lorry loader ticket"],
    validityYears: 5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
  },
  {
    id: "ipaf-pal",
    scheme: "IPAF",
    name: "IPAF Powered Access Licence (PAL)",
    acronym: "IPAF",
    category: "Access equipment",
    description: "For operators of mobile elevating work platforms such as scissor lifts and booms.",
    colour: "other",
    commonNames: ["cherry picker ticket", "MEWP ticket", "IPAF card"],
    validityYears: 5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
  },
  {
    id: "pasma-towers-for-users",
    scheme: "PASMA",
    name: "PASMA Towers for Users",
    acronym: "PASMA",
    category: "Access equipment",
    description: "For people who assemble, move and dismantle mobile access towers.",
    colour: "other",
    commonNames: ["tower ticket", "mobile tower"],
    validityYears: 5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
  },

  // Health and safety training.
  {
    id: "sssts",
    scheme: "SSSTS",
    name: "SSSTS Site Supervision Safety Training Scheme",
    acronym: "SSSTS",
    category: "Health and safety training",
    description:
      "The CITB course for supervisors, kept current by a refresher course taken before it expires.",
    colour: "other",
    commonNames: ["supervisor course", "site supervisor ticket"],
    validityYears: 5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
  },
  {
    id: "smsts",
    scheme: "SMSTS",
    name: "SMSTS Site Management Safety Training Scheme",
    acronym: "SMSTS",
    category: "Health and safety training",
    description:
      "The CITB course for site managers, kept current by a refresher course taken before it expires.",
    colour: "other",
    commonNames: ["site manager course", "site management ticket"],
    satisfies: ["sssts"],
    validityYears: 5,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
  },
  {
    id: "iosh-managing-safely",
    scheme: "IOSH",
    name: "IOSH Managing Safely",
    acronym: "IOSH",
    category: "Health and safety training",
    description:
      "A certificate for managers and supervisors that does not expire, though refreshers are advised.",
    colour: "other",
    commonNames: ["IOSH course"],
    validityYears: null,
    noticeDays: 0,
    testRequired: false,
    renewable: false,
  },
  {
    id: "iosh-working-safely",
    scheme: "IOSH",
    name: "IOSH Working Safely",
    acronym: "IOSH",
    category: "Health and safety training",
    description: "An introductory health and safety certificate for any worker that does not expire.",
    colour: "other",
    commonNames: ["IOSH course"],
    validityYears: null,
    noticeDays: 0,
    testRequired: false,
    renewable: false,
  },
  {
    id: "citb-hse-test",
    scheme: "CITB",
    name: "CITB Health, Safety and Environment test",
    acronym: "HS&E",
    category: "Health and safety test",
    description: "The touch-screen test most card applications need, passed within the last two years.",
    colour: "other",
    commonNames: ["CSCS test", "touch screen test", "health and safety test"],
    validityYears: 2,
    noticeDays: 60,
    testRequired: false,
    renewable: false,
  },
  // Workplace first aid certificates (HSE guidance): valid 3 years, requalified on a course.
  {
    id: "first-aid-at-work",
    scheme: "First aid",
    name: "First Aid at Work (FAW)",
    acronym: "FAW",
    category: "First aid",
    description: "The three-day workplace first aid certificate, requalified every three years.",
    colour: "other",
    commonNames: ["first aid", "first aider", "first aid ticket"],
    satisfies: ["emergency-first-aid-at-work"],
    validityYears: 3,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
  },
  {
    id: "emergency-first-aid-at-work",
    scheme: "First aid",
    name: "Emergency First Aid at Work (EFAW)",
    acronym: "EFAW",
    category: "First aid",
    description: "The one-day emergency first aid certificate, requalified every three years.",
    colour: "other",
    commonNames: ["first aid", "emergency first aid", "first aid ticket"],
    validityYears: 3,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
  },
  // CSR: Northern Ireland's Construction Skills Register (a CSCS partner scheme).
  {
    id: "csr-labourer",
    scheme: "CSR",
    name: "CSR Labourer (Green)",
    acronym: "CSR",
    category: "Site card",
    description:
      "The Construction Skills Register's labourer card, from its one-day health and safety course and an employer's declaration; used on sites in Northern Ireland.",
    colour: "green",
    commonNames: ["CSR card", "Construction Skills Register"],
    validityYears: 4,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
  },
  {
    id: "csr-skilled-worker",
    scheme: "CSR",
    name: "CSR Skilled Worker (Blue)",
    acronym: "CSR",
    category: "Site card",
    description:
      "The Construction Skills Register's skilled worker card, from an NVQ Level 2 in the occupation and its health and safety course; used on sites in Northern Ireland.",
    colour: "blue",
    commonNames: ["CSR card", "Construction Skills Register"],
    satisfies: ["csr-labourer"],
    validityYears: 4,
    noticeDays: DEFAULT_NOTICE_DAYS,
    testRequired: false,
    renewable: true,
  },
];

const cardTypesById: ReadonlyMap<string, CardType> = new Map(
  cardSchemes.map((cardType) => [cardType.id, cardType]),
);

export function findCardType(id: string): CardType | undefined {
  return cardTypesById.get(id);
}

/**
 * The catalogue keys of a card type's words, derived from its id: its name (the name printed on the card, kept
 * as the proper name it is, with its colour in the reader's language) and its one-sentence description.
 * card-type-words.test.ts holds every card type to having both in every language.
 */
export function cardTypeWordKeys(cardType: Pick<CardType, "id">): {
  name: MessageKey;
  description: MessageKey;
} {
  return {
    name: `skillsCard.type.${cardType.id}.name` as MessageKey,
    description: `skillsCard.type.${cardType.id}.description` as MessageKey,
  };
}

export function cardTypesOfScheme(scheme: CardSchemeAcronym): CardType[] {
  return cardSchemes.filter((cardType) => cardType.scheme === scheme);
}

/**
 * The card types a holder of `cardTypeId` qualifies for: itself and everything below it on its scheme's
 * ladder (the `satisfies` links followed to the end). An id not in the catalogue stands only for itself.
 */
export function cardTypesSatisfiedBy(cardTypeId: string): string[] {
  const reached = new Set([cardTypeId]);
  for (const id of reached) {
    for (const lower of findCardType(id)?.satisfies ?? []) reached.add(lower);
  }
  return [...reached];
}

/**
 * Spec §9 fuzzy search settings. The web app passes `keys` and `threshold` to Fuse.js; it shows at most
 * `maxResults` matches, the first `defaultResults` card types for an empty query, and waits `debounceMs`.
 * The common names, the card's colour and the category codes are searched too, so "green card" finds the CSCS
 * Labourer card, "CSCS Blue" the Skilled Worker card and "A58" the CPCS cards.
 */
export const cardTypeSearchOptions: {
  keys: Array<
    keyof Pick<
      CardType,
      "name" | "acronym" | "category" | "description" | "commonNames" | "colour" | "categoryCodes"
    >
  >;
  threshold: number;
  maxResults: number;
  defaultResults: number;
  debounceMs: number;
} = {
  keys: ["name", "acronym", "category", "description", "commonNames", "colour", "categoryCodes"],
  threshold: 0.3,
  maxResults: 10,
  defaultResults: 8,
  debounceMs: 300,
};
