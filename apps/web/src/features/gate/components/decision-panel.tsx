import type { MessageKey } from "@siteready/domain/i18n";
import {
  type GateRefusalReason,
  gateDecisionChoice,
  gateDecisionIssues,
  gateRefusalReasons,
  suggestedRefusalReason,
} from "@siteready/domain/wallet";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import type { GateResult } from "../api/check-gate-code.ts";
import type { GateChoice } from "../api/sign-in-register.ts";

export const refusalReasonWords = {
  "card-expired": "gate.refusal.cardExpired",
  "not-genuine": "gate.refusal.notGenuine",
  "wrong-person": "gate.refusal.wrongPerson",
  "no-card": "gate.refusal.noCard",
  other: "gate.refusal.other",
} as const satisfies Record<GateRefusalReason, MessageKey>;

const NOTE_MAX_LENGTH = 300;

/** The big buttons on the coloured result: white for the action the screen leads with, outlined for the others. */
const leadClasses =
  "min-h-14 rounded-lg bg-white px-4 text-lg font-bold text-black focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-black";
const otherClasses =
  "min-h-14 rounded-lg border-2 border-current px-4 text-lg font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-current";

/** A step of the decision in its own box, in the page's colours, taking focus so it is read out at once. */
function Step({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const box = useRef<HTMLFormElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <form
      ref={box}
      tabIndex={-1}
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-lg bg-surface p-4 text-text"
    >
      {children}
    </form>
  );
}

interface DecisionPanelProps {
  result: GateResult;
  onDecide: (choice: GateChoice) => void;
  onScanAgain: () => void;
}

/**
 * What the gate-keeper does after a check: let the person in (signed in) or refuse them with the reason kept —
 * never decided for them. Green and amber lead with Accept; red leads with Refuse, and letting in anyway asks why;
 * a check that names nobody cannot sign anyone in (domain `gateDecisionChoice`).
 */
export function DecisionPanel({ result, onDecide, onScanAgain }: DecisionPanelProps) {
  const [step, setStep] = useState<"choose" | "refuse" | "let-in">("choose");
  if (step === "refuse")
    return <RefuseStep result={result} onDecide={onDecide} onBack={() => setStep("choose")} />;
  if (step === "let-in")
    return <LetInStep result={result} onDecide={onDecide} onBack={() => setStep("choose")} />;
  return (
    <ChooseStep
      result={result}
      onAccept={() => onDecide({ decision: "accepted", note: null })}
      onRefuse={() => setStep("refuse")}
      onLetIn={() => setStep("let-in")}
      onScanAgain={onScanAgain}
    />
  );
}

function ChooseStep({
  result,
  onAccept,
  onRefuse,
  onLetIn,
  onScanAgain,
}: {
  result: GateResult;
  onAccept: () => void;
  onRefuse: () => void;
  onLetIn: () => void;
  onScanAgain: () => void;
}) {
  const { t } = useT();
  const lead = useRef<HTMLButtonElement>(null);
  useEffect(() => lead.current?.focus(), []);
  const choice = gateDecisionChoice(result);
  const actions = {
    accept: { label: t("gate.decide.accept"), onClick: onAccept },
    refuse: { label: t("gate.decide.refuse"), onClick: onRefuse },
    "scan-again": { label: t("gate.decide.scanAgain"), onClick: onScanAgain },
    "let-in": { label: t("gate.decide.letInAnyway"), onClick: onLetIn },
  };
  const others: (keyof typeof actions)[] =
    choice.accept === "offered"
      ? ["refuse"]
      : choice.accept === "with-reason"
        ? ["let-in"]
        : choice.primary === "refuse"
          ? ["scan-again"]
          : ["refuse"];
  return (
    <div className="flex flex-col gap-3">
      {choice.accept === "not-offered" ? (
        <p className="font-semibold">{t("gate.decide.nobodyNamed")}</p>
      ) : null}
      <button ref={lead} type="button" className={leadClasses} onClick={actions[choice.primary].onClick}>
        {actions[choice.primary].label}
      </button>
      {others.map((action) => (
        <button key={action} type="button" className={otherClasses} onClick={actions[action].onClick}>
          {actions[action].label}
        </button>
      ))}
    </div>
  );
}

function RefuseStep({
  result,
  onDecide,
  onBack,
}: {
  result: GateResult;
  onDecide: (choice: GateChoice) => void;
  onBack: () => void;
}) {
  const { t, say } = useT();
  const legendId = useId();
  const [reason, setReason] = useState<GateRefusalReason | null>(() => suggestedRefusalReason(result.reason));
  const [note, setNote] = useState("");
  const [tried, setTried] = useState(false);
  const reasons = useRef<HTMLFieldSetElement>(null);
  const noteField = useRef<HTMLInputElement>(null);
  const issues = gateDecisionIssues({
    outcome: result.outcome,
    holder_name: result.holderName,
    decision: "refused",
    refusal_reason: reason,
    note,
  });
  const issueAt = (path: string) =>
    tried ? issues.find((issue) => issue.path === path)?.message : undefined;
  const reasonError = issueAt("refusal_reason");
  return (
    <Step
      label={t("gate.refuse.title")}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (issues.length === 0 && reason) onDecide({ decision: "refused", refusal_reason: reason, note });
        // The first field to put right takes focus, so its message is read out.
        else if (issues[0]?.path === "refusal_reason") reasons.current?.querySelector("input")?.focus();
        else noteField.current?.focus();
      }}
    >
      <fieldset
        ref={reasons}
        aria-describedby={reasonError ? `${legendId}-error` : undefined}
        className="flex flex-col gap-2"
      >
        <legend id={legendId} className="mb-1 text-lg font-bold">
          {t("gate.refuse.title")}
        </legend>
        {gateRefusalReasons.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface px-3 has-[:checked]:border-accent has-[:checked]:font-semibold"
          >
            <input
              type="radio"
              name="refusal-reason"
              value={choice}
              checked={reason === choice}
              onChange={() => setReason(choice)}
              aria-invalid={reasonError ? true : undefined}
              className="size-5 accent-accent"
            />
            {t(refusalReasonWords[choice])}
          </label>
        ))}
        {reasonError ? (
          <p id={`${legendId}-error`} className="text-sm font-medium text-danger">
            {say(reasonError)}
          </p>
        ) : null}
      </fieldset>
      <TextField
        ref={noteField}
        label={t("gate.refuse.note")}
        hint={t("gate.refuse.noteHint")}
        value={note}
        maxLength={NOTE_MAX_LENGTH}
        autoComplete="off"
        error={issueAt("note")}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger">
          {t("gate.decide.refuse")}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t("gate.back")}
        </Button>
      </div>
    </Step>
  );
}

function LetInStep({
  result,
  onDecide,
  onBack,
}: {
  result: GateResult;
  onDecide: (choice: GateChoice) => void;
  onBack: () => void;
}) {
  const { t } = useT();
  const [note, setNote] = useState("");
  const [tried, setTried] = useState(false);
  const noteField = useRef<HTMLInputElement>(null);
  const issues = gateDecisionIssues({
    outcome: result.outcome,
    holder_name: result.holderName,
    decision: "accepted",
    refusal_reason: null,
    note,
  });
  return (
    <Step
      label={t("gate.letIn.title")}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (issues.length === 0) onDecide({ decision: "accepted", note });
        else noteField.current?.focus();
      }}
    >
      <TextField
        ref={noteField}
        label={t("gate.letIn.title")}
        hint={t("gate.letIn.hint")}
        value={note}
        maxLength={NOTE_MAX_LENGTH}
        autoComplete="off"
        error={tried ? issues[0]?.message : undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t("gate.letIn.confirm")}</Button>
        <Button variant="secondary" onClick={onBack}>
          {t("gate.back")}
        </Button>
      </div>
    </Step>
  );
}
