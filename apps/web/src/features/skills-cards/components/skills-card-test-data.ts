import { type SkillsCardView, skillsCardViewSchema } from "@siteready/domain/profile";
import { describeExpiry } from "@siteready/domain/renewals";
import { findCardType } from "@siteready/domain/skills-cards";

/** Test-only: the date `days` from today (UTC), as the server stores it. */
export function isoDateInDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Test-only: a card as the server answers it, its urgency worked out by the domain rule like the server does,
 * checked against the API contract.
 */
export function skillsCard(overrides: Partial<SkillsCardView> & { card_type: string }): SkillsCardView {
  const cardType = findCardType(overrides.card_type);
  const expiryDate = overrides.expiry_date === undefined ? isoDateInDays(400) : overrides.expiry_date;
  const { urgency, days, label } = describeExpiry(expiryDate, new Date());
  return skillsCardViewSchema.parse({
    id: "card-1",
    card_type_name: cardType?.name ?? overrides.card_type,
    card_type_acronym: cardType?.acronym ?? null,
    card_type_colour: cardType?.colour ?? null,
    card_scheme: cardType?.scheme ?? null,
    registration_number: "12345678",
    issue_date: null,
    front_image_url: null,
    front_thumbnail_url: null,
    back_image_url: null,
    back_thumbnail_url: null,
    urgency: { status: urgency, days_left: days, label },
    show_at_gate: false,
    created_at: "2026-01-05T09:00:00.000Z",
    updated_at: "2026-01-05T09:00:00.000Z",
    ...overrides,
    expiry_date: expiryDate,
  });
}
