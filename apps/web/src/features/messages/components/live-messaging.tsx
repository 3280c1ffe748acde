import { useFeatures } from "../../../lib/session/features.ts";
import { useSession } from "../../../lib/session/session.ts";
import { useMessageSender } from "../api/conversations.ts";
import { useLiveUpdates } from "../api/live-updates.ts";
import { useOutboxSender } from "../api/outbox.ts";

/**
 * Mounted once in the shell: follows live updates while messages or groups are on for the signed-in user,
 * and sends messages written offline when the connection returns. Renders nothing.
 */
export function LiveMessaging() {
  const { data: session } = useSession();
  const { data: features } = useFeatures();
  const signedIn = Boolean(session?.user);
  const messagesOn = signedIn && Boolean(features?.messages.accessible);
  const groupsOn = signedIn && Boolean(features?.groups.accessible);

  const send = useMessageSender();

  useLiveUpdates(messagesOn || groupsOn);
  useOutboxSender(send, messagesOn);
  return null;
}
