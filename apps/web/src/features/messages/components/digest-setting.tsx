import { MESSAGE_DIGEST_HOURS } from "@siteready/domain/messages";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useMessagingSettings, useSaveMessagingSettings } from "../api/conversations.ts";

const digestHoursOf = (value: string) =>
  MESSAGE_DIGEST_HOURS.find((hours) => String(hours) === value) ?? null;

/**
 * The optional e-mail digest of unread messages (off by default): who wrote and how many, once messages
 * have waited the chosen hours. Each e-mail carries its own link to switch it off.
 */
export function DigestSetting() {
  const settings = useMessagingSettings();
  const save = useSaveMessagingSettings();
  const { t } = useT();
  if (!settings.data) return null;
  return (
    <SelectField
      label={t("messages.digest.label")}
      hint={t("messages.digest.hint")}
      value={settings.data.digest_hours ?? "off"}
      disabled={save.isPending}
      onChange={(event) => save.mutate({ digest_hours: digestHoursOf(event.target.value) })}
    >
      <option value="off">{t("messages.digest.never")}</option>
      {MESSAGE_DIGEST_HOURS.map((hours) => (
        <option key={hours} value={hours}>
          {t("messages.digest.after", { hours })}
        </option>
      ))}
    </SelectField>
  );
}
