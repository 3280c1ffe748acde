import { DELETE_ACCOUNT_CONFIRMATION } from "@siteready/domain/profile";
import { Download, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { clearAllDrafts } from "../../../lib/draft-storage.ts";
import { useSession } from "../../../lib/session/session.ts";
import { askForStepUp } from "../../../lib/step-up.ts";
import { dataExportUrl, useDeleteAccount } from "../api/account-data.ts";

/** Asks for the exact words before deleting, since nothing can bring the account back. */
function DeleteAccountConfirm({ onCancel, onDeleted }: { onCancel: () => void; onDeleted: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount();
  const confirmed = typed === DELETE_ACCOUNT_CONFIRMATION;
  const { t } = useT();

  // Move focus into the confirmation so screen reader and keyboard users land on what it asks.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border-2 border-danger bg-surface p-4"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t("profile.data.deleteQuestion")}
      </h3>
      <p>{t("profile.data.deleteText")}</p>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirmed) return;
          remove.mutate(undefined, {
            onSuccess: () => {
              clearAllDrafts();
              onDeleted();
            },
          });
        }}
      >
        <TextField
          label={t("profile.data.typeToConfirm", { word: DELETE_ACCOUNT_CONFIRMATION })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {remove.error ? <ErrorBox error={remove.error} /> : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" variant="danger" disabled={!confirmed} busy={remove.isPending}>
            <Trash2 aria-hidden="true" className="size-5" />
            {t("profile.data.delete")}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={remove.isPending}>
            {t("form.cancel")}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * UK GDPR: a copy of everything we hold, and erasure, both behind a clear step. `onDeleted` runs once the
 * account is gone (the page signs the browser out).
 */
export function YourData({ onDeleted }: { onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const twoFactor = useSession().data?.user.twoFactorEnabled ?? false;
  const deleteButton = useRef<HTMLButtonElement>(null);
  const { t } = useT();
  return (
    <section
      aria-labelledby="your-data-heading"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id="your-data-heading" className="text-xl font-semibold">
        {t("profile.data.title")}
      </h2>
      <p>{t("profile.data.text")}</p>
      <a
        href={dataExportUrl}
        download
        className={buttonClasses("secondary", "self-start")}
        onClick={(event) => {
          // With two-factor on, the download asks for a code first (the server insists on it).
          if (!twoFactor) return;
          event.preventDefault();
          void askForStepUp().then((confirmed) => {
            if (confirmed) window.location.assign(dataExportUrl);
          });
        }}
      >
        <Download aria-hidden="true" className="size-5" />
        {t("profile.data.download")}
      </a>
      {confirming ? (
        <DeleteAccountConfirm
          onDeleted={onDeleted}
          onCancel={() => {
            setConfirming(false);
            // Back to where the user was, not the top of the page.
            requestAnimationFrame(() => deleteButton.current?.focus());
          }}
        />
      ) : (
        // A native button: focus returns to it after Cancel, and Button takes no ref.
        <button
          ref={deleteButton}
          type="button"
          className={buttonClasses("danger", "self-start")}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          {t("profile.data.delete")}
        </button>
      )}
    </section>
  );
}
