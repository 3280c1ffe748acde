import { isFeatureKey } from "@siteready/domain/features";
import {
  type ContactMessageInput,
  emailForUpdatesMessage,
  type FeedbackInput,
  type FeedbackVoteCounts,
  feedbackNeedsEmail,
} from "@siteready/domain/marketing";
import type { Db } from "../../db/client.ts";
import { AppError, validationFailed } from "../../lib/app-error.ts";
import { firstLimitExceeded } from "../accounts/rate-limits.service.ts";
import type { SessionUser } from "../accounts/session-guard.ts";
import { countVotesByFeature, insertContactMessage, insertFeedbackEntry } from "./marketing.repository.ts";

/**
 * What one sender (an account, else an address: the forms are open to visitors) may send in an hour. A person
 * writes to us once or twice; feedback includes a vote per feature, and the catalogue has a few dozen.
 */
const CONTACT_MESSAGES_PER_HOUR = 10;
const FEEDBACK_ENTRIES_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

/** Who sent a form: the account when signed in, else the address it came from. */
interface Sender {
  user: SessionUser | null;
  ip: string;
}

/** Contact messages and feedback from the marketing pages; signed-in senders are linked to their account. */
export function createMarketingService(db: Db) {
  async function assertBelowHourlyLimit(form: "contact" | "feedback", sender: Sender, limit: number) {
    const who = sender.user ? `user:${sender.user.id}` : `ip:${sender.ip}`;
    if (await firstLimitExceeded(db, [[`siteready:${form}:${who}`, limit]], HOUR_MS, Date.now()))
      throw new AppError(429, "RATE_LIMITED");
  }

  return {
    /** Stores the (already sanitised) message and returns its id. */
    async sendContactMessage(input: ContactMessageInput, sender: Sender): Promise<string> {
      await assertBelowHourlyLimit("contact", sender, CONTACT_MESSAGES_PER_HOUR);
      return insertContactMessage(db, { ...input, userId: sender.user?.id ?? null });
    },

    async leaveFeedback(input: FeedbackInput, sender: Sender): Promise<string> {
      const { user } = sender;
      if (feedbackNeedsEmail(input, user !== null)) {
        throw validationFailed({ email: [emailForUpdatesMessage] });
      }
      await assertBelowHourlyLimit("feedback", sender, FEEDBACK_ENTRIES_PER_HOUR);
      // Update requests need somewhere to send the update: a signed-in user's account address will do.
      const email = input.email ?? (input.kind === "request_updates" ? user?.email : undefined) ?? null;
      return insertFeedbackEntry(db, {
        userId: user?.id ?? null,
        email,
        kind: input.kind,
        featureKey: input.featureKey ?? null,
        message: input.message ?? "",
      });
    },

    async voteCounts(): Promise<FeedbackVoteCounts> {
      const counts: FeedbackVoteCounts = {};
      for (const { featureKey, votes } of await countVotesByFeature(db)) {
        // Votes for a feature that has since been removed from the catalogue are not shown.
        if (isFeatureKey(featureKey)) counts[featureKey] = votes;
      }
      return counts;
    },
  };
}
