import type { MessageKey } from "@siteready/domain/i18n";
import type { UrgencyView } from "@siteready/domain/profile";
import { daysUntil, type ExpiryUrgency } from "@siteready/domain/renewals";
import { CircleCheck, CircleHelp, Clock, OctagonX, TriangleAlert } from "lucide-react";
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

/** The days from today to an expiry date, for a badge; null without one. */
export function daysLeft(expiryDate: string | null): number | null {
  return expiryDate ? daysUntil(expiryDate, new Date()) : null;
}

/** What the badge says: the status, and the days left when known ('Expires in 20 days'). */
type ShownUrgency = Pick<UrgencyView, "status" | "days_left">;

/**
 * 'Urgent · Expires in 20 days'; the days alone when they say the status already ('Expired 3 days ago'); the
 * status word alone without a date or when valid. Worded from the status and the days, never from a label.
 */
function urgencyText({ status, days_left: days }: ShownUrgency, t: Translator["t"]): string {
  const word = t(looks[status].word);
  if (status === "unknown" || status === "valid" || days === null) return word;
  if (days < -1) return t("shell.ui.urgency.expiredAgo", { days: -days });
  if (days === -1) return t("shell.ui.urgency.expiredYesterday");
  const detail =
    days === 0
      ? t("shell.ui.urgency.expiresToday")
      : days === 1
        ? t("shell.ui.urgency.expiresTomorrow")
        : t("shell.ui.urgency.expiresIn", { days });
  return `${word} · ${detail}`;
}

/**
 * Spec §4 urgency as colour + icon + words, never colour alone (DESIGN.md). The words use the body text
 * colour, so contrast does not depend on the urgency colour; the border and icon carry the colour.
 */
export function UrgencyBadge({ urgency }: { urgency: ShownUrgency }) {
  const look = looks[urgency.status];
  const Icon = look.icon;
  const { t } = useT();
  return (
    <span
      data-urgency={urgency.status}
      className={`inline-flex items-center gap-1.5 rounded-full border-2 bg-surface px-2.5 py-0.5 text-sm font-semibold text-text ${look.border}`}
    >
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${look.iconColour}`} />
      <span>{urgencyText(urgency, t)}</span>
    </span>
  );
}
