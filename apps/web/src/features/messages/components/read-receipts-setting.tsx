import { useT } from "../../../i18n/use-translation.ts";
import { useMessagingSettings, useSaveMessagingSettings } from "../api/conversations.ts";

/** Read receipts on or off: off, nobody sees "Seen" from me, and I see it from nobody (as in Signal). */
export function ReadReceiptsSetting() {
  const settings = useMessagingSettings();
  const save = useSaveMessagingSettings();
  const { t } = useT();
  if (!settings.data) return null;
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm">
      <input
        type="checkbox"
        className="size-5"
        checked={settings.data.read_receipts}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ read_receipts: event.target.checked })}
      />
      {t("messages.readReceipts")}
    </label>
  );
}
