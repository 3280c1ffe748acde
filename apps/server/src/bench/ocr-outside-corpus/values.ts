/**
 * The values written on the outside corpus's forms: its own lists of names (British, Polish, Romanian,
 * Lithuanian, Irish, Portuguese), UK sites with postcodes, contractors, schemes and the ways people write a date,
 * drawn by its own seeded source (sfc32) so the corpus comes out the same every time. Made apart from the first
 * corpus's records on purpose: the point of this corpus is not to share that generator's habits (only the
 * English words of a date are shared).
 */
import { monthNames, ordinal, twoDigits, weekdayNames } from "../english-date-words.ts";

/** sfc32, seeded through splitmix32: small, fast and the same on every machine. */
export function makeRandom(seed: number) {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  return {
    next,
    range: (low: number, high: number) => low + next() * (high - low),
    int: (low: number, high: number) => Math.floor(low + next() * (high - low + 1)),
    one: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    odds: (p: number) => next() < p,
  };
}
export type OutsideRandom = ReturnType<typeof makeRandom>;

const firstAndLast: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [
    ["Gareth", "Siobhan", "Callum", "Rhys", "Bethany", "Declan", "Nadia", "Owain", "Kieran", "Leanne"],
    ["Pritchard", "O'Sullivan", "McAllister", "Hughes", "Thornton", "Ashworth", "Bradshaw", "Whitfield"],
  ],
  [
    ["Paweł", "Grzegorz", "Agnieszka", "Łukasz", "Małgorzata", "Wojciech", "Dorota", "Krzysztof"],
    ["Wiśniewski", "Kowalczyk", "Zieliński", "Szymańska", "Dąbrowski", "Jankowska", "Wójcik", "Mazur"],
  ],
  [
    ["Ionuț", "Andreea", "Mihai", "Florin", "Cristina", "Bogdan", "Ștefan", "Alina"],
    ["Popescu", "Dumitrescu", "Constantin", "Stănescu", "Radu", "Munteanu", "Ionescu", "Georgescu"],
  ],
  [
    ["Tomas", "Giedrius", "Rūta", "Darius", "Vaida", "Mindaugas", "Aušra", "Žygimantas"],
    ["Kazlauskas", "Petrauskienė", "Jankauskas", "Žukauskas", "Balčiūnas", "Vasiliauskas", "Paulauskas"],
  ],
  [
    ["João", "Ricardo", "Inês", "Tiago", "Femi", "Adebayo", "Priya", "Harjit"],
    ["Ferreira", "Carvalho", "Okonkwo", "Adeyemi", "Sandhu", "Chaudhry", "Mensah", "Rodrigues"],
  ],
];

function personName(random: OutsideRandom): string {
  const [firsts, lasts] = random.one(firstAndLast);
  return `${random.one(firsts)} ${random.one(lasts)}`;
}

const sites = [
  "Lister Street Works, HD1 3AB",
  "Wharfside Phase 2, S3 8EN",
  "Former Co-op Depot, PL4 0DW",
  "Clarence Dock Plot C, HU1 2DL",
  "Brunswick Gardens, TS1 5RP",
  "Hamilton Road Estate, NR3 1HF",
  "St Mungo's Yard, G4 0SP",
  "Penarth Road Retail Park, CF11 8EF",
  "Trent Basin Block D, NG2 4RT",
  "Queen's Quay North, BT3 9DT",
  "Ashton Old Baths, OL6 7DT",
  "Oldfield Lane Care Home, BA2 3NL",
  "Priory Meadow School, TN34 1PQ",
  "Cowley Road Depot, OX4 2HX",
  "Grainger Town Hotel, NE1 6HB",
  "Wolverton Works, MK12 5NN",
  "Mill Race Apartments, DE1 3AZ",
  "Kelham Island Lofts, S3 8SA",
  "Bishopsgate Goods Yard, E1 6PG",
  "Temple Quarter Plot 5, BS1 6QA",
  "Dundee Waterfront Site 6, DD1 4BY",
  "Swansea Kingsway Block B, SA1 5LB",
];
const companies = [
  "Marchwood Construction Ltd",
  "Halden & Brook Contractors",
  "Tyne Bridge Civils Ltd",
  "Cairnstone Building plc",
  "Wessex Interiors Ltd",
  "Stonebridge Homes Ltd",
  "Pendle Groundworks Ltd",
  "Corran Engineering Services",
  "Blackwater Developments Ltd",
  "Lindley Roofing & Cladding",
  "Arkwright Structures Ltd",
  "Fairhaven Building Services",
  "Moorgate Demolition Ltd",
  "Thistle Infrastructure Ltd",
];
const projects = [
  "Riverside Extra Care Scheme",
  "Block A Residential Fit-Out",
  "Drainage Diversion Works",
  "Primary School Extension",
  "Library Refurbishment",
  "Hotel Conversion Phase 1",
  "Student Accommodation 412 Beds",
  "Sewer Rehabilitation Contract",
  "Warehouse Unit 7 Shell",
  "Medical Centre New Build",
  "Footbridge Replacement",
  "Office Strip-Out and Refit",
  "Affordable Housing 38 Units",
  "Substation Enabling Works",
];

/** The PPE each item is written as on other people's forms (never the app's own labels only). */
const ppeWording: Record<string, readonly string[]> = {
  hard_hat: ["Safety helmet", "Hard hat", "Head protection", "Helmet"],
  hi_vis: ["Hi-vis vest", "High visibility clothing", "Hi-vis jacket", "Hi viz"],
  safety_boots: ["Safety footwear", "Steel toe-cap boots", "Safety boots", "Protective footwear"],
  gloves: ["Gloves", "Hand protection", "Cut-resistant gloves", "Rigger gloves"],
  eye_protection: ["Safety glasses", "Eye protection", "Goggles", "Safety specs"],
  ear_defenders: ["Ear defenders", "Hearing protection", "Ear plugs", "Ear defenders/plugs"],
  harness: ["Harness", "Full body harness", "Harness & lanyard", "Fall arrest harness"],
  dust_mask: ["Dust mask", "RPE (FFP3)", "Face mask / RPE", "Respirator"],
};
/** In the order the app lists them (truth is compared as a list). */
export const ppeCodes = [
  "hard_hat",
  "hi_vis",
  "safety_boots",
  "gloves",
  "eye_protection",
  "ear_defenders",
  "harness",
  "dust_mask",
] as const;

/** A date as a person in the UK writes or prints it; the forms chosen per record. */
function writtenDate(iso: string, random: OutsideRandom, byHand: boolean): string {
  const date = new Date(`${iso}T12:00:00Z`);
  const d = date.getUTCDate();
  const m = date.getUTCMonth() + 1;
  const y = date.getUTCFullYear();
  const forms = byHand
    ? [
        `${d}/${m}/${y % 100}`,
        `${twoDigits(d)}/${twoDigits(m)}/${y}`,
        `${d}.${m}.${y}`,
        `${d} ${monthNames[m - 1]?.slice(0, 3)} ${y}`,
        `${twoDigits(d)}-${twoDigits(m)}-${y % 100}`,
      ]
    : [
        `${twoDigits(d)}/${twoDigits(m)}/${y}`,
        `${d} ${monthNames[m - 1]} ${y}`,
        `${ordinal(d)} ${monthNames[m - 1]} ${y}`,
        `${twoDigits(d)}-${monthNames[m - 1]?.slice(0, 3)}-${y}`,
        `${weekdayNames[date.getUTCDay()]?.slice(0, 3)} ${d} ${monthNames[m - 1]?.slice(0, 3)} ${y}`,
        `${twoDigits(d)}.${twoDigits(m)}.${String(y).slice(2)}`,
      ];
  return random.one(forms);
}

export interface OutsideRecord {
  worker: string;
  site: string;
  company: string;
  project: string;
  /** ISO date of the induction, and how the sheet shows it. */
  date: string;
  writtenDate: string;
  supervisor: string;
  briefing: boolean;
  /** Codes in the app's order, and the words this sheet uses for every item it lists. */
  ppe: string[];
  ppeWords: Record<string, string>;
  /** ISO, when the layout prints an end date; null when that box is left empty. */
  validUntil?: string | null;
  writtenValidUntil?: string;
}

export function makeOutsideRecord(random: OutsideRandom, byHand: boolean, printsEnd: boolean): OutsideRecord {
  const start = Date.UTC(2025, 0, 6);
  const iso = new Date(start + random.int(0, 600) * 86_400_000).toISOString().slice(0, 10);
  const ppe = ppeCodes.filter((_code, index) => (index < 3 ? random.odds(0.92) : random.odds(0.35)));
  const ppeWords = Object.fromEntries(ppeCodes.map((code) => [code, random.one(ppeWording[code] ?? [code])]));
  const record: OutsideRecord = {
    worker: personName(random),
    site: random.one(sites),
    company: random.one(companies),
    project: random.one(projects),
    date: iso,
    writtenDate: writtenDate(iso, random, byHand),
    supervisor: personName(random),
    briefing: random.odds(0.7),
    ppe: ppe.length > 0 ? ppe : ["hard_hat"],
    ppeWords,
  };
  if (printsEnd) {
    if (random.odds(0.75)) {
      const end = new Date(Date.parse(`${iso}T12:00:00Z`) + random.one([90, 180, 365]) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      record.validUntil = end;
      record.writtenValidUntil = writtenDate(end, random, byHand);
    } else record.validUntil = null;
  }
  return record;
}
