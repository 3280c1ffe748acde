import { type Confirmation, confirmationWords } from "@siteready/domain/competence";
import { CircleCheck, CircleDashed, CircleX, Clock, MailWarning } from "lucide-react";
import { useT } from "../../../i18n/use-translation.ts";

const looks = {
  unconfirmed: { icon: CircleDashed, className: "border-border text-muted" },
  requested: { icon: Clock, className: "border-border" },
  expired: { icon: Clock, className: "border-urgency-warning" },
  bounced: { icon: MailWarning, className: "border-urgency-expired" },
  confirmed: { icon: CircleCheck, className: "border-urgency-valid" },
  declined: { icon: CircleX, className: "border-urgency-expired" },
} as const;

/** Where an entry's confirmation stands: an icon and words (never colour alone). */
export function ConfirmationStatus({ confirmation }: { confirmation: Confirmation }) {
  const { word } = useT();
  const look = looks[confirmation.state];
  const Icon = look.icon;
  return (
    <p
      className={`flex max-w-full items-start gap-2 rounded-lg border-l-4 bg-surface-muted px-3 py-2 text-sm sm:self-start ${look.className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 text-text [overflow-wrap:anywhere]">
        {word(confirmationWords(confirmation))}
      </span>
    </p>
  );
}
