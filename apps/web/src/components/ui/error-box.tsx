import {
  type ErrorCategory,
  type ErrorSeverity,
  errorGuidance,
  errorSeverityKeys,
  notConfiguredForWorkers,
  quoteReferenceHint,
  slowAnswerGuidance,
} from "@siteready/domain/errors";
import {
  AlertTriangle,
  Ban,
  Check,
  CloudOff,
  Copy,
  FileQuestion,
  Hourglass,
  Lock,
  ServerCrash,
  Wrench,
} from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useT } from "../../i18n/use-translation.ts";
import { ApiError } from "../../lib/api-client.ts";
import { Button } from "./button.tsx";
import { PremiumFeatureNotice, premiumLockOf } from "./premium-feature-notice.tsx";

const icons: Partial<Record<ErrorCategory, typeof AlertTriangle>> = {
  network: CloudOff,
  authentication: Lock,
  authorization: Ban,
  not_found: FileQuestion,
  server: ServerCrash,
};

interface ErrorBoxProps {
  error: unknown;
  onRetry?: (() => void) | undefined;
  /**
   * Admins are told which configuration is missing ('Grok AI service is not configured'); everyone else that
   * the tool is not available yet.
   */
  showConfigurationDetails?: boolean;
}

/**
 * The error box of §8 — icon, type, severity, message, optional Try Again and the error id — in plain words: a
 * short title for the type, the catalogue's message, what to do next, and the id small and copyable for support.
 */
export function ErrorBox({ error, onRetry, showConfigurationDetails = false }: ErrorBoxProps) {
  // The catalogue of §8 and the server's messages come by key, worded in the current language (issue 49).
  const { t, word } = useT();
  const premiumCapability = premiumLockOf(error);
  if (premiumCapability) return <PremiumFeatureNotice capability={premiumCapability} />;
  const category: ErrorCategory = error instanceof ApiError ? error.category : "unknown";
  const severity: ErrorSeverity = error instanceof ApiError ? error.severity : "medium";
  const errorId = error instanceof ApiError ? error.errorId : undefined;
  const hiddenConfiguration =
    error instanceof ApiError && error.code === "NOT_CONFIGURED" && !showConfigurationDetails;
  const slowAnswer = error instanceof ApiError && error.code === "NETWORK_TIMEOUT";
  const { title, nextStep } = hiddenConfiguration
    ? notConfiguredForWorkers
    : slowAnswer
      ? slowAnswerGuidance
      : errorGuidance[category];
  const message = hiddenConfiguration
    ? t(notConfiguredForWorkers.message)
    : error instanceof ApiError
      ? word(error.messageRef)
      : t("error.other");
  const Icon = hiddenConfiguration ? Wrench : slowAnswer ? Hourglass : (icons[category] ?? AlertTriangle);
  const severityKey = hiddenConfiguration ? null : errorSeverityKeys[severity];
  const reference = errorId && !hiddenConfiguration ? errorId : undefined;
  // A record saved twice (409): the answer says where the one they have is.
  const existingPath = error instanceof ApiError ? error.details.existingPath : undefined;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-danger bg-surface p-4"
      data-category={category}
      data-severity={severity}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {t(title)}
          {severityKey ? (
            <span className="rounded border border-danger px-1.5 text-xs font-semibold uppercase">
              {t(severityKey)}
            </span>
          ) : null}
        </p>
        <p>{message}</p>
        <p className="text-sm text-muted">
          {t(nextStep)}
          {reference ? ` ${t(quoteReferenceHint)}` : null}
        </p>
        {typeof existingPath === "string" && existingPath.startsWith("/") ? (
          <Link to={existingPath} className="self-start font-semibold">
            {t("shell.ui.error.goToExisting")}
          </Link>
        ) : null}
        {onRetry ? (
          <Button variant="secondary" className="mt-2 self-start" onClick={onRetry}>
            {t("shell.ui.tryAgain")}
          </Button>
        ) : null}
        {reference ? <ErrorReference errorId={reference} /> : null}
      </div>
    </div>
  );
}

/** The error id, small, with a button that copies it for a message to support. */
function ErrorReference({ errorId }: { errorId: string }) {
  const [copied, setCopied] = useState(false);
  const { t } = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(errorId);
      setCopied(true);
    } catch {
      // No clipboard (old browser, denied): the id stays on screen to be read out or written down.
    }
  };
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-muted">
      {t("shell.ui.reference")} <code className="break-all font-mono">{errorId}</code>
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded px-2 underline"
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {copied ? t("shell.ui.copied") : t("shell.ui.copy")}
        <span className="sr-only"> {t("shell.ui.theReference")}</span>
      </button>
    </p>
  );
}
