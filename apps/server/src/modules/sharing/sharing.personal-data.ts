import { RECORDS_PER_TYPE_LIMIT } from "@siteready/domain/limits";
import { column, iso, type PersonalDataPart } from "../../db/personal-data.ts";
import { listShares, listViews } from "./sharing.repository.ts";
import { shareViewEntry } from "./sharing.service.ts";

export const sharingPersonalData: PersonalDataPart = {
  module: "sharing",
  columns: [column("shares", "user_id", "shares", "cascade")],
  async exportOf(db, userId) {
    const shares = await listShares(db, userId);
    // A statement, however many shares there are.
    const shareViews = await listViews(
      db,
      shares.map(({ share }) => share.id),
    );
    return {
      // A share's link is a live key: the export says whether it has a PIN, never the link.
      shares: shares.map(({ share, viewCount }) => ({
        id: share.id,
        recipient_label: share.recipientLabel,
        items: share.items,
        created_at: share.createdAt.toISOString(),
        expires_at: share.expiresAt.toISOString(),
        revoked_at: iso(share.revokedAt),
        has_pin: share.pinHash !== null,
        end_when_card_expires: share.endWhenCardExpires,
        notify_by_email: share.notifyByEmail,
        document_language: share.documentLanguage,
        first_viewed_at: iso(share.firstViewedAt),
        view_count: viewCount,
        views: shareViews.filter((view) => view.shareId === share.id).map(shareViewEntry),
      })),
    };
  },
  growth: {
    shares: { limit: `${RECORDS_PER_TYPE_LIMIT} per user` },
  },
};
