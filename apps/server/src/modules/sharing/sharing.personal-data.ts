import { RECORDS_PER_TYPE_LIMIT } from "@siteready/domain/limits";
import { column, iso, type PersonalDataPart } from "../../db/personal-data.ts";
import { listShares, listUserEvents, listViews } from "./sharing.repository.ts";
import { shareViewEntry } from "./sharing.service.ts";

export const sharingPersonalData: PersonalDataPart = {
  module: "sharing",
  columns: [
    column("shares", "user_id", "shares", "cascade"),
    column("share_events", "user_id", "share_events", "cascade"),
  ],
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
        max_views: share.maxViews,
        views_used: share.viewsUsed,
        has_recipient_email: share.recipientEmailEncrypted !== null,
        verify_recipient: share.verifyRecipient,
        delete_by: share.deleteBy,
        delete_requested_at: iso(share.deleteRequestedAt),
        views: shareViews.filter((view) => view.shareId === share.id).map(shareViewEntry),
      })),
      share_events: (await listUserEvents(db, userId, undefined, 100_000)).map(({ event }) => ({
        share_id: event.shareId,
        kind: event.kind,
        at: event.at.toISOString(),
        viewer_name: event.viewerName,
        viewer_company: event.viewerCompany,
      })),
    };
  },
  growth: {
    shares: { limit: `${RECORDS_PER_TYPE_LIMIT} per user` },
    share_events: {
      limit:
        "one per view of a share (public calls limited per address), per code e-mailed (one a minute per share), per wrong code (five, then 15 minutes locked) and per delete request (one in ten minutes per share)",
    },
  },
};
