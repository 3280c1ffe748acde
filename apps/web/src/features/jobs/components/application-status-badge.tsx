import type { MessageKey } from "@siteready/domain/i18n";
import type { ApplicationStatus } from "@siteready/domain/jobs";
import { applicationStatusKeys } from "@siteready/domain/jobs";
import { CircleX, Send, Star } from "lucide-react";
import { useT } from "../../../i18n/use-translation.ts";

const looks: Record<ApplicationStatus, { icon: typeof Send; border: string; iconColour: string }> = {
  applied: { icon: Send, border: "border-border", iconColour: "text-muted" },
  shortlisted: { icon: Star, border: "border-urgency-valid", iconColour: "text-urgency-valid" },
  declined: { icon: CircleX, border: "border-urgency-expired", iconColour: "text-urgency-expired" },
};

/** 'Applied', 'Shortlisted' or 'Declined', with an icon and the word (never colour alone). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useT();
  const look = looks[status];
  const Icon = look.icon;
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full border-2 bg-surface px-2.5 py-0.5 text-sm font-semibold text-text ${look.border}`}
    >
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${look.iconColour}`} />
      {t(applicationStatusKeys[status])}
    </span>
  );
}

/** What the status means for the person who applied. */
export const applicationStatusExplanations: Record<ApplicationStatus, MessageKey> = {
  applied: "jobs.application.appliedMeans",
  shortlisted: "jobs.application.shortlistedMeans",
  declined: "jobs.application.declinedMeans",
};
