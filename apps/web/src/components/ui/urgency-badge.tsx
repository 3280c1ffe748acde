import type { ExpiryUrgency, UrgencyView } from "@siteready/domain";
import { CircleCheck, CircleHelp, Clock, OctagonX, TriangleAlert } from "lucide-react";

interface UrgencyLook {
  word: string;
  icon: typeof Clock;
  border: string;
  iconColour: string;
}

const looks: Record<ExpiryUrgency, UrgencyLook> = {
  expired: {
    word: "Expired",
    icon: OctagonX,
    border: "border-urgency-expired",
    iconColour: "text-urgency-expired",
  },
  urgent: {
    word: "Urgent",
    icon: TriangleAlert,
    border: "border-urgency-urgent",
    iconColour: "text-urgency-urgent",
  },
  warning: {
    word: "Expiring soon",
    icon: Clock,
    border: "border-urgency-warning",
    iconColour: "text-urgency-warning",
  },
  valid: {
    word: "Valid",
    icon: CircleCheck,
    border: "border-urgency-valid",
    iconColour: "text-urgency-valid",
  },
  unknown: {
    word: "No expiry date",
    icon: CircleHelp,
    border: "border-urgency-unknown",
    iconColour: "text-urgency-unknown",
  },
};

/** 'Urgent · Expires in 20 days'; the status word alone when the label already says it ('Expired 3 days ago'). */
function urgencyText({ status, label }: Pick<UrgencyView, "status" | "label">): string {
  const { word } = looks[status];
  const detail = label.trim();
  if (detail === "" || detail.toLowerCase().startsWith(word.toLowerCase())) return detail || word;
  return `${word} · ${detail}`;
}

/**
 * Spec §4 urgency as colour + icon + words, never colour alone (DESIGN.md). The words use the body text
 * colour, so contrast does not depend on the urgency colour; the border and icon carry the colour.
 */
export function UrgencyBadge({ urgency }: { urgency: UrgencyView }) {
  const look = looks[urgency.status];
  const Icon = look.icon;
  return (
    <span
      data-urgency={urgency.status}
      className={`inline-flex items-center gap-1.5 rounded-full border-2 bg-surface px-2.5 py-0.5 text-sm font-semibold text-text ${look.border}`}
    >
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${look.iconColour}`} />
      <span>{urgencyText(urgency)}</span>
    </span>
  );
}
