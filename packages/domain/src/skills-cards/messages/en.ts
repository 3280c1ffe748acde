/** Skills cards: adding, changing and renewing a card. */
export const messages = {
  "skillsCard.add": "Add a card",
  "skillsCard.addFirst": "Add your first card",
  "skillsCard.list": "Your cards",
  "skillsCard.loading": "Loading your cards…",
  "skillsCard.emptyTitle": "No cards yet",
  "skillsCard.emptyText":
    "Keep your CSCS, CPCS and other cards and tickets here, with photos of both sides. We show you when each one is due for renewal, so you are never turned away at the site gate.",
  "skillsCard.deleteQuestion": "Delete this card and its photos? You cannot undo this.",
  "skillsCard.confirmDelete": "Yes, delete card",
  "skillsCard.keep": "Keep card",
  "skillsCard.changeTitle": "Change your {card} card",
  "skillsCard.formLabel": "Card details",
  "skillsCard.changeFormLabel": "Change card details",
  "skillsCard.typeHint": "Type the scheme or the card, for example CSCS, CPCS or Blue.",
  "skillsCard.numberHint": "The number printed on the card.",
  "skillsCard.noExpiry": "This card does not expire.",
  "skillsCard.photosTitle": "Photos of the card",
  "skillsCard.photosHint":
    "A clear photo of each side lets you show your card at the gate even if you leave it at home.",
  "skillsCard.photosAfterSave":
    "A clear photo of each side means you can show your card at the site gate even if you leave it at home.",
  "skillsCard.front": "Front of the card",
  "skillsCard.back": "Back of the card",
  "skillsCard.save": "Save card",
  "skillsCard.saved": "Card saved.",
  "skillsCard.photoFailed": "Card saved, but a photo did not go up: {reason}",
  "skillsCard.tryAgain": "please try again",
  "skillsCard.face.card": "Card",
  "skillsCard.face.frontAlt": "Front of your {card} card",
  "skillsCard.face.regNumber": "Reg. number",
  "skillsCard.face.notAdded": "Not added yet",
  "skillsCard.face.expires": "Expires",
  "skillsCard.face.noExpiry": "No expiry date",
  "skillsCard.typed.option": "Other (type it in)",
  "skillsCard.typed.save": "Save “{typed}” as the card type",
  "skillsCard.typed.nothingMatches": "Nothing matches: save “{typed}” as the card type",
  "renewal.start": "Start your renewal",
  "renewal.expiredRenewNow": "Expired: renew now",
  "renewal.opensOn": "Renewal opens on {date}",
  "renewal.applyNew": "Apply for a new card — this card cannot be renewed",
  "renewal.expiredApplyNew": "Expired: apply for a new card",
  "renewal.addExpiry": "Add the expiry date",
  // The card types' words by id (the name as printed on the card, its colour and what it is for) and the categories.
  "skillsCard.type.cscs-labourer.name": "CSCS Labourer (Green)",
  "skillsCard.type.cscs-labourer.description":
    "For labouring work on site; needs a Level 1 health and safety award, and a first card lasts 2 years.",
  "skillsCard.type.cscs-apprentice.name": "CSCS Apprentice (Red)",
  "skillsCard.type.cscs-apprentice.description":
    "For apprentices on a recognised construction apprenticeship, lasting up to four and a half years.",
  "skillsCard.type.cscs-trainee.name": "CSCS Trainee (Red)",
  "skillsCard.type.cscs-trainee.description":
    "For people registered on a construction qualification who have not yet completed it.",
  "skillsCard.type.cscs-experienced-worker.name": "CSCS Experienced Worker (Red)",
  "skillsCard.type.cscs-experienced-worker.description":
    "For experienced workers registered on an NVQ, valid one year while they complete it.",
  "skillsCard.type.cscs-experienced-technical-supervisor-manager.name":
    "CSCS Experienced Technical, Supervisor or Manager (Red)",
  "skillsCard.type.cscs-experienced-technical-supervisor-manager.description":
    "For experienced supervisors and managers registered on a Level 3 or higher NVQ.",
  "skillsCard.type.cscs-provisional.name": "CSCS Provisional (Red)",
  "skillsCard.type.cscs-provisional.description":
    "A six-month card for new starters on probation with an employer.",
  "skillsCard.type.cscs-skilled-worker.name": "CSCS Skilled Worker (Blue)",
  "skillsCard.type.cscs-skilled-worker.description":
    "For skilled trades people holding a Level 2 NVQ or an apprenticeship in their trade.",
  "skillsCard.type.cscs-advanced-craft.name": "CSCS Advanced Craft (Gold)",
  "skillsCard.type.cscs-advanced-craft.description":
    "For skilled trades people holding a Level 3 NVQ or an equivalent craft apprenticeship.",
  "skillsCard.type.cscs-supervisor.name": "CSCS Supervisor (Gold)",
  "skillsCard.type.cscs-supervisor.description":
    "For site supervisors holding a Level 3 or 4 supervisory NVQ.",
  "skillsCard.type.cscs-manager.name": "CSCS Manager (Black)",
  "skillsCard.type.cscs-manager.description":
    "For site and construction managers holding a Level 5 or higher management NVQ.",
  "skillsCard.type.cscs-professionally-qualified-person.name": "CSCS Professionally Qualified Person (White)",
  "skillsCard.type.cscs-professionally-qualified-person.description":
    "For members of a CSCS-approved professional body, such as chartered engineers and surveyors.",
  "skillsCard.type.cscs-academically-qualified-person.name": "CSCS Academically Qualified Person (White)",
  "skillsCard.type.cscs-academically-qualified-person.description":
    "For holders of a construction-related degree, HND or HNC.",
  "skillsCard.type.cpcs-trained-operator.name": "CPCS Trained Operator (Red)",
  "skillsCard.type.cpcs-trained-operator.description":
    "For plant operators who have passed the CPCS tests and must gain an NVQ to upgrade to blue.",
  "skillsCard.type.cpcs-competent-operator.name": "CPCS Competent Operator (Blue)",
  "skillsCard.type.cpcs-competent-operator.description":
    "For plant operators who hold the NVQ for their machine category.",
  "skillsCard.type.npors-traditional-operator.name": "NPORS Operator (Traditional)",
  "skillsCard.type.npors-traditional-operator.description":
    "The NPORS operator card without the CSCS logo, needing no NVQ and no CITB test.",
  "skillsCard.type.npors-trained-operator.name": "NPORS Trained Operator (Red, CSCS logo)",
  "skillsCard.type.npors-trained-operator.description":
    "An NPORS card with the CSCS logo for operators working towards the NVQ for their category.",
  "skillsCard.type.npors-competent-operator.name": "NPORS Competent Operator (Blue, CSCS logo)",
  "skillsCard.type.npors-competent-operator.description":
    "An NPORS card with the CSCS logo for operators who hold the NVQ for their category.",
  "skillsCard.type.cisrs-scaffolding-labourer.name": "CISRS Scaffolding Labourer (Green)",
  "skillsCard.type.cisrs-scaffolding-labourer.description":
    "For labourers supporting scaffolding work who do not erect or dismantle scaffolds.",
  "skillsCard.type.cisrs-trainee-scaffolder.name": "CISRS Trainee Scaffolder (Red)",
  "skillsCard.type.cisrs-trainee-scaffolder.description":
    "For trainee scaffolders working under supervision, renewable once while training continues.",
  "skillsCard.type.cisrs-scaffolder.name": "CISRS Scaffolder (Blue)",
  "skillsCard.type.cisrs-scaffolder.description":
    "For qualified scaffolders who have completed CISRS Part 1 and Part 2 and the Level 2 NVQ.",
  "skillsCard.type.cisrs-advanced-scaffolder.name": "CISRS Advanced Scaffolder (Gold)",
  "skillsCard.type.cisrs-advanced-scaffolder.description":
    "For scaffolders who have completed the CISRS Advanced course and the Level 3 NVQ.",
  "skillsCard.type.cisrs-scaffolding-supervisor.name": "CISRS Scaffolding Supervisor (Gold)",
  "skillsCard.type.cisrs-scaffolding-supervisor.description":
    "For scaffolders who supervise scaffolding work after the CISRS supervisor training.",
  "skillsCard.type.ecs-installation-electrician.name": "ECS Installation Electrician (Gold)",
  "skillsCard.type.ecs-installation-electrician.description":
    "For qualified electricians with a Level 3 NVQ and AM2, renewable in the last three months.",
  "skillsCard.type.ecs-maintenance-electrician.name": "ECS Maintenance Electrician (Gold)",
  "skillsCard.type.ecs-maintenance-electrician.description":
    "For qualified electricians who maintain electrical installations and equipment.",
  "skillsCard.type.ecs-approved-electrician.name": "ECS Approved Electrician (Gold)",
  "skillsCard.type.ecs-approved-electrician.description":
    "For electricians holding the JIB Approved Electrician grade, including inspection and testing.",
  "skillsCard.type.ecs-experienced-worker.name": "ECS Experienced Worker",
  "skillsCard.type.ecs-experienced-worker.description":
    "An 18-month card for experienced electrical workers completing their qualifications.",
  "skillsCard.type.ccdo-demolition-labourer.name": "CCDO Demolition Labourer (Green)",
  "skillsCard.type.ccdo-demolition-labourer.description":
    "For labourers on demolition sites, who must have asbestos awareness training.",
  "skillsCard.type.ccdo-advanced-demolition-operative.name": "CCDO Advanced Demolition Operative (Blue)",
  "skillsCard.type.ccdo-advanced-demolition-operative.description":
    "For qualified demolition operatives; this card replaced the former CCDO Topman card.",
  "skillsCard.type.ccdo-demolition-manager.name": "CCDO Demolition Manager (Black)",
  "skillsCard.type.ccdo-demolition-manager.description":
    "For managers of demolition work, renewed through the NFDC demolition manager refresher.",
  "skillsCard.type.nrswa-operative.name": "NRSWA Street Works Operative",
  "skillsCard.type.nrswa-operative.description":
    "For operatives who excavate and reinstate in the highway, reassessed every five years.",
  "skillsCard.type.nrswa-supervisor.name": "NRSWA Street Works Supervisor",
  "skillsCard.type.nrswa-supervisor.description":
    "For supervisors of street works in the highway, reassessed every five years.",
  "skillsCard.type.eusr-national-water-hygiene.name": "EUSR National Water Hygiene (Blue card)",
  "skillsCard.type.eusr-national-water-hygiene.description":
    "Needed to work on clean water sites and the drinking water network.",
  "skillsCard.type.allmi-lorry-loader-operator.name": "ALLMI Lorry Loader Operator",
  "skillsCard.type.allmi-lorry-loader-operator.description":
    "For operators of lorry loader cranes trained to the ALLMI standard.",
  "skillsCard.type.ipaf-pal.name": "IPAF Powered Access Licence (PAL)",
  "skillsCard.type.ipaf-pal.description":
    "For operators of mobile elevating work platforms such as scissor lifts and booms.",
  "skillsCard.type.pasma-towers-for-users.name": "PASMA Towers for Users",
  "skillsCard.type.pasma-towers-for-users.description":
    "For people who assemble, move and dismantle mobile access towers.",
  "skillsCard.type.sssts.name": "SSSTS Site Supervision Safety Training Scheme",
  "skillsCard.type.sssts.description":
    "The CITB course for supervisors, kept current by a refresher course taken before it expires.",
  "skillsCard.type.smsts.name": "SMSTS Site Management Safety Training Scheme",
  "skillsCard.type.smsts.description":
    "The CITB course for site managers, kept current by a refresher course taken before it expires.",
  "skillsCard.type.iosh-managing-safely.name": "IOSH Managing Safely",
  "skillsCard.type.iosh-managing-safely.description":
    "A certificate for managers and supervisors that does not expire, though refreshers are advised.",
  "skillsCard.type.iosh-working-safely.name": "IOSH Working Safely",
  "skillsCard.type.iosh-working-safely.description":
    "An introductory health and safety certificate for any worker that does not expire.",
  "skillsCard.type.citb-hse-test.name": "CITB Health, Safety and Environment test",
  "skillsCard.type.citb-hse-test.description":
    "The touch-screen test most card applications need, passed within the last two years.",
  "skillsCard.type.first-aid-at-work.name": "First Aid at Work (FAW)",
  "skillsCard.type.first-aid-at-work.description":
    "The three-day workplace first aid certificate, requalified every three years.",
  "skillsCard.type.emergency-first-aid-at-work.name": "Emergency First Aid at Work (EFAW)",
  "skillsCard.type.emergency-first-aid-at-work.description":
    "The one-day emergency first aid certificate, requalified every three years.",
  "skillsCard.category.siteCard": "Site card",
  "skillsCard.category.plantOperator": "Plant operator",
  "skillsCard.category.scaffolding": "Scaffolding",
  "skillsCard.category.electrical": "Electrical",
  "skillsCard.category.demolition": "Demolition",
  "skillsCard.category.streetWorks": "Street works",
  "skillsCard.category.utilities": "Utilities",
  "skillsCard.category.lifting": "Lifting",
  "skillsCard.category.accessEquipment": "Access equipment",
  "skillsCard.category.healthAndSafetyTraining": "Health and safety training",
  "skillsCard.category.healthAndSafetyTest": "Health and safety test",
  "skillsCard.category.firstAid": "First aid",
  "skillsCard.search.found": "{count, plural, one {# card type found} other {# card types found}}",
  "skillsCard.type.csr-labourer.name": "CSR Labourer (Green)",
  "skillsCard.type.csr-labourer.description":
    "The Construction Skills Register's labourer card, from its one-day health and safety course and an employer's declaration; used on sites in Northern Ireland.",
  "skillsCard.type.csr-skilled-worker.name": "CSR Skilled Worker (Blue)",
  "skillsCard.type.csr-skilled-worker.description":
    "The Construction Skills Register's skilled worker card, from an NVQ Level 2 in the occupation and its health and safety course; used on sites in Northern Ireland.",
} as const;
