import { toIsoDate } from "@siteready/domain/fields";
import { formatDateIn, formatMonthIn, type Language } from "@siteready/domain/i18n";
import { skillsCardsPlainRoutes } from "@siteready/domain/records";
import type { RenewalStep, StepResult, WorkflowStepView, WorkflowView } from "@siteready/domain/renewals";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight, CircleCheck, CircleCheckBig, CircleDashed, CircleMinus } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FileUpload } from "../../../components/ui/file-upload.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import { useRenewalWorkflow } from "../api/renewal-workflow.ts";
import { BookTestForm, CompleteRenewalForm, SelectMonthForm } from "./renewal-step-forms.tsx";
import { stepHeadings } from "./step-form-support.ts";
import { TestCentreStep } from "./test-centre-step.tsx";

/** The renewal of one card (spec §3, §4): its steps in order, the progress, and a form for the next step. */
export function RenewalWorkflowPanel({ workflowId }: { workflowId: string }) {
  const { t } = useT();
  const workflow = useRenewalWorkflow(workflowId);
  if (workflow.data) return <WorkflowDetails workflow={workflow.data} />;
  if (workflow.isError) {
    return (
      <div className="flex flex-col gap-4">
        <ErrorBox error={workflow.error} onRetry={() => void workflow.refetch()} />
        <ButtonLink to="/renewals" variant="secondary" className="self-start">
          {t("renewals.workflow.back")}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {t("renewals.workflow.loading")}
      </p>
      <div aria-hidden="true" className="flex animate-pulse flex-col gap-4">
        <div className="h-8 w-64 rounded bg-surface-muted" />
        <div className="h-3 w-full rounded-full bg-surface-muted" />
        {[0, 1, 2, 3, 4].map((key) => (
          <div key={key} className="h-16 rounded-xl bg-surface-muted" />
        ))}
      </div>
    </div>
  );
}

type FocusTarget = RenewalStep | "done";

function WorkflowDetails({ workflow }: { workflow: WorkflowView }) {
  const { t, language } = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const targets = useRef(new Map<FocusTarget, HTMLElement>());
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const [needsNewPhotos, setNeedsNewPhotos] = useState(false);
  const complete = workflow.completed_at !== null || workflow.next_step === null;

  // Opening a renewal lands keyboard and screen-reader users on it.
  useEffect(() => heading.current?.focus(), []);

  // After a step, focus moves to the next step's heading (or the finish), which now holds the form.
  // The finish appears only once the answer is stored, which can be a render after the step's success.
  useEffect(() => {
    if (focusTarget === null || (focusTarget === "done" && !complete)) return;
    targets.current.get(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget, complete]);

  function handleCompleted(result: StepResult) {
    setNeedsNewPhotos(result.needs_new_photos);
    setFocusTarget(result.workflow.next_step ?? "done");
  }

  const registerTarget = (target: FocusTarget) => (element: HTMLElement | null) => {
    if (element) targets.current.set(target, element);
    else targets.current.delete(target);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-bold">
          {t("renewals.action.renew", { item: workflow.card.title })}
        </h2>
        {workflow.card.expiry_date && !complete ? (
          <p className="text-muted">
            {t("renewals.workflow.expiresOn", { date: formatDateIn(workflow.card.expiry_date, language) })}
          </p>
        ) : null}
        <RenewalProgress value={workflow.progress} />
        {!workflow.test_required ? <p className="text-sm">{t("renewals.workflow.noTest")}</p> : null}
      </div>

      <ol className="flex flex-col gap-3">
        {workflow.steps.map((step, index) => (
          <StepItem
            key={step.step}
            number={index + 1}
            step={step}
            isNext={step.step === workflow.next_step}
            headingRef={registerTarget(step.step)}
          >
            {step.step === workflow.next_step ? (
              <NextStepForm workflow={workflow} step={step.step} onCompleted={handleCompleted} />
            ) : null}
          </StepItem>
        ))}
      </ol>

      {complete ? (
        <RenewalDone workflow={workflow} justCompleted={needsNewPhotos} headingRef={registerTarget("done")} />
      ) : null}
    </section>
  );
}

/** Progress as a bar for a glance and as words for everyone (never the bar alone). */
function RenewalProgress({ value }: { value: number }) {
  const { t } = useT();
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={t("renewals.workflow.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("renewals.workflow.percentDone", { percent })}
        className="h-3 w-full overflow-hidden rounded-full border border-border bg-surface-muted"
      >
        <div className="h-full rounded-full bg-accent-strong" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm font-medium">{t("renewals.workflow.percentDone", { percent })}</p>
    </div>
  );
}

/** A completion instant as the user's own calendar date: '12 Mar 2026'. */
function localDate(timestamp: string, language: Language): string {
  const instant = new Date(timestamp);
  if (Number.isNaN(instant.getTime())) return "";
  // Shifted by the time-zone offset so the UTC-based helpers give the local date (a step at 00:30 BST).
  const local = new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000);
  return formatDateIn(toIsoDate(local), language);
}

/** '2026-05' → 'May 2026', 'maj 2026', '2026 m. gegužė'. */
function monthName(month: string, language: Language): string {
  return formatMonthIn(month, language);
}

/** What was recorded at a done step, in words: the month, the centre, the booking, the new expiry. */
function stepSummary(
  step: WorkflowStepView,
  { t, language }: Pick<Translator, "t" | "language">,
): string | null {
  const text = (key: string) => {
    const value = step.metadata[key];
    return typeof value === "string" && value !== "" ? value : null;
  };
  switch (step.step) {
    case "start_renewal":
      return null;
    case "select_month": {
      const month = text("month");
      return month && /^\d{4}-\d{2}$/.test(month)
        ? t("renewals.workflow.renewingIn", { month: monthName(month, language) })
        : null;
    }
    case "find_test_center": {
      const name = text("test_centre_name");
      return name ? t("renewals.workflow.testCentre", { name }) : null;
    }
    case "book_test": {
      const reference = text("booking_reference");
      const date = text("test_date");
      return [
        reference ? t("renewals.workflow.bookingReference", { reference }) : null,
        date ? t("renewals.workflow.testOn", { date: formatDateIn(date, language) }) : null,
      ]
        .filter(Boolean)
        .join(", ");
    }
    case "complete_renewal": {
      const date = text("new_expiry_date");
      return date ? t("renewals.workflow.newExpiry", { date: formatDateIn(date, language) }) : null;
    }
  }
}

interface StepItemProps {
  number: number;
  step: WorkflowStepView;
  isNext: boolean;
  headingRef: (element: HTMLElement | null) => void;
  children: ReactNode;
}

function StepItem({ number, step, isNext, headingRef, children }: StepItemProps) {
  const { t, language } = useT();
  const headingId = useId();
  const summary = step.completed ? stepSummary(step, { t, language }) : null;
  const state = step.completed ? "done" : !step.needed ? "not_needed" : isNext ? "next" : "to_do";
  const status = {
    done: {
      icon: <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-urgency-valid" />,
      words: step.timestamp
        ? t("renewals.workflow.doneOn", { date: localDate(step.timestamp, language) })
        : t("renewals.workflow.done"),
    },
    not_needed: {
      icon: <CircleMinus aria-hidden="true" className="size-6 shrink-0 text-muted" />,
      words: t("renewals.workflow.notNeeded"),
    },
    next: {
      icon: <ArrowRight aria-hidden="true" className="size-6 shrink-0 text-accent-strong" />,
      words: t("renewals.workflow.nextStep"),
    },
    to_do: {
      icon: <CircleDashed aria-hidden="true" className="size-6 shrink-0 text-muted" />,
      words: t("renewals.workflow.toDo"),
    },
  }[state];

  return (
    <li
      aria-labelledby={headingId}
      data-state={state}
      aria-current={isNext ? "step" : undefined}
      className={`flex flex-col gap-3 rounded-xl border bg-surface p-4 ${isNext ? "border-2 border-accent-strong" : "border-border"}`}
    >
      <div className="flex items-start gap-3">
        {status.icon}
        <div className="flex flex-col gap-0.5">
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className={`text-lg font-semibold ${state === "not_needed" ? "text-muted" : ""}`}
          >
            <span className="sr-only">{t("renewals.workflow.stepNumber", { number })} </span>
            {t(stepHeadings[step.step])}
          </h3>
          <p className="text-sm font-medium">{status.words}</p>
          {summary ? <p className="text-sm">{summary}</p> : null}
        </div>
      </div>
      {children}
    </li>
  );
}

function NextStepForm({
  workflow,
  step,
  onCompleted,
}: {
  workflow: WorkflowView;
  step: RenewalStep;
  onCompleted: (result: StepResult) => void;
}) {
  switch (step) {
    // Done when the renewal is created; never the next step of a stored renewal.
    case "start_renewal":
      return null;
    case "select_month":
      return <SelectMonthForm workflow={workflow} onCompleted={onCompleted} />;
    case "find_test_center":
      return <TestCentreStep workflow={workflow} onCompleted={onCompleted} />;
    case "book_test":
      return <BookTestForm workflow={workflow} onCompleted={onCompleted} />;
    case "complete_renewal":
      return <CompleteRenewalForm workflow={workflow} onCompleted={onCompleted} />;
  }
}

const photoTypes = "image/jpeg,image/png,image/webp";

function RenewalDone({
  workflow,
  justCompleted,
  headingRef,
}: {
  workflow: WorkflowView;
  justCompleted: boolean;
  headingRef: (element: HTMLElement | null) => void;
}) {
  const { t, language } = useT();
  const headingId = useId();
  const queryClient = useQueryClient();
  const { card } = workflow;
  const params = { id: card.id };
  // The card's photos changed: refresh the wallet, the dashboard and this page's lists.
  const onUploaded = () => {
    void queryClient.invalidateQueries({ queryKey: ["profile"] });
    void queryClient.invalidateQueries({ queryKey: ["renewals"] });
  };
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border-2 border-urgency-valid bg-surface p-4 sm:p-6"
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold">
        <CircleCheckBig aria-hidden="true" className="size-6 shrink-0 text-urgency-valid" />
        {t("renewals.workflow.complete")}
      </h3>
      {card.expiry_date ? (
        <p className="text-lg font-semibold">
          {t("renewals.workflow.newCardRunsTo", { date: formatDateIn(card.expiry_date, language) })}
        </p>
      ) : null}
      <p>
        {justCompleted ? `${t("renewals.workflow.wellDone")} ` : ""}
        {t("renewals.workflow.addPhotos")}
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <FileUpload
          label={t("renewals.workflow.newFront")}
          accept={photoTypes}
          kind="image"
          upload={{ route: skillsCardsPlainRoutes.front, params }}
          onUploaded={onUploaded}
        />
        <FileUpload
          label={t("renewals.workflow.newBack")}
          accept={photoTypes}
          kind="image"
          upload={{ route: skillsCardsPlainRoutes.back, params }}
          onUploaded={onUploaded}
        />
      </div>
      <ButtonLink to="/renewals" variant="secondary" className="self-start">
        {t("renewals.workflow.back")}
      </ButtonLink>
    </section>
  );
}
