import { useLocation } from "react-router";
import { useFeatures } from "../../../lib/session/features.ts";
import { useSession } from "../../../lib/session/session.ts";
import { useMessageSender } from "../api/conversations.ts";
import { useLiveUpdates } from "../api/live-updates.ts";
import { useOutboxSender } from "../api/outbox.ts";

/**
 * Mounted once in the shell: follows live updates while messages or groups are on for the signed-in user, or
 * while a company's pages are open (the crew board changes as workers join, leave or let a card lapse), and
 * sends messages written offline when the connection returns. Renders nothing.
 */
export function LiveMessaging() {
  const { data: session } = useSession();
  const { data: features } = useFeatures();
  const signedIn = Boolean(session?.user);
  const messagesOn = signedIn && Boolean(features?.messages.accessible);
  const groupsOn = signedIn && Boolean(features?.groups.accessible);
  const { pathname } = useLocation();
  const onCompanyPages = signedIn && pathname.startsWith("/companies");

  const send = useMessageSender();

  useLiveUpdates(messagesOn || groupsOn || onCompanyPages);
  useOutboxSender(send, messagesOn);
  return null;
}
