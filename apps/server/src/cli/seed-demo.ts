// `npm run seed:demo`: a demo worker with every section filled and cards at each urgency level, so a newcomer
// can look around at once. Goes through the real API (validation, encryption, file processing) in-process.
// With the embedded database, stop the server first: PGlite must not be opened by two processes at once.
import sharp from "sharp";
import { buildApp } from "../app.ts";
import { ConfigError, loadConfig } from "../lib/config.ts";

export const demoAccount = { email: "demo@siteready.test", password: "site-ready-demo" };

/** An ISO date `days` from today. */
function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A card-shaped picture standing in for a photo of a side of a card. */
function cardPicture(label: string, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540"><rect width="856" height="540" rx="32" fill="#f8fafc"/><rect width="856" height="120" rx="32" fill="${colour}"/><text x="48" y="300" font-size="64" font-family="sans-serif" fill="#0f172a">${label}</text><text x="48" y="400" font-size="36" font-family="sans-serif" fill="#475569">DEMO CARD — NOT REAL</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** Seeds the database the environment points at; `env` replaces the environment in tests. */
export async function seedDemo(env?: Record<string, string | undefined>) {
  const config = loadConfig(env, { SCHEDULED_JOBS: "off" });
  const app = await buildApp(config);
  const origin = new URL(config.publicUrl).origin;
  try {
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin },
      payload: { firstName: "Dana", lastName: "Okoro", acceptTerms: true, ...demoAccount },
    });
    if (signUp.statusCode === 409) return { created: false as const };
    if (signUp.statusCode !== 200) throw new Error(`could not create the demo account: ${signUp.body}`);
    const cookie = [signUp.headers["set-cookie"]]
      .flat()
      .map((value) => String(value).split(";")[0])
      .join("; ");
    const headers = { cookie, origin };

    const call = async (method: "PUT" | "POST", url: string, payload: object) => {
      const response = await app.inject({ method, url, headers, payload });
      if (response.statusCode >= 300) throw new Error(`${method} ${url} failed: ${response.body}`);
      return response.json() as { id: string };
    };

    await call("PUT", "/api/profile/personal-details", {
      first_name: "Dana",
      last_name: "Okoro",
      email: demoAccount.email,
      phone: "07700 900123",
      date_of_birth: "1988-04-12",
      address_line1: "1 Example Street",
      city: "Leeds",
      postcode: "LS1 4DY",
      country: "United Kingdom",
    });
    await call("PUT", "/api/profile/next-of-kin", {
      first_name: "Chris",
      last_name: "Okoro",
      relationship: "Partner",
      mobile_number: "07700 900456",
      email: "chris.okoro@example.com",
    });
    await call("PUT", "/api/profile/bank-details", {
      account_holder_name: "Dana Okoro",
      account_number: "12345678",
      sort_code: "12-34-56",
      bank_name: "Example Bank",
    });
    await call("PUT", "/api/profile/tax-details", {
      employment_type: "self_employed",
      ni_number: "QQ123456C",
      personal_utr: "1234567890",
      cis_status: "registered_20",
    });
    await call("POST", "/api/profile/documents", {
      document_type: "passport",
      document_number: "123456789",
      expiry_date: inDays(365 * 6),
    });
    await call("POST", "/api/profile/documents", {
      document_type: "driving_licence",
      document_number: "OKORO804128D99AB",
      expiry_date: inDays(-12),
    });
    // One card at each urgency: urgent, warning, valid, expired, and one with no expiry (unknown).
    const cards = [
      { card_type: "cscs-skilled-worker", registration_number: "CSCS-DEMO-0001", expiry_date: inDays(20) },
      {
        card_type: "cpcs-competent-operator",
        registration_number: "CPCS-DEMO-0002",
        expiry_date: inDays(75),
      },
      {
        card_type: "npors-traditional-operator",
        registration_number: "NPORS-DEMO-0003",
        expiry_date: inDays(700),
      },
      { card_type: "ipaf-pal", registration_number: "IPAF-DEMO-0004", expiry_date: inDays(-5) },
      { card_type: "iosh-working-safely", registration_number: "IOSH-DEMO-0005" },
    ];
    const created = await Promise.all(cards.map((card) => call("POST", "/api/profile/skills-cards", card)));
    // Both sides of every card, so each is complete (a card counts with its photos) and ready at the gate.
    for (const [index, card] of created.entries()) {
      for (const side of ["front", "back"] as const) {
        const form = new FormData();
        const picture = await cardPicture(`${cards[index]?.registration_number} (${side})`, "#1d4ed8");
        form.append("file", new Blob([picture], { type: "image/jpeg" }), `${side}.jpg`);
        const upload = await app.inject({
          method: "POST",
          url: `/api/profile/skills-cards/${card.id}/photos/${side}`,
          headers,
          payload: form,
        });
        if (upload.statusCode >= 300) throw new Error(`card photo upload failed: ${upload.body}`);
      }
    }
    await call("POST", "/api/profile/qualifications", {
      type: "NVQ Level 2 Groundworks",
      number: "NVQ-DEMO-42",
      issue_date: "2019-07-01",
      issuing_authority: "City & Guilds",
    });
    return { created: true as const };
  } finally {
    await app.close();
  }
}

async function main() {
  const result = await seedDemo();
  console.info(
    result.created
      ? "Demo worker created with every section filled and cards at each urgency level."
      : "The demo worker already exists.",
  );
  console.info(`Sign in at your SiteReady address with ${demoAccount.email} / ${demoAccount.password}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
