import type { CrewStatus } from "@siteready/domain/companies";
import { CircleCheck, CircleMinus, type Clock, LogOut, Mail, OctagonX, TriangleAlert } from "lucide-react";
import { useT } from "../../../i18n/use-translation.ts";
import { crewStatusKeys } from "./company-words.ts";

/** Each status's icon and colour, as the urgency badges carry them (colour + icon + words, DESIGN.md). */
const looks: Record<CrewStatus, { icon: typeof Clock; border: string; iconColour: string }> = {
  green: { icon: CircleCheck, border: "border-urgency-valid", iconColour: "text-urgency-valid" },
  amber: { icon: TriangleAlert, border: "border-urgency-warning", iconColour: "text-urgency-warning" },
  red: { icon: OctagonX, border: "border-urgency-expired", iconColour: "text-urgency-expired" },
  invited: { icon: Mail, border: "border-urgency-unknown", iconColour: "text-urgency-unknown" },
  declined: { icon: CircleMinus, border: "border-urgency-unknown", iconColour: "text-urgency-unknown" },
  left: { icon: LogOut, border: "border-urgency-unknown", iconColour: "text-urgency-unknown" },
};

/** A crew member's state on the board: ready, check soon, not ready, invited, declined or left. */
export function CrewStatusBadge({ status }: { status: CrewStatus }) {
  const { t } = useT();
  const { icon: Icon, border, iconColour } = looks[status];
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full border-2 ${border} bg-surface px-2 py-0.5 text-sm font-semibold whitespace-nowrap`}
    >
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${iconColour}`} />
      {t(crewStatusKeys[status])}
    </span>
  );
}
