import {
  type ContactMessageInput,
  emailForUpdatesMessage,
  type FeedbackInput,
  type FeedbackVoteCounts,
  feedbackNeedsEmail,
  isFeatureKey,
} from "@siteready/domain";
import type { Db } from "../../db/client.ts";
import { validationFailed } from "../../lib/app-error.ts";
import type { SessionUser } from "../accounts/session-guard.ts";
import { countVotesByFeature, insertContactMessage, insertFeedbackEntry } from "./marketing.repository.ts";

/** Contact messages and feedback from the marketing pages; signed-in senders are linked to their account. */
export function createMarketingService(db: Db) {
  return {
    /** Stores the (already sanitised) message and returns its id. */
    async sendContactMessage(input: ContactMessageInput, user: SessionUser | null): Promise<string> {
      return insertContactMessage(db, { ...input, userId: user?.id ?? null });
    },

    async leaveFeedback(input: FeedbackInput, user: SessionUser | null): Promise<string> {
      if (feedbackNeedsEmail(input, user !== null)) {
        throw validationFailed({ email: [emailForUpdatesMessage] });
      }
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
