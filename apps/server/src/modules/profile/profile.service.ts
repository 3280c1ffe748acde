import { type DocumentInput, isRightToWorkDocument } from "@siteready/domain/documents";
import {
  createPersonalDetailsInputSchema,
  type NextOfKinInput,
  type PersonalDetailsInput,
} from "@siteready/domain/profile";
import type { QualificationInput } from "@siteready/domain/qualifications";
import type { SkillsCardInput } from "@siteready/domain/skills-cards";
import type { FileStorage } from "../../adapters/files/file-storage.ts";
import type { ChangeWatch } from "../../db/change-watch.ts";
import type { Db } from "../../db/client.ts";
import type { PersonalDataPart } from "../../db/personal-data.ts";
import { notFound } from "../../lib/app-error.ts";
import type { FieldCipher } from "../../lib/field-encryption.ts";
import { createFileService, type FileService, isUuid, type Upload } from "../files/files.service.ts";
import type { SchemeRuleSource } from "../scheme-rules/scheme-rule-source.ts";
import { createAccountDataService } from "./account-data.service.ts";
import { createDashboardService } from "./dashboard.service.ts";
import {
  type CardSide,
  deleteDocument,
  deleteQualification,
  deleteSkillsCard,
  findDocument,
  findNextOfKin,
  findPersonalDetails,
  findQualification,
  findSkillsCard,
  insertDocument,
  insertQualification,
  insertSkillsCard,
  listDocuments,
  listQualifications,
  listSkillsCards,
  setDocumentFile,
  setPersonalDetailsPhoto,
  setQualificationCertificate,
  setSkillsCardPhoto,
  updateDocument,
  updateQualification,
  updateSkillsCard,
  upsertNextOfKin,
  upsertPersonalDetails,
} from "./profile.repository.ts";
import {
  documentView,
  nextOfKinView,
  personalDetailsView,
  qualificationView,
  skillsCardView,
} from "./profile-views.ts";
import { createSensitiveDetailsService } from "./sensitive-details.service.ts";

/** A worker's profile records (the CV) and the audit of who saw them (sharing): other modules read them through this service, never the repository (lint). */
export {
  findPersonalDetails,
  findUser,
  insertAuditEntries,
  listDocuments,
  listQualifications,
  listSkillsCards,
} from "./profile.repository.ts";

export interface SectionDependencies {
  db: Db;
  files: FileService;
  now: () => Date;
}

/** An upload as the routes read it; the section decides which types it takes. */
export type IncomingFile = Omit<Upload, "accept">;

/** Optional domain outputs are undefined; the columns want null, so a PUT clears what it leaves out. */
const orNull = <T>(value: T | undefined): T | null => value ?? null;

function createPersonalDetailsService({ db, files, now }: SectionDependencies) {
  return {
    /** The body of a save: the domain's schema, its date of birth checked against this service's clock. */
    inputSchema: createPersonalDetailsInputSchema(now),

    async get(userId: string) {
      return personalDetailsView(await findPersonalDetails(db, userId));
    },

    /** Full replace of the fields (the photo is kept); creates the record on first save. */
    async save(userId: string, input: PersonalDetailsInput) {
      const at = now();
      const row = await upsertPersonalDetails(db, userId, {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: orNull(input.phone),
        dateOfBirth: orNull(input.date_of_birth),
        addressLine1: input.address_line1,
        city: input.city,
        postcode: input.postcode,
        country: input.country,
        updatedAt: at,
      });
      return personalDetailsView(row);
    },

    /** Sets the photo; the previous photo file is deleted in the same change. */
    async setPhoto(userId: string, file: IncomingFile) {
      return files.attachUpload(userId, { ...file, accept: "image" }, async (tx, fileId) => {
        const { row, previousPhotoId } = await setPersonalDetailsPhoto(tx, userId, fileId, now());
        return { result: personalDetailsView(row), replaced: [previousPhotoId] };
      });
    },

    async deletePhoto(userId: string) {
      return files.detachFiles(userId, async (tx) => {
        const current = await findPersonalDetails(tx, userId);
        if (!current?.photoFileId) return { result: personalDetailsView(current), detached: [] };
        const { row, previousPhotoId } = await setPersonalDetailsPhoto(tx, userId, null, now());
        return { result: personalDetailsView(row), detached: [previousPhotoId] };
      });
    },
  };
}

function createNextOfKinService({ db, now }: Omit<SectionDependencies, "files">) {
  return {
    async get(userId: string) {
      return nextOfKinView(await findNextOfKin(db, userId));
    },

    async save(userId: string, input: NextOfKinInput) {
      const row = await upsertNextOfKin(db, userId, {
        firstName: input.first_name,
        lastName: input.last_name,
        relationship: input.relationship,
        mobileNumber: input.mobile_number,
        email: orNull(input.email),
        updatedAt: now(),
      });
      return nextOfKinView(row);
    },
  };
}

/** Ids come from URLs: a malformed one cannot be anyone's record. */
function checkedId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}

function createDocumentsService({ db, files, now }: SectionDependencies) {
  const load = async (userId: string, id: string) =>
    documentView(found(await findDocument(db, userId, id)), now());
  const values = (input: DocumentInput) => {
    return {
      documentType: input.document_type,
      documentNumber: orNull(input.document_number),
      expiryDate: orNull(input.expiry_date),
    };
  };

  return {
    async list(userId: string) {
      const at = now();
      return (await listDocuments(db, userId)).map((row) => documentView(row, at));
    },
    get: (userId: string, id: string) => load(userId, checkedId(id)),
    /** Whether the user's document proves a right to work (false when there is no such document of theirs). */
    async isRightToWork(userId: string, id: string) {
      const row = isUuid(id) ? await findDocument(db, userId, id) : null;
      return Boolean(row && isRightToWorkDocument(row.documentType));
    },
    async create(userId: string, input: DocumentInput) {
      const id = await insertDocument(db, userId, values(input));
      return load(userId, id);
    },
    async update(userId: string, id: string, input: DocumentInput) {
      checkedId(id);
      const updated = await updateDocument(db, userId, id, { ...values(input), updatedAt: now() });
      if (!updated) throw notFound();
      return load(userId, id);
    },
    async remove(userId: string, id: string) {
      checkedId(id);
      await files.detachFiles(userId, async (tx) => {
        const deleted = found(await deleteDocument(tx, userId, id));
        return { result: undefined, detached: [deleted.fileId] };
      });
    },
    /** Attaches a scan or photo (image or PDF), replacing and deleting any earlier one. */
    async attachFile(userId: string, id: string, file: IncomingFile) {
      // Checked before the upload is processed, so another user's id is a plain 404.
      found(await findDocument(db, userId, checkedId(id)));
      await files.attachUpload(userId, { ...file, accept: "image-or-pdf" }, async (tx, fileId) => {
        const previous = found(await setDocumentFile(tx, userId, id, fileId, now()));
        return { result: undefined, replaced: [previous.previousFileId] };
      });
      return load(userId, id);
    },
  };
}

function createSkillsCardsService({ db, files, now }: SectionDependencies) {
  const load = async (userId: string, id: string) =>
    skillsCardView(found(await findSkillsCard(db, userId, id)), now());
  const values = (input: SkillsCardInput) => {
    return {
      cardType: input.card_type,
      registrationNumber: input.registration_number,
      issueDate: orNull(input.issue_date),
      expiryDate: orNull(input.expiry_date),
    };
  };

  return {
    async list(userId: string) {
      const at = now();
      return (await listSkillsCards(db, userId)).map((row) => skillsCardView(row, at));
    },
    get: (userId: string, id: string) => load(userId, checkedId(id)),
    async create(userId: string, input: SkillsCardInput) {
      const id = await insertSkillsCard(db, userId, values(input));
      return load(userId, id);
    },
    async update(userId: string, id: string, input: SkillsCardInput) {
      checkedId(id);
      const updated = await updateSkillsCard(db, userId, id, { ...values(input), updatedAt: now() });
      if (!updated) throw notFound();
      return load(userId, id);
    },
    async remove(userId: string, id: string) {
      checkedId(id);
      await files.detachFiles(userId, async (tx) => {
        const deleted = found(await deleteSkillsCard(tx, userId, id));
        return { result: undefined, detached: [deleted.frontFileId, deleted.backFileId] };
      });
    },
    /** Sets the photo of one side of the card (images only), replacing and deleting any earlier one. */
    async setPhoto(userId: string, id: string, side: CardSide, file: IncomingFile) {
      found(await findSkillsCard(db, userId, checkedId(id)));
      await files.attachUpload(userId, { ...file, accept: "image" }, async (tx, fileId) => {
        const previous = found(await setSkillsCardPhoto(tx, userId, id, side, fileId, now()));
        return { result: undefined, replaced: [previous.previousFileId] };
      });
      return load(userId, id);
    },
  };
}

function createQualificationsService({ db, files, now }: SectionDependencies) {
  const load = async (userId: string, id: string) =>
    qualificationView(found(await findQualification(db, userId, id)), now());
  const values = (input: QualificationInput) => {
    return {
      type: input.type,
      number: orNull(input.number),
      issueDate: input.issue_date,
      issuingAuthority: input.issuing_authority,
      expiryDate: orNull(input.expiry_date),
    };
  };

  return {
    async list(userId: string) {
      const at = now();
      return (await listQualifications(db, userId)).map((row) => qualificationView(row, at));
    },
    get: (userId: string, id: string) => load(userId, checkedId(id)),
    async create(userId: string, input: QualificationInput) {
      const id = await insertQualification(db, userId, values(input));
      return load(userId, id);
    },
    async update(userId: string, id: string, input: QualificationInput) {
      checkedId(id);
      const updated = await updateQualification(db, userId, id, { ...values(input), updatedAt: now() });
      if (!updated) throw notFound();
      return load(userId, id);
    },
    async remove(userId: string, id: string) {
      checkedId(id);
      await files.detachFiles(userId, async (tx) => {
        const deleted = found(await deleteQualification(tx, userId, id));
        return { result: undefined, detached: [deleted.certificateFileId] };
      });
    },
    /** Attaches the certificate (image or PDF), replacing and deleting any earlier one. */
    async attachCertificate(userId: string, id: string, file: IncomingFile) {
      found(await findQualification(db, userId, checkedId(id)));
      await files.attachUpload(userId, { ...file, accept: "image-or-pdf" }, async (tx, fileId) => {
        const previous = found(await setQualificationCertificate(tx, userId, id, fileId, now()));
        return { result: undefined, replaced: [previous.previousFileId] };
      });
      return load(userId, id);
    },
  };
}

/**
 * Every service of the profile area, wired once (app.ts and tests stay small). `now` is injectable so
 * urgency and date-of-birth checks can be pinned in tests.
 */
export function createProfileServices({
  db,
  storage,
  cipher,
  now = () => new Date(),
  logger,
  profileChanges,
  personalDataParts,
  schemeRules,
}: {
  db: Db;
  storage: FileStorage;
  cipher: FieldCipher;
  /** The schemes' renewal rules, for the dashboard's "Do these first" (issue 53). */
  schemeRules: SchemeRuleSource;
  /** Each module's personal data, which the data export writes and account deletion clears. */
  personalDataParts: PersonalDataPart[];
  now?: () => Date;
  /** Announces changes to profile rows, so the dashboard may be kept per worker (dashboard.service.ts). */
  profileChanges?: ChangeWatch;
  logger?: { warn(details: object, message: string): void; error(details: object, message: string): void };
}) {
  const files = createFileService({ db, storage, logger });
  const sensitiveDetails = createSensitiveDetailsService({ db, cipher, now });
  const sections = { db, files, now };
  return {
    files,
    personalDetails: createPersonalDetailsService(sections),
    nextOfKin: createNextOfKinService(sections),
    documents: createDocumentsService(sections),
    skillsCards: createSkillsCardsService(sections),
    qualifications: createQualificationsService(sections),
    sensitiveDetails,
    dashboard: createDashboardService({ db, cipher, now, profileChanges, schemeRules }),
    accountData: createAccountDataService({
      db,
      files,
      sensitive: sensitiveDetails,
      cipher,
      parts: personalDataParts,
      now,
      logger,
    }),
  };
}

export type ProfileServices = ReturnType<typeof createProfileServices>;
