import { readFile } from "node:fs/promises";
import { readZipEntry } from "../../apps/server/src/modules/profile/profile-test-support.ts";
import { pdfText } from "../../apps/server/src/test-support/pdf-text.ts";
import { newWorker, setFeatureState, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";

test.setTimeout(90_000);

const origin = () => ({ origin: String(process.env.E2E_BASE_URL) });

test("a worker's CV is made from their cards and projects and downloads as a PDF and a Word file", async ({
  page,
  browser,
}) => {
  await setFeatureState(browser, "cvOptimizer", "enabled");
  try {
    await signUp(page, newWorker());
    const records = [
      [
        "/api/profile/skills-cards",
        {
          card_type: "cscs-skilled-worker",
          registration_number: "CSCS-4417-0099",
          expiry_date: isoDateInDays(700),
        },
      ],
      [
        "/api/profile/skills-cards",
        {
          card_type: "cpcs-competent-operator",
          registration_number: "CPCS-A58-2231",
          expiry_date: isoDateInDays(1200),
        },
      ],
      [
        "/api/projects",
        {
          name: "Wellington Place offices",
          company: "Aire Valley Builders",
          role: "Groundworker",
          start_date: "2025-04-01",
          description: "Drainage and kerbing for the new car park.",
        },
      ],
      [
        "/api/projects",
        {
          name: "Holbeck school extension",
          company: "Northern Groundworks Ltd",
          start_date: "2023-02-01",
          end_date: "2024-01-31",
        },
      ],
    ] as const;
    for (const [url, data] of records) {
      const response = await page.request.post(url, { data, headers: origin() });
      expect(response.ok()).toBe(true);
    }

    await page.goto("/cv-optimizer");
    await expect(page.getByRole("heading", { name: "Your CV", level: 1 })).toBeVisible();
    const preview = page.getByRole("article", { name: "Your CV" });
    await expect(preview.getByText("Jamie O'Brien")).toBeVisible();
    await expect(preview.getByText("CSCS Skilled Worker (Blue)")).toBeVisible();
    await expect(preview.getByText(/Reg\. no\. CPCS-A58-2231/)).toBeVisible();
    await expect(preview.getByText("Wellington Place offices")).toBeVisible();
    await expect(preview.getByText("Holbeck school extension")).toBeVisible();
    // No provider is configured in the e2e server: a worker sees no AI buttons at all.
    await expect(page.getByRole("button", { name: "Improve my summary" })).toHaveCount(0);
    await expect(page.getByText("AI polish is not configured")).toHaveCount(0);

    // The summary the worker writes is on the CV.
    await page.getByLabel("Summary").fill("Groundworker and plant operator, eight years on Leeds sites.");
    await page.getByRole("button", { name: "Save CV choices" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    await expect(
      preview.getByText("Groundworker and plant operator, eight years on Leeds sites."),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    const pdfDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download PDF" }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe("Jamie O'Brien CV.pdf");
    const pdfBytes = await readFile(await pdf.path());
    const text = await pdfText(pdfBytes);
    const positions = [
      "eight years on Leeds sites",
      "CSCS-4417-0099",
      "CPCS-A58-2231",
      "Wellington Place offices",
      "Holbeck school extension",
    ].map((needle) => text.indexOf(needle));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const docxDownload = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download Word (.docx)" }).click();
    const docx = await docxDownload;
    expect(docx.suggestedFilename()).toBe("Jamie O'Brien CV.docx");
    const documentXml = readZipEntry(await readFile(await docx.path()), "word/document.xml")?.toString(
      "utf8",
    );
    expect(documentXml).toContain("CSCS-4417-0099");
    expect(documentXml).toContain("Wellington Place offices");
  } finally {
    await setFeatureState(browser, "cvOptimizer", "donateToUnlock");
  }
});
