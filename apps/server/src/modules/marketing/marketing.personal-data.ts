import { column, type PersonalDataPart } from "../../db/personal-data.ts";
import { listContactMessagesOf, listFeedbackOf } from "./marketing.repository.ts";

export const marketingPersonalData: PersonalDataPart = {
  module: "marketing",
  columns: [
    column("contact_messages", "user_id", "contact_messages", {
      unlink: "support correspondence stays, without the account (0015)",
    }),
    column("feedback_entries", "user_id", "feedback", { unlink: "feedback and votes keep counting (0015)" }),
  ],
  async exportOf(db, userId) {
    const [contactMessages, feedback] = await Promise.all([
      listContactMessagesOf(db, userId),
      listFeedbackOf(db, userId),
    ]);
    return {
      contact_messages: contactMessages.map((message) => ({
        name: message.name,
        email: message.email,
        topic: message.topic,
        message: message.message,
        created_at: message.createdAt.toISOString(),
      })),
      feedback: feedback.map((entry) => ({
        kind: entry.kind,
        feature_key: entry.featureKey,
        email: entry.email,
        message: entry.message,
        created_at: entry.createdAt.toISOString(),
      })),
    };
  },
  growth: {
    contact_messages: { limit: "10 an hour per sender, the account or else the address (modules/marketing)" },
    feedback_entries: { limit: "30 an hour per sender, the account or else the address (modules/marketing)" },
  },
};
