import type { MessageKey } from "@siteready/domain/i18n";
import type { ExpiryUrgency } from "@siteready/domain/renewals";
import { CircleCheck, CircleHelp, Clock, OctagonX, TriangleAlert } from "lucide-react";

/**
 * Names (catalogue keys), icons and colours per urgency, the same words and icons as the urgency badge (DESIGN.md: colour +
 * icon + words, never colour alone).
 */
export const urgencyGroups: Record<
  ExpiryUrgency,
  { name: MessageKey; heading: MessageKey; empty: MessageKey; icon: typeof Clock; iconColour: string }
> = {
  expired: {
    name: "renewals.urgency.expired",
    heading: "renewals.urgency.expired",
    empty: "renewals.empty.expired",
    icon: OctagonX,
    iconColour: "text-urgency-expired",
  },
  urgent: {
    name: "renewals.urgency.urgent",
    heading: "renewals.heading.urgent",
    empty: "renewals.empty.urgent",
    icon: TriangleAlert,
    iconColour: "text-urgency-urgent",
  },
  warning: {
    name: "renewals.urgency.warning",
    heading: "renewals.heading.warning",
    empty: "renewals.empty.warning",
    icon: Clock,
    iconColour: "text-urgency-warning",
  },
  valid: {
    name: "renewals.urgency.valid",
    heading: "renewals.heading.valid",
    empty: "renewals.empty.valid",
    icon: CircleCheck,
    iconColour: "text-urgency-valid",
  },
  unknown: {
    name: "renewals.urgency.unknown",
    heading: "renewals.urgency.unknown",
    empty: "renewals.empty.unknown",
    icon: CircleHelp,
    iconColour: "text-urgency-unknown",
  },
};
