import type { InductionView, OcrJobView } from "@siteready/domain/inductions";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ocrJobs } from "../../db/schema/inductions.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { minimalPdf, pngImage } from "../files/upload-test-support.ts";

type User = Awaited<ReturnType<typeof signedInUser>>;

const riverside = {
  site_name: "Riverside Wharf Block C",
  company_name: "Barratt Construction Ltd",
  project_name: "Phase 2 Groundworks",
  induction_date: "2026-03-12",
  supervisor_name: "Dave O'Neill",
  safety_briefing_completed: true,
  ppe_requirements: ["hi_vis", "hard_hat"],
  ppe_other: "Knee pads",
  valid_until: "2026-09-12",
};

function ocrForm(
  image: Buffer | null,
  formType: string | null = "induction",
  fileName = "sheet.png",
): FormData {
  const form = new FormData();
  if (formType !== null) form.append("form_type", formType);
  if (image) form.append("image", new Blob([new Uint8Array(image)]), fileName);
  return form;
}

/**
 * The inductions area through its HTTP API, with OCR switched off on this instance (OCR_WORKERS=0) so a queued
 * job stays queued; reading a real photo is in induction-ocr.test.ts.
 */
describe("inductions", () => {
  let testApp: TestApp;
  let admin: User;
  let owner: User;
  let other: User;
  const inject: TestApp["app"]["inject"] = (...args: Parameters<TestApp["app"]["inject"]>) =>
    testApp.app.inject(...args);
  const create = (user: User, payload: Record<string, unknown>) =>
    inject({ method: "POST", url: "/api/inductions", headers: user.headers, payload });
  const postOcr = (user: User, form: FormData) =>
    inject({ method: "POST", url: "/api/inductions/ocr", headers: user.headers, payload: form });

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com", OCR_WORKERS: "0" });
    admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    owner = await signedInUser(testApp.app);
    other = await signedInUser(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("is locked by default (donate to unlock): 403 on the records and on OCR", async () => {
    const list = await inject({ method: "GET", url: "/api/inductions", headers: owner.headers });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({
      code: "FEATURE_LOCKED",
      details: { feature: "inductions", state: "donateToUnlock" },
    });
    expect((await create(owner, riverside)).statusCode).toBe(403);
    expect((await postOcr(owner, ocrForm(await pngImage()))).statusCode).toBe(403);
    const status = await inject({
      method: "GET",
      url: "/api/inductions/ocr/status/00000000-0000-4000-8000-000000000000",
      headers: owner.headers,
    });
    expect(status.statusCode).toBe(403);
  });

  describe("once an admin switches inductions on", () => {
    beforeAll(async () => {
      const enabled = await inject({
        method: "PATCH",
        url: "/api/admin/features/inductions",
        headers: admin.headers,
        payload: { state: "enabled" },
      });
      expect(enabled.statusCode).toBe(200);
    });

    it("answers the spec's message for every missing required field and saves nothing", async () => {
      const response = await create(owner, {});
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        site_name: ["site name is required"],
        company_name: ["company name is required"],
        induction_date: ["induction date is required"],
        safety_briefing_completed: ["safety briefing_completed is required"],
      });
      const list = await inject({ method: "GET", url: "/api/inductions", headers: owner.headers });
      expect(list.json()).toEqual({ inductions: [] });
    });

    it("refuses an induction date that is not a date with 'Please enter a valid date'", async () => {
      const response = await create(owner, { ...riverside, induction_date: "31/02/2026" });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ induction_date: ["Please enter a valid date"] });
    });

    it("saves an induction with its PPE and valid-until date, whose urgency it shows", async () => {
      const response = await create(owner, riverside);
      expect(response.statusCode).toBe(201);
      const induction = response.json() as InductionView;
      expect(induction).toMatchObject({
        site_name: "Riverside Wharf Block C",
        company_name: "Barratt Construction Ltd",
        induction_date: "2026-03-12",
        safety_briefing_completed: true,
        ppe_requirements: ["hard_hat", "hi_vis"],
        ppe_summary: ["Hard hat", "Hi-vis", "Knee pads"],
        valid_until: "2026-09-12",
        sheet_url: null,
      });
      expect(["expired", "urgent", "warning", "valid"]).toContain(induction.urgency.status);
    });

    it("puts an induction whose valid-until date is near on the dashboard's expiring-soon list", async () => {
      const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
      const induction = (
        await create(owner, { ...riverside, site_name: "Canal Street Offices", valid_until: soon })
      ).json() as InductionView;
      expect(induction.urgency.status).toBe("urgent");
      const dashboard = await inject({
        method: "GET",
        url: "/api/core-data?route=dashboard-data",
        headers: owner.headers,
      });
      expect(dashboard.json().expiringSoon).toContainEqual(
        expect.objectContaining({
          kind: "induction",
          id: induction.id,
          title: "Canal Street Offices",
          expiry_date: soon,
        }),
      );
      await inject({ method: "DELETE", url: `/api/inductions/${induction.id}`, headers: owner.headers });
    });

    it("lists the newest induction first", async () => {
      await create(owner, {
        ...riverside,
        site_name: "Older Site",
        induction_date: "2025-01-10",
        valid_until: "",
      });
      await create(owner, {
        ...riverside,
        site_name: "Newest Site",
        induction_date: "2026-05-01",
        valid_until: "",
      });
      const list = await inject({ method: "GET", url: "/api/inductions", headers: owner.headers });
      expect(list.json().inductions.map((induction: InductionView) => induction.site_name)).toEqual([
        "Newest Site",
        "Riverside Wharf Block C",
        "Older Site",
      ]);
    });

    it("keeps each worker's inductions to themselves: another user's record is 404", async () => {
      const mine = (await create(owner, riverside)).json() as InductionView;
      for (const request of [
        { method: "GET" as const, url: `/api/inductions/${mine.id}` },
        { method: "PUT" as const, url: `/api/inductions/${mine.id}`, payload: riverside },
        { method: "DELETE" as const, url: `/api/inductions/${mine.id}` },
      ]) {
        expect((await inject({ ...request, headers: other.headers })).statusCode).toBe(404);
      }
      const theirs = await inject({ method: "GET", url: "/api/inductions", headers: other.headers });
      expect(theirs.json()).toEqual({ inductions: [] });
      expect(
        (await inject({ method: "GET", url: "/api/inductions/not-a-uuid", headers: owner.headers }))
          .statusCode,
      ).toBe(404);
    });

    it("edits and deletes an induction, and attaches a photo of the signed sheet", async () => {
      const induction = (await create(owner, riverside)).json() as InductionView;
      const edited = await inject({
        method: "PUT",
        url: `/api/inductions/${induction.id}`,
        headers: owner.headers,
        payload: { ...riverside, supervisor_name: "Helen Clarke" },
      });
      expect(edited.json()).toMatchObject({ supervisor_name: "Helen Clarke" });

      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(await pngImage())]), "sheet.png");
      const withSheet = await inject({
        method: "POST",
        url: `/api/inductions/${induction.id}/sheet`,
        headers: owner.headers,
        payload: form,
      });
      expect(withSheet.statusCode).toBe(200);
      const sheetUrl = (withSheet.json() as InductionView).sheet_url;
      expect(sheetUrl).toMatch(/^\/api\/files\//);
      expect((await inject({ method: "GET", url: sheetUrl ?? "", headers: owner.headers })).statusCode).toBe(
        200,
      );
      expect((await inject({ method: "GET", url: sheetUrl ?? "", headers: other.headers })).statusCode).toBe(
        404,
      );

      const deleted = await inject({
        method: "DELETE",
        url: `/api/inductions/${induction.id}`,
        headers: owner.headers,
      });
      expect(deleted.statusCode).toBe(204);
      expect((await inject({ method: "GET", url: sheetUrl ?? "", headers: owner.headers })).statusCode).toBe(
        404,
      );
    });

    describe("OCR uploads", () => {
      it("requires an image and the induction form type", async () => {
        const noImage = await postOcr(owner, ocrForm(null));
        expect(noImage.statusCode).toBe(400);
        expect(noImage.json().fieldErrors).toEqual({ image: ["Image is required"] });
        const wrongForm = await postOcr(owner, ocrForm(await pngImage(), "timesheet"));
        expect(wrongForm.statusCode).toBe(400);
        expect(wrongForm.json().fieldErrors).toEqual({ form_type: ["Only induction forms can be read"] });
      });

      it("takes JPEG, PNG and WebP only, judged by the bytes and not the name", async () => {
        const pdfNamedPng = await postOcr(owner, ocrForm(minimalPdf, "induction", "sheet.png"));
        expect(pdfNamedPng.statusCode).toBe(415);
        expect(pdfNamedPng.json().message).toBe(
          "Invalid file type. Only JPEG, PNG, and WebP images are supported.",
        );
        const text = await postOcr(
          owner,
          ocrForm(Buffer.from("Site name: not an image"), "induction", "a.jpg"),
        );
        expect(text.json().message).toBe("Invalid file type. Only JPEG, PNG, and WebP images are supported.");
      });

      it("refuses an image over 10MB with 'File too large. Maximum size is 10MB.'", async () => {
        const png = await pngImage();
        const padded = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
        const response = await postOcr(owner, ocrForm(padded));
        expect(response.statusCode).toBe(413);
        expect(response.json().message).toBe("File too large. Maximum size is 10MB.");
      });

      it("queues a photo, answers its job to poll, and keeps the job from other users", async () => {
        const sent = await pngImage();
        const response = await postOcr(owner, ocrForm(sent));
        expect(response.statusCode).toBe(202);
        const job = response.json() as OcrJobView;
        expect(job).toEqual({
          id: expect.any(String),
          status: "queued",
          extracted_fields: null,
          read_quality: null,
          message: null,
          error: null,
        });
        const [stored] = await testApp.database.db.select().from(ocrJobs).where(eq(ocrJobs.id, job.id));
        // Rewritten (metadata dropped) but losslessly, as PNG: OCR reads the pixels that were sent.
        expect(stored?.image?.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        const pixels = (image: Buffer) => sharp(image).raw().toBuffer();
        expect((await pixels(stored?.image ?? Buffer.alloc(0))).equals(await pixels(sent))).toBe(true);

        const status = await inject({
          method: "GET",
          url: `/api/inductions/ocr/status/${job.id}`,
          headers: owner.headers,
        });
        expect(status.statusCode).toBe(200);
        expect(status.json()).toMatchObject({ id: job.id, status: "queued" });

        const theirs = await inject({
          method: "GET",
          url: `/api/inductions/ocr/status/${job.id}`,
          headers: other.headers,
        });
        expect(theirs.statusCode).toBe(404);
        const malformed = await inject({
          method: "GET",
          url: "/api/inductions/ocr/status/123",
          headers: owner.headers,
        });
        expect(malformed.statusCode).toBe(404);
      });
    });
  });
});
