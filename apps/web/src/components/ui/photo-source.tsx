import type { MessageKey } from "@siteready/domain/i18n";
import { Camera, Images, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { useT } from "../../i18n/use-translation.ts";
import { buttonClasses } from "./button.tsx";

const photoTypes = "image/jpeg,image/png,image/webp";

/**
 * What 'Choose' opens: photos, or photos and PDFs (a scan). The name says which, so nobody looks for a PDF in
 * their gallery or is surprised by a file browser.
 */
const chooseLabels = {
  image: "shell.ui.photo.choose",
  "image-or-pdf": "shell.ui.photo.chooseOrFile",
} as const satisfies Record<string, MessageKey>;

interface PhotoSourceProps {
  /** The choose button's file types (the input's accept attribute); the camera always takes a photo. */
  accept: string;
  kind: keyof typeof chooseLabels;
  /** The camera 'Take a photo' opens: the back one for a card or a document, the front one for a selfie. */
  camera: "environment" | "user";
  onFile: (file: File) => void;
  disabled?: boolean | undefined;
  /** The ids of the hint and the error that describe both buttons. */
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
}

/**
 * Two ways to get a photo: 'Take a photo' opens the camera at once (`capture`), 'Choose from gallery' the phone's
 * own picker (no `capture`). Both are offered because one input cannot do both everywhere: with `capture` a
 * phone opens only the camera, and without it Chrome on Android 14 and later opens the system photo picker,
 * which has no camera (iOS offers both from either). A computer opens its files from either button.
 */
export function PhotoSource({ accept, kind, camera, ...input }: PhotoSourceProps) {
  const { t } = useT();
  return (
    // Side by side where both fit, otherwise one above the other, each the full width: big targets either way.
    <div className="flex flex-wrap gap-2">
      <SourceButton
        icon={Camera}
        label={t("shell.ui.photo.take")}
        accept={photoTypes}
        capture={camera}
        {...input}
      />
      <SourceButton icon={Images} label={t(chooseLabels[kind])} accept={accept} {...input} />
    </div>
  );
}

interface SourceButtonProps extends Omit<PhotoSourceProps, "kind" | "camera"> {
  icon: LucideIcon;
  label: string;
  capture?: "environment" | "user";
}

/**
 * A file input drawn as a button: the input itself is the control (keyboard and screen readers reach it, as a
 * button with the label's name), the label is what a finger taps.
 */
function SourceButton({ icon: Icon, label, onFile, describedBy, invalid, ...attributes }: SourceButtonProps) {
  const id = useId();
  return (
    <div className="flex flex-auto flex-col">
      <input
        id={id}
        type="file"
        className="peer sr-only"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so that choosing the same file again (after a failure) still fires a change.
          event.currentTarget.value = "";
          if (file) onFile(file);
        }}
        {...attributes}
      />
      <label
        htmlFor={id}
        className={buttonClasses(
          "secondary",
          "cursor-pointer text-center peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        )}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {label}
      </label>
    </div>
  );
}
