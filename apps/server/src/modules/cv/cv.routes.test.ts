import { createServer, type Server } from "node:http";
import {
  AI_POLISHES_PER_HOUR,
  aiPolishLimitMessage,
  CV_EXPORTS_PER_HOUR,
  cvExportLimitMessage,
} from "@siteready/domain/limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { expectRefusedInWords } from "../../test-support/limits.ts";
import { pdfFonts, pdfPages } from "../../test-support/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import {
  callerOf,
  isoDaysFromNow,
  readZipEntry,
  type User,
  validBankDetails,
  validPersonalDetails,
} from "../profile/profile-test-support.ts";

const adminEmail = "boss@example.com";

async function textAndPagesOf(pdf: Buffer) {
  const pages = await pdfPages(pdf);
  return { text: pages.join("\n"), totalPages: pages.length };
}

/** A fake OpenAI-compatible provider: answers what `nextAnswer` holds and keeps every request body it got. */
function fakeProvider() {
  const received: Array<{ authorization: string | undefined; raw: string }> = [];
  let nextAnswer = "";
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      received.push({ authorization: request.headers.authorization, raw });
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: nextAnswer } }] }));
    });
  });
  return {
    received,
    answer: (text: string) => {
      nextAnswer = text;
    },
    start: () => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    url: () => {
      const address = server.address();
      return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/v1`;
    },
  };
}

/** A worker with personal, bank and tax details, two cards (one expired), two projects and an induction. */
async function workerWithProfile(testApp: TestApp) {
  const call = callerOf(() => testApp.app);
  const worker = await signedInUser(testApp.app);
  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answer = await response;
    if (answer.statusCode >= 300) throw new Error(`${answer.statusCode} ${answer.body}`);
  };
  await ok(
    call(worker, "PUT", "/api/profile/personal-details", {
      ...validPersonalDetails,
      first_name: "Łukasz",
      last_name: "Wójcik",
    }),
  );
  await ok(call(worker, "PUT", "/api/profile/bank-details", validBankDetails));
  await ok(
    call(worker, "PUT", "/api/profile/tax-details", {
      employment_type: "self_employed",
      ni_number: "AB123456C",
      personal_utr: "12345 67890",
    }),
  );
  // The expired card is added first and expires first, so "valid first" is the CV's doing, not the order kept.
  await ok(
    call(worker, "POST", "/api/profile/skills-cards", {
      card_type: "npors-traditional-operator",
      registration_number: "NP-OLD-4411",
      expiry_date: isoDaysFromNow(-30),
    }),
  );
  await ok(
    call(worker, "POST", "/api/profile/skills-cards", {
      card_type: "cscs-skilled-worker",
      registration_number: "CSCS-77001234",
      expiry_date: isoDaysFromNow(900),
    }),
  );
  await ok(
    call(worker, "POST", "/api/projects", {
      name: "Kirkstall Road flats",
      company: "Northern Groundworks Ltd",
      role: "Groundworker",
      start_date: "2024-03-01",
      description: "Drainage runs and footings for 40 flats.",
    }),
  );
  await ok(
    call(worker, "POST", "/api/projects", {
      name: "Holbeck school extension",
      company: "Aire Valley Builders",
      role: "Labourer",
      start_date: "2022-05-01",
      end_date: "2023-01-31",
    }),
  );
  await ok(
    call(worker, "POST", "/api/inductions", {
      site_name: "Kirkstall Road",
      company_name: "Northern Groundworks Ltd",
      induction_date: "2024-03-01",
      safety_briefing_completed: true,
    }),
  );
  return worker;
}

async function enableFeatures(testApp: TestApp) {
  const admin = await signedInUser(testApp.app, { email: adminEmail });
  for (const feature of ["cvOptimizer", "inductions"]) {
    await testApp.app.inject({
      method: "PATCH",
      url: `/api/admin/features/${feature}`,
      headers: admin.headers,
      payload: { state: "enabled" },
    });
  }
  return admin;
}

describe("CV builder without an AI provider", () => {
  let testApp: TestApp;
  let worker: User;
  const call = callerOf(() => testApp.app);

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: adminEmail });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it("is locked while the feature is donate-to-unlock", async () => {
    const someone = await signedInUser(testApp.app);
    const response = await call(someone, "GET", "/api/cv");
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "FEATURE_LOCKED", details: { feature: "cvOptimizer" } });
  });

  it("makes the CV from the profile: chosen contact lines, valid cards first, projects, inductions", async () => {
    await enableFeatures(testApp);
    worker = await workerWithProfile(testApp);
    const response = await call(worker, "GET", "/api/cv");
    expect(response.statusCode).toBe(200);
    const { cv, ai, available } = response.json();
    expect(cv.name).toBe("Łukasz Wójcik");
    expect(cv.contact).toEqual(["sam.oneill@example.com", "+44 7700 900123", "Leeds"]);
    expect(cv.cards.map((card: { registration_number: string }) => card.registration_number)).toEqual([
      "CSCS-77001234",
      "NP-OLD-4411",
    ]);
    expect(cv.cards[1].expired).toBe(true);
    expect(cv.projects.map((project: { name: string }) => project.name)).toEqual([
      "Kirkstall Road flats",
      "Holbeck school extension",
    ]);
    expect(cv.inductions).toEqual([
      { site_name: "Kirkstall Road", company_name: "Northern Groundworks Ltd", induction_date: "2024-03-01" },
    ]);
    expect(cv.driving_licence).toBe(false);
    expect(available).toEqual({ email: true, phone: true, town: true, driving_licence: false });
    expect(ai).toEqual({ configured: false, consented_at: null });
    // Never on a CV: date of birth, street address, postcode.
    expect(response.body).not.toContain(validPersonalDetails.date_of_birth);
    expect(response.body).not.toContain(validPersonalDetails.address_line1);
  });

  it("saves the worker's summary and contact choices, and states the right to work", async () => {
    const response = await call(worker, "PUT", "/api/cv/settings", {
      summary: "Groundworker with six years on housing and school sites.",
      show_email: true,
      show_phone: false,
      show_town: true,
      include_driving_licence: true,
      right_to_work: true,
    });
    expect(response.statusCode).toBe(200);
    const { cv, settings } = response.json();
    expect(settings.summary).toBe("Groundworker with six years on housing and school sites.");
    expect(cv.contact).toEqual(["sam.oneill@example.com", "Leeds"]);
    expect(cv.right_to_work).toBe(true);
  });

  it("checks the settings with the shared schema", async () => {
    const response = await call(worker, "PUT", "/api/cv/settings", {
      summary: "x".repeat(801),
      show_email: true,
      show_phone: true,
      show_town: true,
      include_driving_licence: true,
      right_to_work: false,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(["summary"]);
  });

  it("exports a PDF whose text has the card numbers and project names in order", async () => {
    const response = await call(worker, "GET", "/api/cv/export/pdf");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^attachment;/);
    const { text, totalPages } = await textAndPagesOf(response.rawPayload);
    expect(totalPages).toBe(1);
    const positions = [
      "Łukasz Wójcik",
      "CSCS-77001234",
      "NP-OLD-4411",
      "Kirkstall Road flats",
      "Holbeck school extension",
    ].map((needle) => text.indexOf(needle));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(text).not.toContain("07700");
    expect(text).not.toContain("AB123456C");
    expect((await pdfFonts(response.rawPayload)).every((font) => font.embedded)).toBe(true);
  });

  it("writes the CV's headings in English by default, in Polish when the worker chooses, names as written", async () => {
    const english = await textAndPagesOf((await call(worker, "GET", "/api/cv/export/pdf")).rawPayload);
    expect(english.text).toContain("Cards and tickets");
    expect(english.text).toContain("Sites and projects");

    const polish = await call(worker, "GET", "/api/cv/export/pdf?language=pl");
    expect(polish.statusCode).toBe(200);
    const { text } = await textAndPagesOf(polish.rawPayload);
    expect(text).toContain("Karty i uprawnienia");
    expect(text).toContain("Budowy i projekty");
    expect(text).not.toContain("Cards and tickets");
    expect(text).toContain("Łukasz Wójcik");
    expect(text).toContain("Kirkstall Road flats");

    const plain = await call(worker, "GET", "/api/cv/export/txt?language=pl");
    expect(plain.body).toContain("\nKARTY I UPRAWNIENIA\n");
    expect((await call(worker, "GET", "/api/cv/export/pdf?language=de")).statusCode).toBe(400);
  });

  it("exports a Word file and plain text with the same content", async () => {
    const docx = await call(worker, "GET", "/api/cv/export/docx");
    expect(docx.statusCode).toBe(200);
    expect(docx.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const xml = readZipEntry(docx.rawPayload, "word/document.xml")?.toString("utf8") ?? "";
    expect(xml).toContain("CSCS-77001234");
    expect(xml).toContain("Holbeck school extension");
    // A word processor falls back on the default paragraph style: there is one, and the headings build on it.
    const styles = readZipEntry(docx.rawPayload, "word/styles.xml")?.toString("utf8") ?? "";
    const defaultParagraphStyles = styles.match(
      /<w:style w:type="paragraph" w:default="1" w:styleId="(\w+)">/g,
    );
    expect(defaultParagraphStyles).toEqual(['<w:style w:type="paragraph" w:default="1" w:styleId="Normal">']);
    expect(styles).toContain('<w:basedOn w:val="Normal"/>');

    const text = await call(worker, "GET", "/api/cv/export/txt");
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.body).toContain("CARDS AND TICKETS\nCSCS Skilled Worker (Blue)\n  Reg. no. CSCS-77001234");
  });

  it("keeps a long history to two pages", async () => {
    const busy = await signedInUser(testApp.app);
    for (let index = 0; index < 30; index += 1) {
      await call(busy, "POST", "/api/projects", {
        name: `Project number ${index + 1}`,
        start_date: `${1990 + index}-01-01`,
        end_date: `${1990 + index}-12-31`,
        description:
          "Set out and laid drainage, kerbs and footings; read drawings; worked to the programme. ".repeat(4),
      });
    }
    const response = await call(busy, "GET", "/api/cv/export/pdf");
    const { text, totalPages } = await textAndPagesOf(response.rawPayload);
    expect(totalPages).toBe(2);
    expect(text).toContain("Project number 30");
  });

  it("changes only the worker's own project's description", async () => {
    const { cv } = (await call(worker, "GET", "/api/cv")).json();
    const projectId = cv.projects[0].id;
    const stranger = await signedInUser(testApp.app);
    const theirs = await call(stranger, "PUT", `/api/cv/projects/${projectId}/description`, {
      description: "Not mine",
    });
    expect(theirs.statusCode).toBe(404);
    const mine = await call(worker, "PUT", `/api/cv/projects/${projectId}/description`, {
      description: "Laid drainage runs and footings for 40 flats.",
    });
    expect(mine.json().cv.projects[0].description).toBe("Laid drainage runs and footings for 40 flats.");
  });

  // Sixty real downloads, each laid out to fit its pages: about 12 s alone, more than 30 s on a machine busy with
  // the browser suite beside it (CI), so it has time to spare.
  it(`refuses downloads past ${CV_EXPORTS_PER_HOUR} an hour in words`, { timeout: 120_000 }, async () => {
    const busy = await workerWithProfile(testApp);
    for (let downloaded = 0; downloaded < CV_EXPORTS_PER_HOUR; downloaded += 1) {
      expect((await call(busy, "GET", "/api/cv/export/txt")).statusCode).toBe(200);
    }
    expectRefusedInWords(await call(busy, "GET", "/api/cv/export/pdf"), 429, cvExportLimitMessage);
    // Another worker is counted apart.
    expect((await call(worker, "GET", "/api/cv/export/txt")).statusCode).toBe(200);
  });

  it("answers AI polish with §8's message when no provider is configured", async () => {
    const response = await call(worker, "POST", "/api/cv/polish", { target: "summary" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: "NOT_CONFIGURED",
      message: "Grok AI service is not configured",
    });
  });
});

describe("CV builder with an OpenAI-compatible provider", () => {
  const provider = fakeProvider();
  let testApp: TestApp;
  let worker: User;
  const call = callerOf(() => testApp.app);

  beforeAll(async () => {
    await provider.start();
    testApp = await createTestApp({
      ADMIN_EMAILS: adminEmail,
      GROK_API_KEY: "test-key",
      GROK_API_URL: provider.url(),
      GROK_MODEL: "test-model",
    });
    await enableFeatures(testApp);
    worker = await workerWithProfile(testApp);
    await call(worker, "PUT", "/api/cv/settings", {
      summary: "Groundworker, six years on housing sites.",
      show_email: true,
      show_phone: true,
      show_town: true,
      include_driving_licence: true,
      right_to_work: true,
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await provider.stop();
  });

  it("asks the worker to agree before the first request", async () => {
    expect((await call(worker, "GET", "/api/cv")).json().ai).toEqual({
      configured: true,
      consented_at: null,
    });
    const response = await call(worker, "POST", "/api/cv/polish", { target: "summary" });
    expect(response.statusCode).toBe(409);
    expect(provider.received).toEqual([]);
    const consent = await call(worker, "POST", "/api/cv/ai-consent");
    expect(consent.statusCode).toBe(200);
    expect((await call(worker, "GET", "/api/cv")).json().ai.consented_at).toBe(consent.json().consented_at);
  });

  it("returns a suggestion beside the worker's own words", async () => {
    provider.answer(
      "Groundworker with six years on housing sites, holding a CSCS Skilled Worker card. Worked for Northern Groundworks Ltd.",
    );
    const response = await call(worker, "POST", "/api/cv/polish", { target: "summary" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      target: "summary",
      original: "Groundworker, six years on housing sites.",
      suggestion:
        "Groundworker with six years on housing sites, holding a CSCS Skilled Worker card. Worked for Northern Groundworks Ltd.",
    });
    const request = provider.received.at(-1);
    expect(request?.authorization).toBe("Bearer test-key");
    expect(JSON.parse(request?.raw ?? "{}")).toMatchObject({ model: "test-model" });
  });

  it("refuses a suggestion that names a card the worker does not hold", async () => {
    provider.answer("Groundworker with SMSTS and a CPCS A58 ticket.");
    const response = await call(worker, "POST", "/api/cv/polish", { target: "summary" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message:
        "The AI's suggestion named something that is not in your profile, so we did not show it. Try again, or write it yourself.",
      details: {
        unsupported: [
          { kind: "card", text: "CPCS" },
          { kind: "card", text: "SMSTS" },
        ],
      },
    });
  });

  it("tailors to an advert and improves a project, sending only what the section needs", async () => {
    provider.answer("Groundworker used to drainage and footings on housing sites.");
    const tailored = await call(worker, "POST", "/api/cv/polish", {
      target: "job_advert",
      job_advert: "Groundworkers wanted for a housing site in Leeds. CSCS required.",
    });
    expect(tailored.statusCode).toBe(200);
    const { cv } = (await call(worker, "GET", "/api/cv")).json();
    provider.answer("Laid drainage runs and footings for 40 flats.");
    const project = await call(worker, "POST", "/api/cv/polish", {
      target: "project",
      project_id: cv.projects[0].id,
    });
    expect(project.json()).toMatchObject({
      target: "project",
      original: "Drainage runs and footings for 40 flats.",
      suggestion: "Laid drainage runs and footings for 40 flats.",
    });

    expect(provider.received.length).toBeGreaterThanOrEqual(4);
    const sent = provider.received.map((request) => request.raw).join("\n");
    expect(sent).toContain("Groundworkers wanted for a housing site in Leeds");
    for (const secret of [
      "AB123456C",
      "AB 12 34 56 C",
      "1234567890",
      "12345 67890",
      validBankDetails.account_number,
      validBankDetails.sort_code,
      "123456",
      validPersonalDetails.date_of_birth,
      "12 Apr 1990",
      validPersonalDetails.address_line1,
      "LS1 4AP",
      validPersonalDetails.email,
      "7700900123",
      "7700 900123",
      "Wójcik",
    ]) {
      expect(sent).not.toContain(secret);
    }
  });

  it("checks what is asked for", async () => {
    const response = await call(worker, "POST", "/api/cv/polish", { target: "job_advert", job_advert: " " });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ job_advert: ["Job advert is required"] });
    const stranger = await signedInUser(testApp.app);
    await call(stranger, "POST", "/api/cv/ai-consent");
    const { cv } = (await call(worker, "GET", "/api/cv")).json();
    const theirs = await call(stranger, "POST", "/api/cv/polish", {
      target: "project",
      project_id: cv.projects[0].id,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it(`refuses AI suggestions past ${AI_POLISHES_PER_HOUR} an hour in words, before asking the provider`, async () => {
    const busy = await workerWithProfile(testApp);
    await call(busy, "POST", "/api/cv/ai-consent");
    provider.answer("Groundworker on housing sites.");
    for (let asked = 0; asked < AI_POLISHES_PER_HOUR; asked += 1) {
      expect((await call(busy, "POST", "/api/cv/polish", { target: "summary" })).statusCode).not.toBe(429);
    }
    const sentBefore = provider.received.length;
    const over = await call(busy, "POST", "/api/cv/polish", { target: "summary" });
    expectRefusedInWords(over, 429, aiPolishLimitMessage);
    expect(provider.received.length).toBe(sentBefore);
  });
});
