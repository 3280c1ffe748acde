import type { ExpiryUrgency } from "@siteready/domain";
import { CircleCheck, CircleHelp, Clock, OctagonX, TriangleAlert } from "lucide-react";

/**
 * Names, icons and colours per urgency, the same words and icons as the urgency badge (DESIGN.md: colour +
 * icon + words, never colour alone).
 */
export const urgencyGroups: Record<
  ExpiryUrgency,
  { name: string; heading: string; empty: string; icon: typeof Clock; iconColour: string }
> = {
  expired: {
    name: "Expired",
    heading: "Expired",
    empty: "Nothing has expired.",
    icon: OctagonX,
    iconColour: "text-urgency-expired",
  },
  urgent: {
    name: "Urgent",
    heading: "Urgent: 30 days or less",
    empty: "Nothing runs out in the next 30 days.",
    icon: TriangleAlert,
    iconColour: "text-urgency-urgent",
  },
  warning: {
    name: "Expiring soon",
    heading: "Expiring soon: within 90 days",
    empty: "Nothing runs out between 31 and 90 days from now.",
    icon: Clock,
    iconColour: "text-urgency-warning",
  },
  valid: {
    name: "Valid",
    heading: "Valid: more than 90 days",
    empty: "Nothing is valid for more than 90 days.",
    icon: CircleCheck,
    iconColour: "text-urgency-valid",
  },
  unknown: {
    name: "No expiry date",
    heading: "No expiry date",
    empty: "Every item has an expiry date.",
    icon: CircleHelp,
    iconColour: "text-urgency-unknown",
  },
};
