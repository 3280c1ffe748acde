import {
  type RecordVerification,
  smartCheckWebsite,
  verificationLevelKeys,
} from "@siteready/domain/evidence";
import { Camera, ExternalLink, PenLine, ShieldAlert, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/use-translation.ts";
import { buttonClasses } from "./button.tsx";

const levelIcons = {
  "self-declared": PenLine,
  photo: Camera,
  "smart-check": ShieldCheck,
  "scheme-api": ShieldCheck,
} as const;

/**
 * How far a record is verified, in words: the level ('Checked on Smart Check') and who checked it and when, or
 * that its evidence is for details it no longer has. A flagged record says so first. Never colour alone: the
 * icon and the words carry it (issue 51, decision 0031).
 */
export function VerificationStatus({
  verification,
  children,
}: {
  verification: RecordVerification;
  /** Actions under a flagged record's words (the worker's own pages). */
  children?: ReactNode;
}) {
  const { t, word } = useT();
  const { level, flagged } = verification;
  const Icon = flagged ? ShieldAlert : levelIcons[level];
  const border = flagged
    ? "border-urgency-expired"
    : level === "smart-check"
      ? "border-urgency-valid"
      : "border-border";
  return (
    <div
      data-verification={level}
      data-flagged={flagged ? "true" : undefined}
      className={`flex items-start gap-2 rounded-lg border-2 bg-surface p-2.5 text-left text-sm ${border}`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${flagged ? "text-urgency-expired" : level === "smart-check" ? "text-urgency-valid" : "text-muted"}`}
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p>
          <strong>{flagged ? t("evidence.flag.label") : t(verificationLevelKeys[level])}</strong>
          {" · "}
          {word(verification.summary)}
        </p>
        {children}
      </div>
    </div>
  );
}

/**
 * A link to the free Smart Check website, opening in a new tab so the place in SiteReady stays: OfficialLink's
 * look and words. Not OfficialLink itself: the wallet's and the gate's chunks importing official-link.tsx made
 * the build split the router into a chunk of its own, 0.5 kB more on every first tap (issue 49's budget).
 */
export function SmartCheckLink({
  children,
  variant = "secondary",
}: {
  children: ReactNode;
  variant?: "primary" | "secondary";
}) {
  const { t } = useT();
  return (
    <a
      href={smartCheckWebsite.url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses(variant, "self-start py-2 text-left")}
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only"> {t("page.opensInNewTab")}</span>
    </a>
  );
}
