import { catalogues } from "@siteready/domain/catalogues";
import {
  type CvDocument,
  type CvExportFormat,
  type CvPolishInput,
  type CvPolishResponse,
  type CvSettingsInput,
  type CvSettingsView,
  type CvView,
  cvFileName,
  cvPlainText,
  cvPolishPrompt,
  cvPolishRules,
  findUnsupportedMentions,
  type ProfileFacts,
  type projectDescriptionInputSchema,
} from "@siteready/domain/cv";
import { formatPhone } from "@siteready/domain/fields";
import type { Language, MessageRef } from "@siteready/domain/i18n";
import { AI_POLISHES_PER_HOUR, CV_EXPORTS_PER_HOUR } from "@siteready/domain/limits";
import { expiryUrgency } from "@siteready/domain/renewals";
import type { z } from "zod";
import {
  aiNotConfigured,
  type ChatCompletions,
  type ChatMessage,
} from "../../adapters/ai/chat-completions.ts";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { firstLimitExceeded } from "../accounts/rate-limits.service.ts";
import { sharedCompetence } from "../competence/competence.service.ts";
import { isUuid } from "../files/files.service.ts";
import { listInductions } from "../inductions/inductions.service.ts";
import {
  findPersonalDetails,
  findUser,
  listDocuments,
  listQualifications,
  listSkillsCards,
} from "../profile/profile.service.ts";
import { skillsCardTitle } from "../profile/profile-views.ts";
import { listProjectsOfUser, setProjectDescriptionOfUser } from "../projects/projects.service.ts";
import { type CvSettingsRow, findCvSettings, recordAiConsent, upsertCvSettings } from "./cv.repository.ts";
import { fitCvToPages, renderCvDocx } from "./cv-documents.ts";

const defaultSettings: CvSettingsView = {
  summary: "",
  show_email: true,
  show_phone: true,
  show_town: true,
  include_driving_licence: true,
  right_to_work: false,
};

export function cvSettingsView(row: CvSettingsRow | null): CvSettingsView {
  if (!row) return defaultSettings;
  return {
    summary: row.summary,
    show_email: row.showEmail,
    show_phone: row.showPhone,
    show_town: row.showTown,
    include_driving_licence: row.includeDrivingLicence,
    right_to_work: row.rightToWork,
  };
}

const exportTypes: Record<CvExportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain; charset=utf-8",
};

/**
 * The CV builder (issue 21). The CV is assembled from the worker's records on every read (nothing copied, so it
 * is never out of date). AI polish is optional: it sends only the section being improved plus the names of the
 * worker's cards and qualifications (never contact details, address, date of birth, NI number, UTR or bank
 * details), and a suggestion that names a card, qualification or employer the profile lacks is refused.
 */
const HOUR_MS = 60 * 60 * 1000;

export function createCvService({
  db,
  ai,
  now = () => new Date(),
}: {
  db: Db;
  ai: ChatCompletions;
  now?: () => Date;
}) {
  /** 429 with `message` once the user has done `what` `limit` times in the last hour (every instance counts). */
  async function assertWithinHour(userId: string, what: string, limit: number, message: MessageRef) {
    const key = `siteready:cv-${what}:user:${userId}`;
    if (await firstLimitExceeded(db, [[key, limit]], HOUR_MS, now().getTime())) {
      throw new AppError(429, "RATE_LIMITED", message);
    }
  }

  async function assemble(userId: string) {
    const at = now();
    const [user, personal, settingsRow, cards, qualifications, documents, projects, inductions, competence] =
      await Promise.all([
        findUser(db, userId),
        findPersonalDetails(db, userId),
        findCvSettings(db, userId),
        listSkillsCards(db, userId),
        listQualifications(db, userId),
        listDocuments(db, userId),
        listProjectsOfUser(db, userId),
        listInductions(db, userId),
        sharedCompetence(db, userId, at),
      ]);
    const settings = cvSettingsView(settingsRow);
    const email = personal?.email || user?.email || null;
    const phone = personal?.phone ? formatPhone(personal.phone) : null;
    const town = personal?.city || null;
    const hasDrivingLicence = documents.some(
      (document) =>
        document.documentType === "driving_licence" && expiryUrgency(document.expiryDate, at) !== "expired",
    );
    const cardViews = cards.map((card) => ({
      title: skillsCardTitle(card.cardType),
      registration_number: card.registrationNumber,
      expiry_date: card.expiryDate,
      expired: expiryUrgency(card.expiryDate, at) === "expired",
    }));
    const cv: CvDocument = {
      name: [personal?.firstName, personal?.lastName].filter(Boolean).join(" ") || user?.name || "",
      contact: [
        settings.show_email ? email : null,
        settings.show_phone ? phone : null,
        settings.show_town ? town : null,
      ].filter((line): line is string => Boolean(line)),
      trade: personal?.trade || null,
      summary: settings.summary,
      // Valid cards first (soonest expiry first within each group, as the profile lists them).
      cards: [...cardViews.filter((card) => !card.expired), ...cardViews.filter((card) => card.expired)],
      qualifications: qualifications.map((qualification) => ({
        title: qualification.type,
        issuing_authority: qualification.issuingAuthority,
        issue_date: qualification.issueDate,
        expiry_date: qualification.expiryDate,
      })),
      projects: projects.map((project) => ({
        id: project.id,
        name: project.name,
        company: project.company,
        role: project.role,
        start_date: project.startDate,
        end_date: project.endDate,
        description: project.description,
      })),
      inductions: inductions.map((induction) => ({
        site_name: induction.siteName,
        company_name: induction.companyName,
        induction_date: induction.inductionDate,
      })),
      competence,
      driving_licence: settings.include_driving_licence && hasDrivingLicence,
      right_to_work: settings.right_to_work,
    };
    const facts: ProfileFacts = {
      cardTypes: cards.map((card) => card.cardType),
      qualifications: qualifications.flatMap((qualification) =>
        [qualification.type, qualification.issuingAuthority].filter((text): text is string => Boolean(text)),
      ),
      employers: [
        ...projects.map((project) => project.company),
        ...inductions.map((induction) => induction.companyName),
      ].filter((name): name is string => Boolean(name)),
    };
    return {
      cv,
      settings,
      facts,
      consentedAt: settingsRow?.aiConsentAt ?? null,
      available: {
        email: email !== null,
        phone: phone !== null,
        town: town !== null,
        driving_licence: hasDrivingLicence,
      },
    };
  }

  return {
    async get(userId: string, aiConfigured: boolean): Promise<CvView> {
      const { cv, settings, available, consentedAt } = await assemble(userId);
      return {
        cv,
        settings,
        available,
        ai: { configured: aiConfigured, consented_at: consentedAt?.toISOString() ?? null },
      };
    },

    async saveSettings(userId: string, input: CvSettingsInput) {
      await upsertCvSettings(db, userId, {
        summary: input.summary ?? "",
        showEmail: input.show_email,
        showPhone: input.show_phone,
        showTown: input.show_town,
        includeDrivingLicence: input.include_driving_licence,
        rightToWork: input.right_to_work,
      });
    },

    async consentToAi(userId: string) {
      return { consented_at: (await recordAiConsent(db, userId, now())).toISOString() };
    },

    async setProjectDescription(
      userId: string,
      projectId: string,
      input: z.output<typeof projectDescriptionInputSchema>,
    ) {
      if (!isUuid(projectId)) throw notFound();
      const found = await setProjectDescriptionOfUser(db, projectId, userId, input.description ?? null);
      if (!found) throw notFound();
    },

    /** The worker's own download of their CV: `export`, at most CV_EXPORTS_PER_HOUR an hour. */
    async download(userId: string, format: CvExportFormat, language: Language = "en") {
      await assertWithinHour(userId, "export", CV_EXPORTS_PER_HOUR, { key: "limit.cvExports" });
      return this.export(userId, format, language);
    },

    /** The CV's file, in English unless the worker chose another language for it. */
    async export(userId: string, format: CvExportFormat, language: Language = "en") {
      const { cv } = await assemble(userId);
      const words = { language, catalogue: catalogues[language] };
      const fitted = await fitCvToPages(cv, words);
      const body =
        format === "pdf"
          ? fitted.pdf
          : format === "docx"
            ? await renderCvDocx(fitted.cv, words)
            : Buffer.from(cvPlainText(fitted.cv, words), "utf8");
      return { body, contentType: exportTypes[format], fileName: cvFileName(cv.name, format) };
    },

    async polish(userId: string, request: CvPolishInput): Promise<CvPolishResponse> {
      if (!ai.configured) throw aiNotConfigured();
      const { cv, facts, consentedAt } = await assemble(userId);
      if (!consentedAt) throw new AppError(409, "CONFLICT", { key: "cv.ai.consentFirst" });
      const prompt = cvPolishPrompt(cv, request);
      if (!prompt) throw notFound();
      const { original, message } = prompt;
      // Counted only when the provider is asked: each request is a call to a paid outside service.
      await assertWithinHour(userId, "polish", AI_POLISHES_PER_HOUR, { key: "limit.aiPolish" });
      const chat: ChatMessage[] = [
        { role: "system", content: cvPolishRules },
        { role: "user", content: message },
      ];
      const suggestion = await ai.complete(chat);
      const unsupported = findUnsupportedMentions(suggestion, facts);
      if (unsupported.length > 0) {
        throw new AppError(
          422,
          "VALIDATION_FAILED",
          { key: "cv.ai.fabricated" },
          {
            details: { unsupported },
          },
        );
      }
      return { target: request.target, original, suggestion };
    },
  };
}
