import { messagesPlainRoutes } from "@siteready/domain/messages";
import type { Db } from "../../db/client.ts";
import type { UnsubscribeList } from "../../lib/one-click-unsubscribe.ts";
import { switchOffDigest } from "./digest.repository.ts";

/** The digest e-mail's switch-off link (lib/one-click-unsubscribe.ts): where it goes, and what it switches off. */
export const digestList = { purpose: "message-digest-off", path: messagesPlainRoutes.digestOff.path };

export function digestUnsubscribeList(db: Db): UnsubscribeList {
  return {
    ...digestList,
    tag: "messages",
    summary: "Switch off the e-mail digest of unread messages from its e-mail (no session)",
    switchOff: (userId) => switchOffDigest(db, userId),
    words: {
      askHeading: "Stop the e-mail digest?",
      askText: "You will no longer get e-mails about unread messages. Your messages stay in SiteReady.",
      button: "Stop the digest e-mails",
      doneHeading: "The e-mail digest is off",
      doneText:
        "You will no longer get e-mails about unread messages. You can turn it on again on the Messages page.",
      elsewhere: "Sign in to SiteReady and turn the e-mail digest off on the Messages page.",
      settingsPath: "/messages",
      settingsLabel: "Open your messages",
    },
  };
}
