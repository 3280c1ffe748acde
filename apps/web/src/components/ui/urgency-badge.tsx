import { type MessageKey, messageSource } from "@siteready/domain/i18n";
import type { UrgencyView } from "@siteready/domain/profile";
import { type ExpiryUrgency, urgencyLabel } from "@siteready/domain/renewals";
import { CircleCheck, CircleHelp, Clock, OctagonX, TriangleAlert } from "lucide-react";
import { catalogueOf } from "../../i18n/i18n.ts";
import { type Translator, useT } from "../../i18n/use-translation.ts";

interface UrgencyLook {
  word: MessageKey;
  icon: typeof Clock;
  border: string;
  iconColour: string;
}

const looks: Record<ExpiryUrgency, UrgencyLook> = {
  expired: {
    word: "shell.ui.urgency.expired",
    icon: OctagonX,
    border: "border-urgency-expired",
    iconColour: "text-urgency-expired",
  },
  urgent: {
    word: "shell.ui.urgency.urgent",
    icon: TriangleAlert,
    border: "border-urgency-urgent",
    iconColour: "text-urgency-urgent",
  },
  warning: {
    word: "shell.ui.urgency.warning",
    icon: Clock,
    border: "border-urgency-warning",
    iconColour: "text-urgency-warning",
  },
  valid: {
    word: "shell.ui.urgency.valid",
    icon: CircleCheck,
    border: "border-urgency-valid",
    iconColour: "text-urgency-valid",
  },
  unknown: {
    word: "shell.ui.urgency.unknown",
    icon: CircleHelp,
    border: "border-urgency-unknown",
    iconColour: "text-urgency-unknown",
  },
};

/**
 * The days left in words, as the domain's urgencyLabel writes them in English ('Expired 3 days ago', 'Expires
 * today', 'Expires in 20 days'); the status word alone without a date or when valid.
 */
function urgencyDetail({ status, days_left: days }: UrgencyView, t: Translator["t"]): string {
  if (status === "unknown" || status === "valid" || days === null) return t(looks[status].word);
  if (days < -1) return t("shell.ui.urgency.expiredAgo", { days: -days });
  if (days === -1) return t("shell.ui.urgency.expiredYesterday");
  if (days === 0) return t("shell.ui.urgency.expiresToday");
  if (days === 1) return t("shell.ui.urgency.expiresTomorrow");
  return t("shell.ui.urgency.expiresIn", { days });
}

/**
 * 'Urgent · Expires in 20 days'; the status word alone when the label already says it ('Expired 3 days ago').
 * A label in the domain's own words is written again in the language; another (a shared page's) goes through tm.
 */
function urgencyText(urgency: UrgencyView, { t, tm }: Pick<Translator, "t" | "tm">): string {
  const label = urgency.label.trim();
  const wordKey = looks[urgency.status].word;
  const word = t(wordKey);
  if (label === "") return word;
  const detail =
    label === urgencyLabel(urgency.status, urgency.days_left) ? urgencyDetail(urgency, t) : tm(label);
  // The status word in English (the shell's words, loaded on every page), not the whole English catalogue.
  if (label.toLowerCase().startsWith((messageSource(catalogueOf("en")[wordKey]) ?? word).toLowerCase()))
    return detail;
  return `${word} · ${detail}`;
}

/**
 * Spec §4 urgency as colour + icon + words, never colour alone (DESIGN.md). The words use the body text
 * colour, so contrast does not depend on the urgency colour; the border and icon carry the colour.
 */
export function UrgencyBadge({ urgency }: { urgency: UrgencyView }) {
  const look = looks[urgency.status];
  const Icon = look.icon;
  const translator = useT();
  return (
    <span
      data-urgency={urgency.status}
      className={`inline-flex items-center gap-1.5 rounded-full border-2 bg-surface px-2.5 py-0.5 text-sm font-semibold text-text ${look.border}`}
    >
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${look.iconColour}`} />
      <span>{urgencyText(urgency, translator)}</span>
    </span>
  );
}
