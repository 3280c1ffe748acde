import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { apiErrorBodySchema } from "@siteready/domain/errors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../adapters/files/upload-processing.ts";
import { documents, nextOfKin, personalDetails, storedFiles } from "../../db/schema/profile.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { minimalPdf, pngImage, uploadForm } from "../files/upload-test-support.ts";
import {
  callerOf,
  fieldErrorsOf,
  isoDaysFromNow,
  type User,
  validNextOfKin,
  validPersonalDetails,
} from "./profile-test-support.ts";

describe("profile sections", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const call = callerOf(() => testApp.app);
  const upload = async (user: User, url: string, data: Buffer, name: string) =>
    call(user, "POST", url, uploadForm(data, name));
  const filesOnDisk = (userId: string) => {
    const folder = path.join(testApp.config.dataDir, "files", userId);
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };

  describe("personal details", () => {
    it("answers every field null before the first save, then saves, normalises and replaces", async () => {
      const user = await signedInUser(testApp.app);
      const empty = await call(user, "GET", "/api/profile/personal-details");
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({
        first_name: null,
        last_name: null,
        email: null,
        phone: null,
        date_of_birth: null,
        address_line1: null,
        city: null,
        postcode: null,
        country: null,
        photo_url: null,
        photo_thumbnail_url: null,
        updated_at: null,
      });

      const saved = await call(user, "PUT", "/api/profile/personal-details", {
        ...validPersonalDetails,
        first_name: "  <Sam> ",
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        first_name: "Sam",
        phone: "+447700900123",
        postcode: "LS1 4AP",
        date_of_birth: "1990-04-12",
        photo_url: null,
      });
      expect(typeof saved.json().updated_at).toBe("string");

      const { phone: _phone, date_of_birth: _dob, country: _country, ...required } = validPersonalDetails;
      const replaced = await call(user, "PUT", "/api/profile/personal-details", required);
      expect(replaced.json()).toMatchObject({ phone: null, date_of_birth: null, country: "United Kingdom" });
      expect((await call(user, "GET", "/api/profile/personal-details")).json()).toEqual(replaced.json());
    });

    it("refuses a bad postcode and phone with the spec's messages and saves nothing", async () => {
      const user = await signedInUser(testApp.app);
      const response = await call(user, "PUT", "/api/profile/personal-details", {
        ...validPersonalDetails,
        postcode: "NOT A POSTCODE",
        phone: "0123",
      });
      expect(response.statusCode).toBe(400);
      apiErrorBodySchema.parse(response.json());
      expect(fieldErrorsOf(response)).toEqual({
        postcode: ["Please enter a valid UK postcode"],
        phone: [
          "Please enter a valid phone number. UK mobile numbers start 07 and have 11 digits; landlines start 01, 02 or 03.",
        ],
      });
      const rows = await testApp.database.db
        .select()
        .from(personalDetails)
        .where(eq(personalDetails.userId, user.userId));
      expect(rows).toHaveLength(0);

      const missing = await call(user, "PUT", "/api/profile/personal-details", {});
      expect(missing.statusCode).toBe(400);
      expect(fieldErrorsOf(missing).first_name).toEqual(["First name is required"]);
      expect(fieldErrorsOf(missing).postcode).toEqual(["Postcode is required"]);
    });

    it("uploads, serves, replaces and removes the profile photo, deleting old files", async () => {
      const user = await signedInUser(testApp.app);
      const first = await upload(user, "/api/profile/personal-details/photo", await pngImage(), "me.png");
      expect(first.statusCode).toBe(200);
      const firstUrl = first.json().photo_url as string;
      expect(firstUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      expect(first.json().photo_thumbnail_url).toBe(`${firstUrl}/thumbnail`);
      // Uploading before saving the details creates the record with the photo only.
      expect(first.json().first_name).toBeNull();

      const image = await call(user, "GET", firstUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/jpeg");
      const thumbnail = await call(user, "GET", `${firstUrl}/thumbnail`);
      expect(thumbnail.headers["content-type"]).toBe("image/webp");
      expect(filesOnDisk(user.userId)).toHaveLength(2);

      await call(user, "PUT", "/api/profile/personal-details", validPersonalDetails);
      const second = await upload(
        user,
        "/api/profile/personal-details/photo",
        await pngImage(80, 80),
        "me2.png",
      );
      expect(second.statusCode).toBe(200);
      expect(second.json().photo_url).not.toBe(firstUrl);
      expect(second.json().first_name).toBe("Sam");
      expect((await call(user, "GET", firstUrl)).statusCode).toBe(404);
      expect(filesOnDisk(user.userId)).toHaveLength(2);

      const removed = await call(user, "DELETE", "/api/profile/personal-details/photo");
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ photo_url: null, first_name: "Sam" });
      expect(filesOnDisk(user.userId)).toEqual([]);
      const fileRows = await testApp.database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.userId, user.userId));
      expect(fileRows).toHaveLength(0);
    });

    it("refuses a text file named card.jpg (415) and an 11 MB upload (413) with the spec's messages", async () => {
      const user = await signedInUser(testApp.app);
      const text = await upload(
        user,
        "/api/profile/personal-details/photo",
        Buffer.from("This is not a picture at all.\n"),
        "card.jpg",
      );
      expect(text.statusCode).toBe(415);
      expect(text.json().message).toBe("Invalid file type. Only JPEG, PNG, and WebP images are supported.");

      const huge = Buffer.concat([await pngImage(), Buffer.alloc(11 * 1024 * 1024)]);
      expect(huge.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
      const tooLarge = await upload(user, "/api/profile/personal-details/photo", huge, "huge.png");
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe("File too large. Maximum size is 10MB.");

      const noFile = await call(user, "POST", "/api/profile/personal-details/photo", {});
      expect(noFile.statusCode).toBe(400);
      expect(fieldErrorsOf(noFile)).toEqual({ file: ["File is required"] });

      const wrongField = await call(
        user,
        "POST",
        "/api/profile/personal-details/photo",
        uploadForm(await pngImage(), "me.png", "photo"),
      );
      expect(wrongField.statusCode).toBe(400);
      expect(filesOnDisk(user.userId)).toEqual([]);
    });
  });

  describe("next of kin", () => {
    it("saves and reads back, and refuses a bad phone with the spec's message", async () => {
      const user = await signedInUser(testApp.app);
      expect((await call(user, "GET", "/api/profile/next-of-kin")).json()).toMatchObject({
        first_name: null,
        mobile_number: null,
      });
      const bad = await call(user, "PUT", "/api/profile/next-of-kin", {
        ...validNextOfKin,
        mobile_number: "+0 123",
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldErrorsOf(bad)).toEqual({
        mobile_number: [
          "Please enter a valid phone number. Check the country code after the + and the number that follows it.",
        ],
      });
      const none = await testApp.database.db
        .select()
        .from(nextOfKin)
        .where(eq(nextOfKin.userId, user.userId));
      expect(none).toHaveLength(0);

      const saved = await call(user, "PUT", "/api/profile/next-of-kin", validNextOfKin);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        first_name: "Jo",
        relationship: "Sister",
        mobile_number: "+447700900456",
        email: "jo@example.com",
      });
      expect((await call(user, "GET", "/api/profile/next-of-kin")).json()).toEqual(saved.json());
    });
  });

  describe("documents", () => {
    it("creates, lists, changes, attaches a PDF and deletes a document", async () => {
      const user = await signedInUser(testApp.app);
      const expiry = isoDaysFromNow(45);
      const created = await call(user, "POST", "/api/profile/documents", {
        document_type: "passport",
        document_number: "123456789",
        expiry_date: expiry,
      });
      expect(created.statusCode).toBe(201);
      const document = created.json();
      expect(document).toMatchObject({
        document_type: "passport",
        document_type_label: "Passport",
        expiry_date: expiry,
        file_url: null,
        thumbnail_url: null,
        urgency: { status: "warning", days_left: 45, label: "Expires in 45 days" },
      });

      const missingExpiry = await call(user, "POST", "/api/profile/documents", { document_type: "passport" });
      expect(missingExpiry.statusCode).toBe(400);
      expect(fieldErrorsOf(missingExpiry)).toEqual({ expiry_date: ["Expiry date is required"] });

      const changed = await call(user, "PUT", `/api/profile/documents/${document.id}`, {
        document_type: "driving_licence",
        expiry_date: isoDaysFromNow(-2),
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({
        document_type_label: "Driving licence",
        document_number: null,
        urgency: { status: "expired", days_left: -2, label: "Expired 2 days ago" },
      });

      const attached = await upload(
        user,
        `/api/profile/documents/${document.id}/file`,
        minimalPdf,
        "licence.pdf",
      );
      expect(attached.statusCode).toBe(200);
      expect(attached.json()).toMatchObject({
        file_mime_type: "application/pdf",
        file_name: "licence.pdf",
        thumbnail_url: null,
      });
      const pdf = await call(user, "GET", attached.json().file_url);
      expect(pdf.headers["content-disposition"]).toMatch(/^attachment/);

      const list = await call(user, "GET", "/api/profile/documents");
      expect(list.json()).toHaveLength(1);
      expect(list.json()[0]).toEqual(
        (await call(user, "GET", `/api/profile/documents/${document.id}`)).json(),
      );

      const deleted = await call(user, "DELETE", `/api/profile/documents/${document.id}`);
      expect(deleted.statusCode).toBe(204);
      expect((await call(user, "GET", `/api/profile/documents/${document.id}`)).statusCode).toBe(404);
      expect((await call(user, "GET", attached.json().file_url)).statusCode).toBe(404);
      expect(filesOnDisk(user.userId)).toEqual([]);
    });

    it("keeps the record unchanged when an update is invalid", async () => {
      const user = await signedInUser(testApp.app);
      const created = await call(user, "POST", "/api/profile/documents", {
        document_type: "proof_of_address",
      });
      const id = created.json().id as string;
      const bad = await call(user, "PUT", `/api/profile/documents/${id}`, {
        document_type: "spaceship",
        expiry_date: "2026-02-30",
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldErrorsOf(bad)).toEqual({
        document_type: ["Please choose a document type from the list"],
        expiry_date: ["Please enter a valid date"],
      });
      const rows = await testApp.database.db.select().from(documents).where(eq(documents.id, id));
      expect(rows[0]?.documentType).toBe("proof_of_address");
    });
  });

  describe("skills cards", () => {
    it("creates a card with its catalogue entry, uploads both sides, and deletes it with its photos", async () => {
      const user = await signedInUser(testApp.app);
      const created = await call(user, "POST", "/api/profile/skills-cards", {
        card_type: "cscs-labourer",
        registration_number: "CSCS-001",
        expiry_date: isoDaysFromNow(20),
      });
      expect(created.statusCode).toBe(201);
      const card = created.json();
      expect(card).toMatchObject({
        card_type: "cscs-labourer",
        card_type_name: "CSCS Labourer (Green)",
        card_type_acronym: "CSCS",
        card_type_colour: "green",
        card_scheme: "CSCS",
        registration_number: "CSCS-001",
        front_image_url: null,
        back_image_url: null,
        urgency: { status: "urgent", days_left: 20, label: "Expires in 20 days" },
      });

      const front = await upload(
        user,
        `/api/profile/skills-cards/${card.id}/photos/front`,
        await pngImage(),
        "front.png",
      );
      expect(front.statusCode).toBe(200);
      expect(front.json().front_image_url).toMatch(/^\/api\/files\//);
      expect(front.json().front_thumbnail_url).toBe(`${front.json().front_image_url}/thumbnail`);
      expect(front.json().back_image_url).toBeNull();
      const back = await upload(
        user,
        `/api/profile/skills-cards/${card.id}/photos/back`,
        await pngImage(),
        "back.png",
      );
      expect(back.json().front_image_url).toBe(front.json().front_image_url);
      expect(back.json().back_image_url).toMatch(/^\/api\/files\//);
      expect(filesOnDisk(user.userId)).toHaveLength(4);

      const pdfOnCard = await upload(
        user,
        `/api/profile/skills-cards/${card.id}/photos/front`,
        minimalPdf,
        "x.pdf",
      );
      expect(pdfOnCard.statusCode).toBe(415);

      const changed = await call(user, "PUT", `/api/profile/skills-cards/${card.id}`, {
        card_type: "iosh-working-safely",
        registration_number: "IOSH-9",
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({
        card_type_acronym: "IOSH",
        expiry_date: null,
        urgency: { status: "unknown", days_left: null, label: "No expiry date" },
        front_image_url: front.json().front_image_url,
      });

      // A card the catalogue lacks, typed in by the worker ("Other (type it in)"), is kept as typed.
      const typedIn = await call(user, "POST", "/api/profile/skills-cards", {
        card_type: "Tideway site induction",
        registration_number: "T-1",
        expiry_date: "2030-01-31",
      });
      expect(typedIn.statusCode).toBe(201);
      expect(typedIn.json()).toMatchObject({
        card_type: "Tideway site induction",
        card_type_name: "Tideway site induction",
        card_type_acronym: null,
        card_scheme: null,
      });
      const tooLong = await call(user, "POST", "/api/profile/skills-cards", {
        card_type: "x".repeat(101),
        registration_number: "1",
        expiry_date: "2030-01-31",
      });
      expect(tooLong.statusCode).toBe(400);
      expect(Object.keys(fieldErrorsOf(tooLong))).toEqual(["card_type"]);
      expect((await call(user, "DELETE", `/api/profile/skills-cards/${typedIn.json().id}`)).statusCode).toBe(
        204,
      );

      expect((await call(user, "GET", "/api/profile/skills-cards")).json()).toHaveLength(1);
      expect((await call(user, "DELETE", `/api/profile/skills-cards/${card.id}`)).statusCode).toBe(204);
      expect(filesOnDisk(user.userId)).toEqual([]);
      expect((await call(user, "GET", "/api/profile/skills-cards")).json()).toEqual([]);
    });
  });

  describe("one record per real card", () => {
    it("refuses the same card type and number again, however the number is spaced, and says where it is", async () => {
      const user = await signedInUser(testApp.app);
      const first = await call(user, "POST", "/api/profile/skills-cards", {
        card_type: "cscs-skilled-worker",
        registration_number: "12345678",
        expiry_date: "2030-01-31",
      });
      expect(first.statusCode).toBe(201);
      const again = await call(user, "POST", "/api/profile/skills-cards", {
        card_type: "cscs-skilled-worker",
        registration_number: " 1234 5678 ",
        expiry_date: "2031-01-31",
      });
      expect(again.statusCode).toBe(409);
      expect(apiErrorBodySchema.parse(again.json())).toMatchObject({
        code: "CONFLICT",
        message: "You already have this card",
        details: { existingPath: `/skills-cards#card-${first.json().id}` },
      });
      // Another card type with the same number, and another worker's identical card, are other cards.
      expect(
        (
          await call(user, "POST", "/api/profile/skills-cards", {
            card_type: "cpcs-competent-operator",
            registration_number: "12345678",
            expiry_date: "2030-01-31",
          })
        ).statusCode,
      ).toBe(201);
      const other = await signedInUser(testApp.app);
      expect(
        (
          await call(other, "POST", "/api/profile/skills-cards", {
            card_type: "cscs-skilled-worker",
            registration_number: "12345678",
            expiry_date: "2030-01-31",
          })
        ).statusCode,
      ).toBe(201);
      // Changing a card into one the worker already has is refused too; saving it as it is is not.
      const second = await call(user, "POST", "/api/profile/skills-cards", {
        card_type: "cscs-skilled-worker",
        registration_number: "87654321",
        expiry_date: "2030-01-31",
      });
      const clash = await call(user, "PUT", `/api/profile/skills-cards/${second.json().id}`, {
        card_type: "cscs-skilled-worker",
        registration_number: "12345678",
        expiry_date: "2030-01-31",
      });
      expect(clash.statusCode).toBe(409);
      const unchanged = await call(user, "PUT", `/api/profile/skills-cards/${first.json().id}`, {
        card_type: "cscs-skilled-worker",
        registration_number: "12345678",
        expiry_date: "2032-01-31",
      });
      expect(unchanged.statusCode).toBe(200);
      expect((await call(user, "GET", "/api/profile/skills-cards")).json()).toHaveLength(3);
    });

    it("refuses two saves of one card sent at the same moment: one is kept", async () => {
      const user = await signedInUser(testApp.app);
      const card = {
        card_type: "npors-trained-operator",
        registration_number: "N-777",
        expiry_date: "2030-01-31",
      };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => call(user, "POST", "/api/profile/skills-cards", card)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
      expect((await call(user, "GET", "/api/profile/skills-cards")).json()).toHaveLength(1);
    });

    it("refuses a document or qualification with the same number, and allows any number of unnumbered ones", async () => {
      const user = await signedInUser(testApp.app);
      const passport = { document_type: "passport", document_number: "533380006", expiry_date: "2031-05-01" };
      expect((await call(user, "POST", "/api/profile/documents", passport)).statusCode).toBe(201);
      const copy = await call(user, "POST", "/api/profile/documents", passport);
      expect(copy.statusCode).toBe(409);
      expect(copy.json().message).toBe("You already have this document");
      const nvq = {
        type: "NVQ Level 2 Bricklaying",
        issuing_authority: "City & Guilds",
        issue_date: "2020-06-01",
      };
      expect((await call(user, "POST", "/api/profile/qualifications", nvq)).statusCode).toBe(201);
      expect((await call(user, "POST", "/api/profile/qualifications", nvq)).statusCode).toBe(201);
      const numbered = { ...nvq, number: "CG-1" };
      expect((await call(user, "POST", "/api/profile/qualifications", numbered)).statusCode).toBe(201);
      const numberedCopy = await call(user, "POST", "/api/profile/qualifications", numbered);
      expect(numberedCopy.json()).toMatchObject({ message: "You already have this qualification" });
    });
  });

  describe("qualifications", () => {
    it("creates, changes, attaches a certificate and deletes a qualification", async () => {
      const user = await signedInUser(testApp.app);
      const created = await call(user, "POST", "/api/profile/qualifications", {
        type: "NVQ Level 2 Bricklaying",
        issuing_authority: "City & Guilds",
        issue_date: "2020-06-01",
      });
      expect(created.statusCode).toBe(201);
      const qualification = created.json();
      expect(qualification).toMatchObject({
        type: "NVQ Level 2 Bricklaying",
        issuing_authority: "City & Guilds",
        certificate_url: null,
        urgency: { status: "unknown" },
      });

      const bad = await call(user, "PUT", `/api/profile/qualifications/${qualification.id}`, {
        type: "NVQ",
        issuing_authority: "City & Guilds",
        issue_date: "2020-06-01",
        expiry_date: "2019-01-01",
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldErrorsOf(bad)).toEqual({ expiry_date: ["Expiry date must be after the issue date"] });

      const changed = await call(user, "PUT", `/api/profile/qualifications/${qualification.id}`, {
        type: "NVQ Level 3 Bricklaying",
        number: "CG-42",
        issuing_authority: "City & Guilds",
        issue_date: "2021-06-01",
      });
      expect(changed.json()).toMatchObject({ type: "NVQ Level 3 Bricklaying", number: "CG-42" });

      const certificate = await upload(
        user,
        `/api/profile/qualifications/${qualification.id}/certificate`,
        await pngImage(),
        "certificate.png",
      );
      expect(certificate.statusCode).toBe(200);
      expect(certificate.json().certificate_mime_type).toBe("image/jpeg");
      expect(certificate.json().certificate_thumbnail_url).toMatch(/\/thumbnail$/);

      expect((await call(user, "DELETE", `/api/profile/qualifications/${qualification.id}`)).statusCode).toBe(
        204,
      );
      expect(filesOnDisk(user.userId)).toEqual([]);
    });
  });

  describe("ownership and access", () => {
    it("answers 404 to another user for every by-id endpoint and changes nothing", async () => {
      const owner = await signedInUser(testApp.app);
      const stranger = await signedInUser(testApp.app);
      const document = (
        await call(owner, "POST", "/api/profile/documents", {
          document_type: "passport",
          expiry_date: "2031-01-01",
        })
      ).json();
      const card = (
        await call(owner, "POST", "/api/profile/skills-cards", {
          card_type: "cscs-labourer",
          registration_number: "R1",
          expiry_date: "2031-01-01",
        })
      ).json();
      const qualification = (
        await call(owner, "POST", "/api/profile/qualifications", {
          type: "NVQ",
          issuing_authority: "City & Guilds",
          issue_date: "2020-01-01",
        })
      ).json();
      const photo = (
        await upload(owner, `/api/profile/skills-cards/${card.id}/photos/front`, await pngImage(), "f.png")
      ).json().front_image_url as string;

      const bodies = {
        documents: { document_type: "passport", expiry_date: "2032-01-01" },
        "skills-cards": {
          card_type: "cscs-labourer",
          registration_number: "HACK",
          expiry_date: "2032-01-01",
        },
        qualifications: { type: "Hacked", issuing_authority: "X", issue_date: "2020-01-01" },
      };
      const targets = [
        { section: "documents", id: document.id, uploads: ["file"] },
        { section: "skills-cards", id: card.id, uploads: ["photos/front", "photos/back"] },
        { section: "qualifications", id: qualification.id, uploads: ["certificate"] },
      ] as const;
      for (const { section, id, uploads } of targets) {
        const url = `/api/profile/${section}/${id}`;
        expect((await call(stranger, "GET", url)).statusCode, `GET ${url}`).toBe(404);
        expect((await call(stranger, "PUT", url, bodies[section])).statusCode, `PUT ${url}`).toBe(404);
        expect((await call(stranger, "DELETE", url)).statusCode, `DELETE ${url}`).toBe(404);
        for (const target of uploads) {
          const response = await upload(stranger, `${url}/${target}`, await pngImage(), "x.png");
          expect(response.statusCode, `POST ${url}/${target}`).toBe(404);
        }
        expect((await call(owner, "GET", url)).statusCode).toBe(200);
      }
      expect((await call(stranger, "GET", photo)).statusCode).toBe(404);
      expect(
        (await call(owner, "GET", `/api/profile/skills-cards/${card.id}`)).json().registration_number,
      ).toBe("R1");
      expect(filesOnDisk(stranger.userId)).toEqual([]);
      expect((await call(stranger, "GET", "/api/profile/documents")).json()).toEqual([]);
    });

    it("answers 404 for malformed or unknown ids and 401 when signed out", async () => {
      const user = await signedInUser(testApp.app);
      for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
        expect((await call(user, "GET", `/api/profile/documents/${id}`)).statusCode).toBe(404);
        expect((await call(user, "DELETE", `/api/profile/skills-cards/${id}`)).statusCode).toBe(404);
      }
      for (const url of [
        "/api/profile/personal-details",
        "/api/profile/next-of-kin",
        "/api/profile/documents",
        "/api/profile/skills-cards",
        "/api/profile/qualifications",
      ]) {
        const response = await call(null, "GET", url);
        expect(response.statusCode, url).toBe(401);
        expect(response.json().message).toBe("Authentication required. Please sign in again.");
      }
    });
  });
});
