import { Camera, RefreshCw } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useT } from "../../i18n/use-translation.ts";

interface PhotoTargetProps {
  /** "Front of the card": the target's name, for everyone. */
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
}

/**
 * A big, labelled place to take a photo with the phone's camera (`capture`: the back camera opens at once; a
 * computer offers its files), showing the photo once taken, with "Retake". The file goes up when the form is
 * saved. The file input is the control (keyboard and screen readers reach it); the tile is its label.
 */
export function PhotoTarget({ label, file, onChange }: PhotoTargetProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const { t } = useT();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="flex flex-col gap-2">
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        aria-label={label}
        className="peer sr-only"
        onChange={(event) => {
          onChange(event.currentTarget.files?.[0] ?? null);
          event.currentTarget.value = "";
        }}
      />
      <label
        htmlFor={id}
        className="flex aspect-[86/54] w-full cursor-pointer flex-col items-center justify-center gap-2 overflow-hidden rounded-xl border-2 border-dashed border-border bg-surface-muted text-center font-semibold peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus"
      >
        {preview ? (
          <img
            src={preview}
            alt={t("shell.ui.photo.asTaken", { label })}
            className="size-full object-cover"
          />
        ) : (
          <>
            <Camera aria-hidden="true" className="size-10" />
            <span className="text-lg">{label}</span>
            <span className="text-sm font-normal text-muted">{t("shell.ui.photo.tap")}</span>
          </>
        )}
      </label>
      {preview ? (
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start text-sm"
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {t("shell.ui.photo.again", { label })}
        </label>
      ) : null}
    </div>
  );
}
