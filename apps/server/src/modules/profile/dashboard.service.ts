import {
  type DashboardData,
  type ExpiringItem,
  overallCompletion,
  sectionCompletion,
  type UrgencyView,
} from "@siteready/domain/profile";
import { needsAttention } from "@siteready/domain/renewals";
import { planAction, planFromBook, type SchemeRuleBook } from "@siteready/domain/scheme-rules";
import type { ChangeWatch } from "../../db/change-watch.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import type { FieldCipher } from "../../lib/field-encryption.ts";
import type { SchemeRuleSource } from "../scheme-rules/scheme-rule-source.ts";
import { findPersonalDetails, readWholeProfile } from "./profile.repository.ts";
import {
  documentView,
  nextOfKinView,
  personalDetailsView,
  qualificationView,
  skillsCardView,
  urgencyView,
} from "./profile-views.ts";
import { createSensitiveViews } from "./sensitive-details.service.ts";

function expiringItem(
  kind: ExpiringItem["kind"],
  id: string,
  title: string,
  type: string | null,
  expiryDate: string | null,
  urgency: UrgencyView,
): ExpiringItem[] {
  return expiryDate && needsAttention(urgency.status)
    ? [{ kind, id, title, type, expiry_date: expiryDate, urgency }]
    : [];
}

function latest(instants: ReadonlyArray<string | null>): string | null {
  return instants.reduce<string | null>(
    (newest, instant) => (instant !== null && (newest === null || instant > newest) ? instant : newest),
    null,
  );
}

/**
 * The workers who opened their dashboard lately on a busy instance; the oldest copy goes first. A full profile's
 * dashboard is about 7 kB of JSON and a few times that in memory, so this bounds the copies to tens of MB.
 */
const MAX_KEPT_DASHBOARDS = 2_000;

/**
 * The dashboard (§3 dashboard state, §7 core-data): every section, completion and what expires soon.
 *
 * With `profileChanges`, each worker's dashboard is kept in memory for the day it was worked out on (urgency
 * counts days) until the database announces a change to any row it is made of (migration 0015); a worker's
 * own write drops it on this instance before the write is answered (app.ts).
 */
export function createDashboardService({
  db,
  cipher,
  now,
  profileChanges,
  schemeRules,
}: {
  db: Db;
  cipher: FieldCipher;
  now: () => Date;
  profileChanges?: ChangeWatch;
  schemeRules: SchemeRuleSource;
}) {
  const sensitive = createSensitiveViews(cipher);
  const kept = profileChanges?.keyed<{ day: string; data: DashboardData }>(MAX_KEPT_DASHBOARDS);

  async function workedOut(userId: string, at: Date, book: SchemeRuleBook): Promise<DashboardData> {
    // One statement reads every section (profile.repository.ts readWholeProfile); the gate needs none of
    // its own while the session and the feature catalogue are cached (session-cache.ts, access.service.ts).
    const {
      personal,
      kin,
      documents: documentRows,
      cards: cardRows,
      qualifications: qualificationRows,
      bank,
      tax,
      inductions: inductionRows,
    } = await readWholeProfile(db, userId);

    const profile = {
      personal_details: personalDetailsView(personal),
      next_of_kin: nextOfKinView(kin),
      documents: documentRows.map((row) => documentView(row, at)),
      skills_cards: cardRows.map((row) => skillsCardView(row, at)),
      qualifications: qualificationRows.map((row) => qualificationView(row, at)),
      bank_details: sensitive.bankView(bank),
      tax_details: sensitive.taxView(tax),
    };
    // Masked values are non-blank exactly when a value is stored, which is all completion asks.
    const completionData = sectionCompletion(profile);
    const evidence = profile.skills_cards.map((card) => ({
      cardType: card.card_type,
      issueDate: card.issue_date,
      expiryDate: card.expiry_date,
    }));

    const expiringSoon = [
      ...profile.documents.flatMap((document) =>
        expiringItem(
          "document",
          document.id,
          document.document_type_label,
          document.document_type,
          document.expiry_date,
          document.urgency,
        ),
      ),
      ...profile.skills_cards.flatMap((card) =>
        expiringItem(
          "skills_card",
          card.id,
          card.card_type_name,
          card.card_type,
          card.expiry_date,
          card.urgency,
        ),
      ),
      ...profile.qualifications.flatMap((qualification) =>
        expiringItem(
          "qualification",
          qualification.id,
          qualification.type,
          null,
          qualification.expiry_date,
          qualification.urgency,
        ),
      ),
      ...inductionRows.flatMap((induction) =>
        expiringItem(
          "induction",
          induction.id,
          induction.siteName,
          null,
          induction.validUntil,
          urgencyView(induction.validUntil, at),
        ),
      ),
    ].sort((a, b) => a.expiry_date.localeCompare(b.expiry_date) || a.title.localeCompare(b.title));

    // Issue 53: what a card's scheme wants done before it can be renewed (book the HS&E test first, upgrade a Red
    // card with the NVQ), from the day its reminders start.
    const today = at.toISOString().slice(0, 10);
    const renewFirst = profile.skills_cards.flatMap((card) => {
      if (!card.expiry_date) return [];
      const plan = planFromBook(book, { cardType: card.card_type, expiryDate: card.expiry_date }, evidence);
      const action =
        plan.basis === "scheme_rule" && today >= plan.remindFrom ? planAction(plan, today) : null;
      if (action === null || action.key === "renewals.plan.upgraded") return [];
      return [{ card_id: card.id, title: card.card_type_name, expiry_date: card.expiry_date, action }];
    });
    return {
      profile,
      completionData,
      renewFirst,
      overallCompletion: overallCompletion(completionData),
      expiringSoon,
      profileImage: profile.personal_details.photo_url,
      // When the profile last changed (not when it was fetched); null before anything is saved.
      lastUpdated: latest([
        profile.personal_details.updated_at,
        profile.next_of_kin.updated_at,
        profile.bank_details.updated_at,
        profile.tax_details.updated_at,
        ...profile.documents.map((document) => document.updated_at),
        ...profile.skills_cards.map((card) => card.updated_at),
        ...profile.qualifications.map((qualification) => qualification.updated_at),
      ]),
    };
  }

  return {
    async dashboardData(userId: string): Promise<DashboardData> {
      const at = now();
      const day = at.toISOString().slice(0, 10);
      const copy = kept?.get(userId);
      if (copy?.day === day) return copy.data;
      const readAt = profileChanges?.generation() ?? 0;
      const data = await workedOut(userId, at, await schemeRules.book());
      kept?.keep(userId, readAt, { day, data });
      return data;
    },

    /** The profile photo's URL; notFound when there is none (§7: 404 means no image). */
    /** The photo at avatar size (its thumbnail where there is one): a fraction of the data on a poor signal. */
    async profileImageUrl(userId: string): Promise<string> {
      const view = personalDetailsView(await findPersonalDetails(db, userId));
      const photoUrl = view.photo_thumbnail_url ?? view.photo_url;
      if (!photoUrl) throw notFound();
      return photoUrl;
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
