import { MESSAGE_DIGEST_HOURS, type MessageDigestHours } from "@siteready/domain";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { useMessagingSettings, useSaveMessagingSettings } from "../api/conversations.ts";

const hoursLabel = (hours: MessageDigestHours) => (hours === 1 ? "1 hour" : `${hours} hours`);
const digestHoursOf = (value: string) =>
  MESSAGE_DIGEST_HOURS.find((hours) => String(hours) === value) ?? null;

/**
 * The optional e-mail digest of unread messages (off by default): who wrote and how many, once messages
 * have waited the chosen hours. Each e-mail carries its own link to switch it off.
 */
export function DigestSetting() {
  const settings = useMessagingSettings();
  const save = useSaveMessagingSettings();
  if (!settings.data) return null;
  return (
    <SelectField
      label="E-mail me about unread messages"
      hint="The e-mail says who wrote and how many messages, never what they wrote."
      value={settings.data.digest_hours ?? "off"}
      disabled={save.isPending}
      onChange={(event) => save.mutate({ digest_hours: digestHoursOf(event.target.value) })}
    >
      <option value="off">Never</option>
      {MESSAGE_DIGEST_HOURS.map((hours) => (
        <option key={hours} value={hours}>
          After {hoursLabel(hours)} unread
        </option>
      ))}
    </SelectField>
  );
}
