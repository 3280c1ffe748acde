import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Language, messageRef } from "@siteready/domain/i18n";
import { afterAll, describe, expect, it } from "vitest";
import { createDiskFileStorage } from "../../adapters/files/file-storage.ts";
import { pdfFonts, pdfText } from "../../test-support/pdf-text.ts";
import { pngImage } from "../files/upload-test-support.ts";
import { renderCompliancePack } from "./compliance-pack.ts";

// Names from the scripts of the people on UK sites: Polish, Romanian (comma-below letters), Lithuanian,
// Czech and Bulgarian Cyrillic.
const names = ["Łukasz Wójcik", "Bob Ćwikła", "Ștefan Țurcanu", "Žydrūnas Šležas", "Иван Петров"];

describe("compliance pack PDF", () => {
  const folders: string[] = [];
  afterAll(async () => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  async function packIn(language: Language = "en") {
    const folder = await mkdtemp(path.join(tmpdir(), "pack-"));
    folders.push(folder);
    const storage = createDiskFileStorage(folder);
    await storage.put("owner/card.png", await pngImage(320, 200));
    return renderCompliancePack(
      {
        holderName: names[0] as string,
        recipientLabel: `${names[1]} — site office`,
        generatedAt: new Date("2026-11-26T10:00:00Z"),
        language,
        items: [
          {
            view: {
              kind: "skills-card",
              title: "CSCS Skilled Worker (Blue)",
              type: "cscs-skilled-worker",
              number: "CSCS-0042-7781",
              // Facts in the worker's own words (an issuer, a company) are printed as written.
              lines: names.slice(2).map((name) => messageRef("sharing.fact.issuedBy", { issuer: name })),
              expiry_date: "2027-03-01",
              urgency: "valid",
              verification: null,
              status: messageRef("sharing.status.valid"),
            },
            imageKeys: ["owner/card.png"],
          },
        ],
      },
      storage,
    );
  }

  it("prints names in every European script as text a reader can find, in embedded fonts only", async () => {
    const pdf = await packIn();
    const text = await pdfText(pdf);
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain("CSCS-0042-7781");
    const fonts = await pdfFonts(pdf);
    expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, "")).sort()).toEqual([
      "DejaVuSans",
      "DejaVuSans-Bold",
    ]);
    expect(fonts.every((font) => font.embedded)).toBe(true);
  });

  it("is in English unless the worker chose another language", async () => {
    const text = await pdfText(await packIn());
    expect(text).toContain("Compliance pack");
    expect(text).toContain("Number: CSCS-0042-7781");
    expect(text).toContain("Page 1 of 1");
  });

  it("in Bulgarian, carries Cyrillic headings as text, with the names exactly as written", async () => {
    const pdf = await packIn("bg");
    const text = await pdfText(pdf);
    expect(text).toContain("Пакет документи");
    expect(text).toContain("Номер: CSCS-0042-7781");
    expect(text).toContain("Страница 1 от 1");
    expect(text).not.toContain("Compliance pack —");
    // Each item's kind, status and facts by key, in Bulgarian; none of the share page's English.
    expect(text).toContain("КАРТА ЗА КВАЛИФИКАЦИЯ");
    expect(text).toContain("Валидно");
    expect(text).toContain("Издадено от: Ștefan Țurcanu");
    expect(text).toContain("CSCS Skilled Worker (синя)");
    expect(text).not.toMatch(/Skills card|Issued by|Valid\b/);
    expect(text).toContain("Łukasz Wójcik");
    expect(text).toContain("Ștefan Țurcanu");
    expect((await pdfFonts(pdf)).every((font) => font.embedded)).toBe(true);
  });
});
