import { useEffect, useRef } from "react";
import { Button } from "./button.tsx";
import { ErrorBox } from "./error-box.tsx";

interface InlineConfirmProps {
  /** The question, saying what will be lost: 'Delete this card and its photos? You cannot undo this.' */
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  error?: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something destructive, in place rather than in a pop-up (easier on a phone in gloves). Takes
 * focus when it appears, so a screen reader reads the question at once.
 */
export function InlineConfirm({
  question,
  confirmLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: InlineConfirmProps) {
  const box = useRef<HTMLFieldSetElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <fieldset ref={box} tabIndex={-1} className="rounded-lg border-2 border-danger bg-surface p-3">
      <legend className="float-left mb-3 w-full font-semibold">{question}</legend>
      {error ? (
        <div className="clear-left mb-3">
          <ErrorBox error={error} />
        </div>
      ) : null}
      <div className="clear-left flex flex-wrap gap-2">
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </fieldset>
  );
}
