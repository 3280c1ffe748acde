/**
 * The induction records of the OCR corpus: varied values (English and Polish names, UK sites with postcodes,
 * dates in the forms people write them in the UK), chosen by a seeded random source so the corpus is the same
 * every time it is made. What each image must be read as is the record itself (`truth`).
 */
import { monthNames, ordinal, twoDigits, weekdayNames } from "../english-date-words.ts";

/** A small seeded random source (mulberry32): the corpus is made the same way every time. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (low: number, high: number) => low + next() * (high - low),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
  };
}
export type Random = ReturnType<typeof seededRandom>;

const sites = [
  "Riverside Quay, LS1 4DY",
  "Canal Wharf Phase 3, M4 6JT",
  "Harbour Point, CF10 5AL",
  "Old Tannery Yard, NG1 7HW",
  "Kingsway Depot, B7 4QP",
  "St Anne's Court, BS2 0JF",
  "Millbrook Park, SO15 0AJ",
  "Castle Gate, EH1 2NG",
  "Victoria Mills, BD3 9LR",
  "Elm Grove School, RG1 5TH",
  "Station Road Yard, NE1 5DL",
  "Greenfield Rise, LE4 8PW",
  "Thames Reach, SE16 4QT",
  "Abbey Fields, CV1 2GP",
  "Westgate Plaza, OX1 1PL",
  "Bridgewater House, WA4 6QF",
  "Marsh Lane Works, HU9 1TS",
  "Pier Head, L3 1BY",
  "Hollins Green, PR1 8JN",
  "Cathedral Square, G1 2LZ",
];
const companies = [
  "Fenwick Homes Ltd",
  "Caldwell & Price Construction",
  "Northern Rail Civils Ltd",
  "Brightwater Build plc",
  "Hadley Groundworks Ltd",
  "Severn Valley Contractors",
  "Ashcombe Developments Ltd",
  "Redbrick Building Services",
  "Pennine Structures Ltd",
  "Granite Bay Construction",
  "Oakmere Civil Engineering",
  "Kestrel Fit Out Ltd",
];
const projects = [
  "Block B Frame",
  "Riverside Apartments",
  "New Library Wing",
  "Car Park Resurfacing",
  "Phase 2 Housing",
  "Bridge Deck Repairs",
  "Ward 9 Refurbishment",
  "Student Halls Fit Out",
  "Retail Unit 4",
  "Sewer Diversion",
  "Primary School Extension",
  "Flood Defence Wall",
];
const supervisors = [
  "Stuart Bell",
  "Wojciech Kowalczyk",
  "Agnieszka Nowak",
  "Priya Sharma",
  "Gareth Evans",
  "Tomasz Zielinski",
  "Fiona MacLeod",
  "Kwame Mensah",
  "Marek Wozniak",
  "Siobhan Kelly",
  "Declan Murphy",
  "Katarzyna Lewandowska",
  "Hannah Whitfield",
  "Piotr Kaminski",
];
const workers = [
  "Jan Kowalski",
  "Liam O'Brien",
  "Michal Wisniewski",
  "Aisha Khan",
  "Connor Reid",
  "Pawel Dabrowski",
  "Ben Hughes",
  "Grzegorz Lis",
];

/** The PPE a sheet lists, printed with the words sites use, and the checklist id each must be read as. */
const ppeChoices: ReadonlyArray<{ id: string; words: readonly string[] }> = [
  { id: "hard_hat", words: ["hard hat", "safety helmet", "hard hat"] },
  { id: "hi_vis", words: ["hi-vis vest", "hi-vis", "high visibility vest"] },
  { id: "safety_boots", words: ["safety boots", "safety boots", "toe cap boots"] },
  { id: "gloves", words: ["gloves", "cut resistant gloves"] },
  { id: "eye_protection", words: ["eye protection", "safety glasses", "goggles"] },
  { id: "ear_defenders", words: ["ear defenders", "hearing protection"] },
  { id: "harness", words: ["harness", "full body harness"] },
  { id: "dust_mask", words: ["dust mask", "RPE (FFP3 mask)"] },
];
const ppeOrder = ppeChoices.map((choice) => choice.id);

/** A date printed in one of the forms British sheets use (day first, never month first). */
function printedDate(date: Date, style: number): string {
  const day = date.getUTCDate();
  const month = date.getUTCMonth() + 1;
  const year = date.getUTCFullYear();
  const name = monthNames[month - 1] ?? "";
  switch (style % 7) {
    case 0:
      return `${twoDigits(day)}/${twoDigits(month)}/${year}`;
    case 1:
      return `${twoDigits(day)}.${twoDigits(month)}.${String(year).slice(2)}`;
    case 2:
      return `${day}/${month}/${String(year).slice(2)}`;
    case 3:
      return `${day} ${name} ${year}`;
    case 4:
      return `${ordinal(day)} ${name.slice(0, 3)} ${year}`;
    case 5:
      return `${weekdayNames[date.getUTCDay()]} ${day} ${name} ${year}`;
    default:
      return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
  }
}

export interface CorpusRecord {
  worker: string;
  site: string;
  company: string;
  project: string;
  /** As printed on the sheet. */
  printedDate: string;
  /** As it must be read, ISO. */
  date: string;
  supervisor: string;
  briefing: boolean;
  /** The PPE words as printed, in order. */
  ppeWords: string[];
  /** The checklist ids they must be read as, in checklist order. */
  ppe: string[];
  /**
   * Only on the layouts that print it (the second part of the corpus): the induction's end date as printed and
   * as it must be read, or null when the sheet's box for it was left blank.
   */
  expiry?: { printed: string; date: string } | null;
}

/**
 * The date an induction runs to, as sites set it: six or twelve months on (or to the end of a month), printed
 * in another of the British forms than the induction's own date; left blank on about one sheet in four.
 */
export function withExpiry(record: CorpusRecord, random: Random, index: number): CorpusRecord {
  if (random.chance(0.25)) return { ...record, expiry: null };
  const start = new Date(`${record.date}T00:00:00Z`);
  const months = random.pick([6, 12, 12]);
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate()));
  const date = random.chance(0.25) ? new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)) : end;
  return {
    ...record,
    expiry: { printed: printedDate(date, index + 3), date: date.toISOString().slice(0, 10) },
  };
}

export function makeRecord(random: Random, index: number): CorpusRecord {
  const start = Date.UTC(2025, 6, 1);
  const date = new Date(start + Math.floor(random.between(0, 300)) * 86_400_000);
  const chosen = ppeChoices.filter(
    (_choice, position) => position < 3 || random.chance(0.35 - position * 0.02),
  );
  const ppeWords = chosen.map((choice) => random.pick(choice.words));
  return {
    worker: random.pick(workers),
    site: random.pick(sites),
    company: random.pick(companies),
    project: random.pick(projects),
    printedDate: printedDate(date, index + Math.floor(index / 7)),
    date: date.toISOString().slice(0, 10),
    supervisor: random.pick(supervisors),
    briefing: !random.chance(0.25),
    ppeWords,
    ppe: ppeOrder.filter((id) => chosen.some((choice) => choice.id === id)),
  };
}
