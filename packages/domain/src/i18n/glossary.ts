import type { Language } from "./languages.ts";

type Translated = Exclude<Language, "en">;

/** How one language renders a trade term. */
interface GlossaryRendering {
  /** The agreed words, as a reader sees them (docs/glossary.md shows them). */
  use: string;
  /**
   * A translation of a message using the term holds one of these at the start of a word, case-insensitive
   * ("przypomn" matches "przypomnienia", "Przypomnimy"); an all-capitals one (an acronym) is matched whole and as
   * written, so "NI" is not found in "nie".
   */
  stems: string[];
  /**
   * Words that must not stand for the term, each with why (a wrong meaning, a calque): matched like stems, in the
   * messages using the term, and `everywhere` in every message when the word has no right use in the app at all.
   */
  avoid?: Array<{ word: string; why: string; everywhere?: true }>;
}

interface GlossaryTerm {
  /** The English term, as docs/glossary.md heads it. */
  term: string;
  /** Where an English message uses the term. */
  english: RegExp;
  /** What the term means on a UK site, for translators. */
  meaning: string;
  renderings: Record<Translated, GlossaryRendering>;
}

/**
 * The trade terms of UK construction and how each language says them (issue 49). The scheme acronyms (CSCS, CPCS,
 * NPORS, CIS, UTR, NI) stay as they are; the words around them are translated. glossary.test.ts holds every
 * catalogue entry to this list, and docs/glossary.md to its contents.
 */
export const glossary: GlossaryTerm[] = [
  {
    term: "CSCS card",
    english: /\bCSCS\b/,
    meaning:
      "The Construction Skills Certification Scheme's card, the usual proof of training at a site gate.",
    renderings: {
      pl: { use: "karta CSCS", stems: ["CSCS"] },
      ro: { use: "cardul CSCS", stems: ["CSCS"] },
      lt: { use: "CSCS kortelė", stems: ["CSCS"] },
      bg: { use: "карта CSCS", stems: ["CSCS"] },
    },
  },
  {
    term: "CPCS card",
    english: /\bCPCS\b/,
    meaning: "The Construction Plant Competence Scheme's card for plant operators.",
    renderings: {
      pl: { use: "karta CPCS", stems: ["CPCS"] },
      ro: { use: "cardul CPCS", stems: ["CPCS"] },
      lt: { use: "CPCS kortelė", stems: ["CPCS"] },
      bg: { use: "карта CPCS", stems: ["CPCS"] },
    },
  },
  {
    term: "NPORS card",
    english: /\bNPORS\b/,
    meaning: "The National Plant Operators Registration Scheme's card.",
    renderings: {
      pl: { use: "karta NPORS", stems: ["NPORS"] },
      ro: { use: "cardul NPORS", stems: ["NPORS"] },
      lt: { use: "NPORS kortelė", stems: ["NPORS"] },
      bg: { use: "карта NPORS", stems: ["NPORS"] },
    },
  },
  {
    term: "skills card",
    english: /\bskills? cards?\b/i,
    meaning: "Any scheme's card proving a worker's training or competence (CSCS, CPCS, NPORS …).",
    renderings: {
      pl: { use: "karta (uprawnień)", stems: ["kart", "karci"] },
      ro: { use: "card (de calificare)", stems: ["card"] },
      lt: { use: "kortelė (kvalifikacijos kortelė)", stems: ["kortel"] },
      bg: { use: "карта (за квалификация)", stems: ["карт"] },
    },
  },
  {
    term: "induction",
    english: /\binductions?\b/i,
    meaning: "The briefing a site gives a worker before their first shift there, signed for on paper.",
    renderings: {
      pl: {
        use: "szkolenie wstępne (na budowie)",
        stems: ["szkoleni", "szkoleń"],
        avoid: [
          { word: "indukcj", why: "electrical or logical induction, not a site briefing", everywhere: true },
        ],
      },
      ro: {
        use: "instructaj (de șantier)",
        stems: ["instructaj"],
        avoid: [{ word: "inducți", why: "electrical or logical induction", everywhere: true }],
      },
      lt: {
        use: "įvadinis instruktažas",
        stems: ["instruktaž", "instruktuot"],
        avoid: [{ word: "indukcij", why: "electrical or logical induction", everywhere: true }],
      },
      bg: {
        use: "инструктаж (на обекта)",
        stems: ["инструктаж"],
        avoid: [{ word: "индукци", why: "electrical or logical induction", everywhere: true }],
      },
    },
  },
  {
    term: "toolbox talk",
    english: /\btoolbox talks?\b/i,
    meaning: "A short safety talk on site, usually at the start of a shift.",
    renderings: {
      pl: { use: "odprawa BHP (toolbox talk)", stems: ["odpraw"] },
      ro: { use: "ședință scurtă de siguranță (toolbox talk)", stems: ["ședinț"] },
      lt: { use: "trumpas saugos pasitarimas (toolbox talk)", stems: ["pasitarim"] },
      bg: { use: "беседа по безопасност (toolbox talk)", stems: ["бесед"] },
    },
  },
  {
    term: "PPE",
    english: /\bPPE\b/,
    meaning: "Personal protective equipment: hard hat, hi-vis, boots, gloves, glasses.",
    renderings: {
      pl: { use: "ŚOI (środki ochrony indywidualnej)", stems: ["ŚOI", "środk"] },
      ro: { use: "EIP (echipament individual de protecție)", stems: ["EIP", "echipament"] },
      lt: { use: "AAP (asmeninės apsaugos priemonės)", stems: ["AAP", "apsaugos priemon"] },
      bg: { use: "ЛПС (лични предпазни средства)", stems: ["ЛПС", "предпазн"] },
    },
  },
  {
    term: "CIS",
    english: /\bCIS\b/,
    meaning: "HMRC's Construction Industry Scheme: tax a contractor deducts from a subcontractor's pay.",
    renderings: {
      pl: { use: "CIS (system rozliczeń podatkowych w budownictwie)", stems: ["CIS"] },
      ro: { use: "CIS (schema fiscală din construcții)", stems: ["CIS"] },
      lt: { use: "CIS (statybos pramonės mokesčių schema)", stems: ["CIS"] },
      bg: { use: "CIS (данъчната схема в строителството)", stems: ["CIS"] },
    },
  },
  {
    term: "UTR",
    english: /\bUTR\b/,
    meaning: "Unique Taxpayer Reference, HMRC's 10-digit number for the self-employed and companies.",
    renderings: {
      pl: { use: "numer UTR", stems: ["UTR"] },
      ro: { use: "UTR (numărul de contribuabil)", stems: ["UTR"] },
      lt: { use: "UTR (mokesčių mokėtojo numeris)", stems: ["UTR"] },
      bg: { use: "UTR (данъчен номер)", stems: ["UTR"] },
    },
  },
  {
    term: "NI number",
    english: /\bNI number\b|\bNational Insurance\b/i,
    meaning: "The National Insurance number (AB123456C), the UK's number for tax and benefits.",
    renderings: {
      pl: { use: "numer NI (National Insurance)", stems: ["NI", "National Insurance"] },
      ro: { use: "numărul NI (National Insurance)", stems: ["NI", "National Insurance"] },
      lt: { use: "NI numeris (National Insurance)", stems: ["NI", "National Insurance"] },
      bg: { use: "номер NI (National Insurance)", stems: ["NI", "National Insurance"] },
    },
  },
  {
    term: "site",
    // Not "this site" (the website), the "Site-gate wallet" (a name of its own), a job title ("Site supervisor")
    // or a "site induction" (the induction entry holds that one).
    english: /(?<!this )\bsites?\b(?![- ](?:gate[- ])?wallet|[- ](?:supervisor|manager|induction))/i,
    meaning: "A construction site: where the work is and the gate where cards are checked.",
    renderings: {
      pl: { use: "budowa (plac budowy)", stems: ["budow", "budów", "plac"] },
      ro: { use: "șantier", stems: ["șantier"] },
      lt: { use: "statybvietė (objektas)", stems: ["statybviet", "statyb", "objekt"] },
      bg: { use: "обект (строителен обект)", stems: ["обект"] },
    },
  },
  {
    term: "site gate",
    // Not the "gate keeper": the person is a "portar", a "пазач".
    english: /\bgates?\b(?![- ]?keepers?)/i,
    meaning: "The entrance of a site, where cards are checked before work; the wallet is named after it.",
    renderings: {
      pl: { use: "brama budowy", stems: ["bram"] },
      ro: { use: "poarta șantierului", stems: ["poart", "porț"] },
      lt: { use: "statybvietės vartai", stems: ["vart"] },
      bg: {
        use: "вход на обекта",
        stems: ["вход"],
        avoid: [{ word: "портал", why: "reads as a web portal; the app says 'вход' everywhere else" }],
      },
    },
  },
  {
    term: "subcontractor",
    english: /\bsub-?contractors?\b/i,
    meaning: "A trade or firm working for the main contractor.",
    renderings: {
      pl: { use: "podwykonawca", stems: ["podwykonaw"] },
      ro: { use: "subcontractant", stems: ["subcontract"] },
      lt: { use: "subrangovas", stems: ["subrangov"] },
      bg: { use: "подизпълнител", stems: ["подизпълнит"] },
    },
  },
  {
    term: "reminder",
    english: /\breminders?\b/i,
    meaning: "The e-mail SiteReady sends before a card, ticket or document expires.",
    renderings: {
      pl: {
        use: "przypomnienie",
        stems: ["przypomn"],
        avoid: [{ word: "wypowiedzeni", why: "'okres wypowiedzenia' is a job's notice period" }],
      },
      ro: {
        use: "memento (plural mementouri); notificare for a notification",
        stems: ["memento", "notificar", "notificăr"],
        avoid: [{ word: "amintir", why: "'amintiri' are memories", everywhere: true }],
      },
      lt: { use: "priminimas", stems: ["primin"] },
      bg: {
        use: "напомняне",
        stems: ["напомн"],
        avoid: [{ word: "предизвест", why: "'предизвестие' is a job's notice period" }],
      },
    },
  },
  {
    term: "notice period (of a reminder)",
    english: /\bnotice period\b/i,
    meaning: "How many days before an expiry a reminder goes out; never a job's notice period.",
    renderings: {
      pl: {
        use: "z wyprzedzeniem, ile dni wcześniej",
        stems: ["wyprzedzen", "wcześniej"],
        avoid: [{ word: "wypowiedzeni", why: "'okres wypowiedzenia' is a job's notice period" }],
      },
      ro: { use: "cu câte zile înainte", stems: ["înainte"] },
      lt: { use: "prieš kiek dienų, iš anksto", stems: ["iš anksto", "prieš"] },
      bg: {
        use: "колко дни предварително",
        stems: ["предварително"],
        avoid: [{ word: "предизвест", why: "'предизвестие' is a job's notice period" }],
      },
    },
  },
  {
    term: "right to work",
    english: /\bright[- ]to[- ]work\b/i,
    meaning: "The legal right to work in the UK, and the Home Office check and share code that prove it.",
    renderings: {
      pl: {
        use: "prawo do pracy (Right to Work)",
        stems: ["prawo do pracy", "prawa do pracy", "prawem do pracy", "Right to Work"],
      },
      ro: {
        use: "dreptul de muncă (Right to Work)",
        stems: ["drept de muncă", "dreptul de muncă", "Right to Work"],
      },
      lt: {
        use: "teisė dirbti (Right to Work)",
        stems: ["teisė dirbti", "teisės dirbti", "teisę dirbti", "Right to Work"],
      },
      bg: {
        use: "право на работа (Right to Work)",
        stems: ["право на работа", "правото на работа", "право да работ", "Right to Work"],
      },
    },
  },
  {
    term: "type it in",
    english: /\btype it in\b/i,
    meaning: "Enter something with the keyboard instead of a photo or a copy; never writing by hand.",
    renderings: {
      pl: { use: "wpisz, przepisz", stems: ["wpis", "przepis"] },
      ro: {
        use: "introdu (manual), tastează",
        stems: ["introdu", "tastea"],
        avoid: [{ word: "de mână", why: "'scrie de mână' is writing with a pen", everywhere: true }],
      },
      lt: {
        use: "įveskite (rankiniu būdu)",
        stems: ["įvesk", "įvest"],
        avoid: [{ word: "ranka", why: "'įrašyti ranka' is writing with a pen" }],
      },
      bg: { use: "въведи (ръчно)", stems: ["въвед"] },
    },
  },
];

const isAcronym = (stem: string) => /^[\p{Lu}\d]+$/u.test(stem);

/** Whether `text` holds `stem` as the start of a word (an acronym: as a whole word, as written). */
export function holdsStem(text: string, stem: string): boolean {
  const escaped = stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return isAcronym(stem)
    ? new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, "u").test(text)
    : new RegExp(`(?<![\\p{L}\\d])${escaped}`, "iu").test(text);
}
