import { type ContentReportView, publicName } from "@siteready/domain/messages";
import type { Db } from "../../db/client.ts";
import { dismissReport, findReport, listReports, removeReportedContent } from "../../db/content-reports.ts";
import { notFound } from "../../lib/app-error.ts";
import { assertRecordId } from "../../lib/record-id.ts";
import type { SessionUser } from "../accounts/session-guard.ts";
import { notifyLive } from "../messages/live-hub.ts";
import { participantIds } from "../messages/messages.service.ts";

const REPORT_LIST_LIMIT = 200;

/** Admins' side of reports (Online Safety Act): see what users reported, take content down, suspend accounts. */
/** Suspends an account the way Admin → Users does (audited; the person is told why). */
export type SuspendAccount = (admin: SessionUser, userId: string, reason: string) => Promise<void>;

export function createModerationService(db: Db, suspend: SuspendAccount) {
  async function reportOf(id: string) {
    assertRecordId(id);
    const report = await findReport(db, id);
    if (!report) throw notFound();
    return report;
  }

  return {
    async list(): Promise<ContentReportView[]> {
      return (await listReports(db, REPORT_LIST_LIMIT)).map((row) => ({
        id: row.id,
        kind: row.kind as ContentReportView["kind"],
        reason: row.reason,
        status: row.status as ContentReportView["status"],
        content: row.content,
        reported_user: {
          id: row.reportedUserId,
          name: publicName(row.reportedFirstName, row.reportedLastName),
        },
        reported_user_suspended: row.reportedSuspended,
        reporter: { id: row.reporterId, name: publicName(row.reporterFirstName, row.reporterLastName) },
        created_at: new Date(row.createdAt).toISOString(),
      }));
    },

    /** Takes the reported message or post down; the people who can see it get a live update. */
    async removeContent(reportId: string, adminId: string) {
      const report = await reportOf(reportId);
      const place = await removeReportedContent(db, report, adminId);
      if (place.groupId) await notifyLive(db, { kind: "group", id: place.groupId });
      if (place.conversationId) {
        const users = await participantIds(db, place.conversationId);
        await notifyLive(db, { kind: "conversation", id: place.conversationId, users });
      }
    },

    async dismiss(reportId: string, adminId: string) {
      await reportOf(reportId);
      await dismissReport(db, reportId, adminId);
    },

    async suspendReportedUser(reportId: string, admin: SessionUser) {
      const report = await reportOf(reportId);
      await suspend(admin, report.reportedUserId, "Suspended after a report of something you posted.");
    },
  };
}
