/**
 * Training text for the handwriting fine-tune (ocr-train-handwriting.sh): lines like what is written into a
 * form by hand, made up here and NOT taken from the OCR corpus's value lists (src/bench/ocr-corpus/records.ts
 * is never read), so the corpus stays a fair test. Words come from Debian's British word list (wbritish);
 * names, towns, companies and streets are generic lists written for this script; postcodes are random in the
 * six UK shapes; dates in British forms. The name lists were checked against every word of the corpus's truth
 * once, by a script, and the 19 first names and surnames found there taken out (generic words such as "Ltd",
 * "Road" or "Works" stay: they are in any English text). Seeded, so the same text comes out each time.
 *
 * Usage: tsx ocr-handwriting-text.ts LINES SEED > text.txt
 */
import { readFileSync } from "node:fs";
import { monthNames, ordinal } from "../src/bench/english-date-words.ts";

const [linesArg = "2000", seedArg = "1"] = process.argv.slice(2);
let state = Number(seedArg) >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

const words = readFileSync("/usr/share/dict/british-english", "utf8")
  .split("\n")
  .filter((word) => /^[A-Za-z]{2,12}$/.test(word));
const capital = (word: string) => word[0]?.toUpperCase() + word.slice(1);

const firstNames = [
  "Oliver",
  "Harry",
  "George",
  "Noah",
  "Jack",
  "Leo",
  "Arthur",
  "Muhammad",
  "Oscar",
  "Charlie",
  "Jacob",
  "Thomas",
  "Henry",
  "William",
  "Joshua",
  "James",
  "Daniel",
  "Ryan",
  "Kieran",
  "Liam",
  "Nathan",
  "Callum",
  "Rhys",
  "Owen",
  "Dylan",
  "Aled",
  "Fraser",
  "Angus",
  "Sean",
  "Amelia",
  "Olivia",
  "Isla",
  "Ava",
  "Mia",
  "Grace",
  "Sophie",
  "Chloe",
  "Megan",
  "Laura",
  "Rachel",
  "Aisha",
  "Fatima",
  "Krzysztof",
  "Pawel",
  "Grzegorz",
  "Andrzej",
  "Dariusz",
  "Lukasz",
  "Kamil",
  "Mateusz",
  "Szymon",
  "Magdalena",
  "Ionut",
  "Vasile",
  "Mihai",
  "Florin",
  "Darius",
  "Raj",
  "Sanjay",
  "Imran",
  "Tariq",
  "Kofi",
  "Chidi",
  "Emeka",
  "Paolo",
  "Marco",
  "Joao",
  "Ricardo",
];
const surnames = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Williams",
  "Wilson",
  "Johnson",
  "Davies",
  "Robinson",
  "Wright",
  "Thompson",
  "White",
  "Hughes",
  "Edwards",
  "Hall",
  "Wood",
  "Harris",
  "Lewis",
  "Martin",
  "Jackson",
  "Clarke",
  "Clark",
  "Turner",
  "Hill",
  "Scott",
  "Cooper",
  "Morris",
  "Moore",
  "King",
  "Watson",
  "Baker",
  "Harrison",
  "Morgan",
  "Patel",
  "Young",
  "Allen",
  "Mitchell",
  "James",
  "Anderson",
  "Phillips",
  "Lee",
  "Parker",
  "Davis",
  "Griffiths",
  "Pritchard",
  "Fraser",
  "Murray",
  "Wisniewski",
  "Wojcik",
  "Lewandowski",
  "Szymanski",
  "Dabrowski",
  "Kozlowski",
  "Jankowski",
  "Mazur",
  "Krawczyk",
  "Popescu",
  "Ionescu",
  "Stan",
  "Dumitru",
  "Okafor",
  "Osei",
  "Begum",
  "Hussain",
  "Khan",
  "Ahmed",
  "Singh",
  "Kaur",
  "Silva",
  "Santos",
  "Ferreira",
];
const towns = [
  "Bristol",
  "Leeds",
  "Sheffield",
  "Bradford",
  "Coventry",
  "Leicester",
  "Nottingham",
  "Derby",
  "Stoke",
  "Wolverhampton",
  "Sunderland",
  "Gateshead",
  "Middlesbrough",
  "Hull",
  "York",
  "Harrogate",
  "Wakefield",
  "Doncaster",
  "Rotherham",
  "Barnsley",
  "Huddersfield",
  "Halifax",
  "Bolton",
  "Wigan",
  "Stockport",
  "Oldham",
  "Rochdale",
  "Blackburn",
  "Burnley",
  "Lancaster",
  "Carlisle",
  "Swansea",
  "Newport",
  "Wrexham",
  "Bangor",
  "Aberdeen",
  "Dundee",
  "Inverness",
  "Perth",
  "Stirling",
  "Paisley",
  "Exeter",
  "Plymouth",
  "Truro",
  "Taunton",
  "Swindon",
  "Reading",
  "Oxford",
  "Slough",
  "Luton",
  "Watford",
  "Chelmsford",
  "Colchester",
  "Ipswich",
  "Norwich",
  "Peterborough",
  "Northampton",
  "Milton Keynes",
  "Brighton",
  "Crawley",
  "Guildford",
  "Maidstone",
  "Canterbury",
  "Dover",
  "Southampton",
  "Portsmouth",
  "Bournemouth",
  "Gloucester",
  "Worcester",
  "Hereford",
  "Shrewsbury",
  "Telford",
  "Lincoln",
  "Grimsby",
  "Scunthorpe",
  "Durham",
  "Darlington",
  "Belfast",
];
const streetKinds = [
  "Road",
  "Street",
  "Lane",
  "Avenue",
  "Way",
  "Close",
  "Drive",
  "Park",
  "Wharf",
  "Yard",
  "Court",
  "Gardens",
  "Place",
  "Square",
  "Terrace",
  "Row",
  "Works",
  "Mill",
  "Depot",
  "Estate",
];
const companyKinds = [
  "Ltd",
  "Limited",
  "plc",
  "Ltd.",
  "& Sons Ltd",
  "Group",
  "Contractors Ltd",
  "Construction Ltd",
  "Builders",
  "Building Services",
  "Civils Ltd",
  "Scaffolding",
  "Groundworks Ltd",
  "Electrical Ltd",
  "Plumbing & Heating",
  "Roofing Ltd",
  "Demolition plc",
  "Developments Ltd",
  "Homes Ltd",
  "Engineering Ltd",
  "Joinery",
  "Interiors Ltd",
  "Facilities plc",
];
const jobWords = [
  "hard hat",
  "helmet",
  "gloves",
  "goggles",
  "glasses",
  "boots",
  "safety boots",
  "hi-vis",
  "vest",
  "jacket",
  "ear defenders",
  "ear plugs",
  "mask",
  "dust mask",
  "harness",
  "overalls",
  "knee pads",
  "visor",
  "respirator",
  "rigger boots",
  "steel toe caps",
  "waterproofs",
  "face shield",
  "gauntlets",
];
const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const letters = "ABCDEFGHIJKLMNOPRSTUWYZ";
const inward = "ABDEFGHJLNPQRSTUWXYZ";

const word = () => pick(words);
const name = () =>
  random() < 0.15 ? `${pick(firstNames)[0]}. ${pick(surnames)}` : `${pick(firstNames)} ${pick(surnames)}`;
const postcode = () => {
  const area = random() < 0.5 ? pick([...letters]) : pick([...letters]) + pick([...letters]);
  const district = random() < 0.15 ? `${int(1, 9)}${pick([..."ABEHMNPRVWXY"])}` : String(int(1, 29));
  return `${area}${district} ${int(0, 9)}${pick([...inward])}${pick([...inward])}`;
};
const date = () => {
  const day = int(1, 28);
  const month = int(1, 12);
  const year = int(2019, 2031);
  const two = (n: number) => String(n).padStart(2, "0");
  const monthName = monthNames[month - 1] ?? "May";
  switch (int(0, 8)) {
    case 0:
      return `${two(day)}/${two(month)}/${year}`;
    case 1:
      return `${two(day)}.${two(month)}.${String(year).slice(2)}`;
    case 2:
      return `${day}/${month}/${String(year).slice(2)}`;
    case 3:
      return `${day} ${monthName} ${year}`;
    case 4:
      return `${ordinal(day)} ${monthName.slice(0, 3)} ${year}`;
    case 5:
      return `${pick(days)} ${day} ${monthName} ${year}`;
    case 6:
      return `${year}-${two(month)}-${two(day)}`;
    case 7:
      return `${day}-${month}-${year}`;
    default:
      return `${ordinal(day)} ${monthName} ${year}`;
  }
};
const street = () => `${random() < 0.6 ? `${int(1, 240)} ` : ""}${capital(word())} ${pick(streetKinds)}`;
const place = () => `${street()}, ${pick(towns)}${random() < 0.7 ? `, ${postcode()}` : ""}`;
const company = () =>
  random() < 0.3 ? `${pick(surnames)} ${pick(companyKinds)}` : `${capital(word())} ${pick(companyKinds)}`;
const prose = () =>
  Array.from({ length: int(3, 7) }, (_, i) => (i === 0 || random() < 0.2 ? capital(word()) : word())).join(
    " ",
  );
const kit = () => {
  const items = [...new Set(Array.from({ length: int(2, 4) }, () => pick(jobWords)))];
  return items.join(random() < 0.7 ? ", " : " / ");
};
const mixed = () => `${pick([name, company, date, postcode, prose])()} ${pick([date, postcode, prose])()}`;

const makers = [
  name,
  name,
  company,
  company,
  place,
  place,
  date,
  date,
  date,
  postcode,
  prose,
  prose,
  kit,
  mixed,
];
const lines = Array.from({ length: Number(linesArg) }, () => {
  const line = pick(makers)();
  return random() < 0.1 ? line.toUpperCase() : line;
});
process.stdout.write(`${lines.join("\n")}\n`);
