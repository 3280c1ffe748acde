import type { ErrorCategory, ErrorSeverity } from "@siteready/domain";
import { AlertTriangle, Ban, CloudOff, FileQuestion, Lock, ServerCrash } from "lucide-react";
import { ApiError } from "../../lib/api-client.ts";
import { Button } from "./button.tsx";

const icons: Partial<Record<ErrorCategory, typeof AlertTriangle>> = {
  network: CloudOff,
  authentication: Lock,
  authorization: Ban,
  not_found: FileQuestion,
  server: ServerCrash,
};

const categoryNames: Record<ErrorCategory, string> = {
  network: "Connection problem",
  authentication: "Sign-in needed",
  authorization: "Not allowed",
  validation: "Check your details",
  not_found: "Not found",
  server: "Server problem",
  client: "Request problem",
  unknown: "Something went wrong",
};

interface ErrorBoxProps {
  error: unknown;
  onRetry?: (() => void) | undefined;
}

/** The error box of §8: icon, type, severity, message, optional Try Again, and the error id for support. */
export function ErrorBox({ error, onRetry }: ErrorBoxProps) {
  const category: ErrorCategory = error instanceof ApiError ? error.category : "unknown";
  const severity: ErrorSeverity = error instanceof ApiError ? error.severity : "medium";
  const message = error instanceof Error ? error.message : "An error occurred";
  const errorId = error instanceof ApiError ? error.errorId : undefined;
  const Icon = icons[category] ?? AlertTriangle;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-danger bg-surface p-4"
      data-severity={severity}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">
          {categoryNames[category]} <span className="text-sm font-normal text-muted">({severity})</span>
        </p>
        <p>{message}</p>
        {errorId ? <p className="text-sm text-muted">Error id: {errorId}</p> : null}
        {onRetry ? (
          <Button variant="secondary" className="mt-2 self-start" onClick={onRetry}>
            Try Again
          </Button>
        ) : null}
      </div>
    </div>
  );
}
