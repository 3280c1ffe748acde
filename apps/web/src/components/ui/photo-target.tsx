import { Camera } from "lucide-react";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/use-translation.ts";
import { PhotoSource } from "./photo-source.tsx";

interface PhotoTargetProps {
  /** "Front of the card": the photo's name, for everyone. */
  label: string;
  file: File | null;
  onChange: (file: File) => void;
}

/**
 * A labelled place for a photo, in the shape of a card, taken with the phone's back camera or chosen from the
 * gallery (`PhotoSource`), showing the photo once there; either button replaces it. The file goes up when the
 * form is saved.
 */
export function PhotoTarget({ label, file, onChange }: PhotoTargetProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const { t } = useT();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{label}</legend>
      <div className="flex aspect-[86/54] w-full items-center justify-center overflow-hidden rounded-xl border-2 border-dashed border-border bg-surface-muted">
        {preview ? (
          <img
            src={preview}
            alt={t("shell.ui.photo.asTaken", { label })}
            className="size-full object-cover"
          />
        ) : (
          <Camera aria-hidden="true" className="size-10 text-muted" />
        )}
      </div>
      <PhotoSource
        accept="image/jpeg,image/png,image/webp"
        kind="image"
        camera="environment"
        onFile={onChange}
      />
    </fieldset>
  );
}
