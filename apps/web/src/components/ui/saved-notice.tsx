import { CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/use-translation.ts";
import { useSavedAnnouncements } from "../../lib/saved-notice.ts";

/** How long "Saved" stays on screen: long enough to read at a glance, gone before it covers anything for long. */
const SHOWN_FOR_MS = 5000;

/** A tick and "Saved": what every form shows once its save has gone through. */
export function SavedMark() {
  const { t } = useT();
  return (
    <>
      <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-urgency-valid" />
      {t("shell.ui.saved")}
    </>
  );
}

/**
 * The "Saved" of a form that has closed (`announceSaved`), at the bottom of the screen, where a profile section
 * says it too, above the page (taps go through to it) for a few seconds. The live region around it is always
 * there, so screen readers hear each new "Saved" politely, after the record the focus has moved to; the status
 * itself is there only while it shows. `className` centres it on the page's column (beside a sidebar).
 */
export function SavedNotice({ className = "" }: { className?: string }) {
  const announced = useSavedAnnouncements();
  // What was announced before this frame was drawn is not news.
  const [dismissed, setDismissed] = useState(announced);
  const showing = announced !== dismissed;

  useEffect(() => {
    if (!showing) return;
    const timer = setTimeout(() => setDismissed(announced), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [announced, showing]);

  return (
    <div
      aria-live="polite"
      className={`pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 ${className}`}
    >
      {showing ? (
        // A new key for each save: the text is written again, so a second "Saved" is heard too.
        <p
          key={announced}
          role="status"
          className="flex items-center gap-2 rounded-xl border border-border bg-surface px-4 py-3 font-semibold shadow-lg"
        >
          <SavedMark />
        </p>
      ) : null}
    </div>
  );
}
