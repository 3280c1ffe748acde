import { publicName } from "@siteready/domain";
import type { Db } from "../../db/client.ts";
import { inPages, StreamedArray } from "../../lib/json-stream.ts";
import { listSessionsOf, listSignInMethodsOf } from "../accounts/accounts.repository.ts";
import { findBillingAccount, listPaymentsOf } from "../billing/billing.repository.ts";
import { listListingReportsBy, listListingsOfOwner, listPhotoIds } from "../diggs/diggs.repository.ts";
import { listingView } from "../diggs/diggs.service.ts";
import { listMembershipsOf, listPostsOfAuthor } from "../groups/groups.repository.ts";
import { postView } from "../groups/groups.service.ts";
import { listApplicationsOfApplicant, listJobsOfPoster } from "../jobs/jobs.repository.ts";
import { jobFactsView, myApplicationView } from "../jobs/jobs.service.ts";
import { listContactMessagesOf, listFeedbackOf } from "../marketing/marketing.repository.ts";
import {
  listBlocksBy,
  listConversations,
  listMessagesPage,
  othersReadAtOf,
  readMessagingSettings,
} from "../messages/messages.repository.ts";
import { conversationView, messageView } from "../messages/messages.service.ts";
import { listContentReportsBy } from "../messages/reports.repository.ts";
import {
  type DeliveryRow,
  findReminderSettings,
  listDeliveriesPage,
} from "../reminders/reminders.repository.ts";
import { listCardsOfUser, listWorkflowsOfUser } from "../renewals/renewals.repository.ts";
import { workflowView } from "../renewals/renewals.service.ts";
import { listShares, listViews } from "../sharing/sharing.repository.ts";
import { shareViewEntry } from "../sharing/sharing.service.ts";
import { listSitesOfUser } from "../weather/weather.repository.ts";
import { toSiteView } from "../weather/weather.service.ts";

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** Rows per statement of the lists that grow with the person's use of the app (messages, logs). */
export const EXPORT_PAGE = 500;

/**
 * The messages of `conversationIds` for the export, read in pages of EXPORT_PAGE across the conversations in
 * their order (listMessagesPage): `messagesOf(index)` gives the messages of the conversation at `index`, asked
 * for in order (the JSON is written in order), so memory holds one page whatever the person's messages.
 */
function messageWalk(db: Db, conversationIds: string[]) {
  type Row = Awaited<ReturnType<typeof listMessagesPage>>[number];
  let page: Array<{ row: Row; conversation: number }> = [];
  let next = 0;
  // Where the next page starts: the conversation at `first`, after the message `after` when it is part-read.
  let first = 0;
  let after: string | undefined;
  const read = async () => {
    const ids = conversationIds.slice(first, first + EXPORT_PAGE);
    const rows = await listMessagesPage(db, ids, after, EXPORT_PAGE);
    page = rows.map((row) => ({ row, conversation: first + row.position - 1 }));
    next = 0;
    const last = page.at(-1);
    if (rows.length < EXPORT_PAGE || !last) {
      first += ids.length;
      after = undefined;
    } else {
      first = last.conversation;
      after = last.row.id;
    }
  };
  return async function* messagesOf(conversation: number): AsyncGenerator<Row> {
    for (;;) {
      const held = page[next];
      if (held) {
        if (held.conversation > conversation) return;
        next += 1;
        if (held.conversation === conversation) yield held.row;
        continue;
      }
      // The page is used up: the conversation goes on in the next one unless that starts after it.
      if (first > conversation || first >= conversationIds.length) return;
      await read();
    }
  };
}

/**
 * Everything a person has in the app beyond their profile, for the data export (GDPR access and portability):
 * renewals and reminders, shares and who viewed them, jobs and applications, saved sites, diggs listings,
 * conversations, blocks, groups and posts, reports, contact messages and feedback, billing, sign-ins.
 *
 * Each area's own repository reads it and its own view shapes it, as the app shows it to them. What is about
 * other people stays out, except what the person sees in the app anyway: the other person's display name in a
 * conversation and the messages of conversations they are in. Secrets stay out too, even the person's own:
 * share links, the calendar-feed URL, group invite links, passwords and session tokens are live keys, and an
 * export file travels further than a signed-in page; the export says whether each exists instead.
 *
 * `zipPathOfFile` names a stored file's place in the zip (listing photos point at their files/ entries).
 */
export async function accountActivity(
  db: Db,
  userId: string,
  zipPathOfFile: (fileId: string) => string | null,
) {
  const [
    workflows,
    cards,
    reminderSettings,
    shares,
    postedJobs,
    applications,
    sites,
    listings,
    listingReports,
    conversations,
    blocks,
    messagingSettings,
    memberships,
    posts,
    contentReports,
    contactMessages,
    feedback,
    billingAccount,
    payments,
    sessions,
    signInMethods,
  ] = await Promise.all([
    listWorkflowsOfUser(db, userId),
    listCardsOfUser(db, userId),
    findReminderSettings(db, userId),
    listShares(db, userId),
    listJobsOfPoster(db, userId),
    listApplicationsOfApplicant(db, userId),
    listSitesOfUser(db, userId),
    listListingsOfOwner(db, userId),
    listListingReportsBy(db, userId),
    listConversations(db, userId),
    listBlocksBy(db, userId),
    readMessagingSettings(db, userId),
    listMembershipsOf(db, userId),
    listPostsOfAuthor(db, userId),
    listContentReportsBy(db, userId),
    listContactMessagesOf(db, userId),
    listFeedbackOf(db, userId),
    findBillingAccount(db, userId),
    listPaymentsOf(db, userId),
    listSessionsOf(db, userId),
    listSignInMethodsOf(db, userId),
  ]);
  // A statement each, however many shares, listings and conversations there are.
  const [shareViews, listingPhotos, othersReadAt] = await Promise.all([
    listViews(
      db,
      shares.map(({ share }) => share.id),
    ),
    listPhotoIds(
      db,
      listings.map((listing) => listing.id),
    ),
    othersReadAtOf(db, userId),
  ]);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const messagesOf = messageWalk(
    db,
    conversations.map((conversation) => conversation.id),
  );

  return {
    renewal_workflows: workflows.flatMap((workflow) => {
      // A workflow goes with its card (FK cascade), so its card is always there.
      const card = cardById.get(workflow.cardId);
      return card ? [workflowView(workflow, card)] : [];
    }),
    reminder_settings: reminderSettings
      ? {
          enabled: reminderSettings.enabled,
          thresholds: reminderSettings.thresholds,
          calendar_feed_enabled: reminderSettings.calendarTokenHash !== null,
          updated_at: reminderSettings.updatedAt.toISOString(),
        }
      : null,
    reminders_sent: new StreamedArray(async function* () {
      for await (const delivery of inPages(
        (last: DeliveryRow | undefined) => listDeliveriesPage(db, userId, last, EXPORT_PAGE),
        EXPORT_PAGE,
      )) {
        yield {
          item_kind: delivery.itemKind,
          item_id: delivery.itemId,
          expiry_date: delivery.expiryDate,
          threshold_days: delivery.thresholdDays,
          sent_at: delivery.sentAt.toISOString(),
        };
      }
    }),
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
      first_viewed_at: iso(share.firstViewedAt),
      view_count: viewCount,
      views: shareViews.filter((view) => view.shareId === share.id).map(shareViewEntry),
    })),
    jobs_posted: postedJobs.map((job) => ({
      ...jobFactsView(job),
      applicant_count: job.applicantCount,
      shortlisted_count: job.shortlistedCount,
    })),
    job_applications: applications.map(myApplicationView),
    saved_sites: sites.map(toSiteView),
    diggs_listings: listings.map((row) => {
      const photoIds = listingPhotos.get(row.id) ?? [];
      return {
        ...listingView(row, photoIds, userId),
        photos: photoIds.map((fileId) => ({ file_id: fileId, path: zipPathOfFile(fileId) })),
      };
    }),
    diggs_reports: listingReports.map((report) => ({
      listing_id: report.listingId,
      listing_title: report.listingTitle,
      reason: report.reason,
      created_at: report.createdAt.toISOString(),
    })),
    conversations: conversations.map((conversation, index) => ({
      ...conversationView(conversation),
      // Every message as they see it in the app ("seen" only where both keep read receipts on); a deleted
      // message has no words left to export (deleting erases them).
      messages: new StreamedArray(async function* () {
        const othersReadTime = othersReadAt.get(conversation.id) ?? null;
        for await (const row of messagesOf(index)) yield messageView(row, userId, othersReadTime);
      }),
    })),
    blocked_people: blocks.map((block) => ({
      name: publicName(block.firstName, block.lastName),
      blocked_at: block.createdAt.toISOString(),
    })),
    messaging_settings: {
      read_receipts: messagingSettings.readReceipts,
      digest_hours: messagingSettings.digestHours,
    },
    groups: memberships.map((membership) => ({
      id: membership.groupId,
      name: membership.name,
      description: membership.description,
      my_role: membership.role,
      status: membership.status,
      joined_at: membership.joinedAt.toISOString(),
    })),
    // Only the person's own posts: everyone else's words in a group are theirs.
    group_posts: posts.map((row) => ({ ...postView(row, userId), group_name: row.groupName })),
    content_reports: contentReports.map((report) => ({
      kind: report.kind,
      content_id: report.contentId,
      reason: report.reason,
      status: report.status,
      created_at: report.createdAt.toISOString(),
    })),
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
    billing: {
      stripe_customer_id: billingAccount?.stripeCustomerId ?? null,
      plan: billingAccount?.plan ?? null,
      status: billingAccount?.status ?? null,
      current_period_end: iso(billingAccount?.currentPeriodEnd),
      cancel_at_period_end: billingAccount?.cancelAtPeriodEnd ?? false,
      updated_at: iso(billingAccount?.updatedAt),
      payments: payments.map((payment) => ({
        kind: payment.kind,
        amount_pence: payment.amountPence,
        currency: payment.currency,
        stripe_reference: payment.stripeReference,
        paid_at: payment.paidAt.toISOString(),
      })),
    },
    sessions: sessions.map((session) => ({
      created_at: session.createdAt.toISOString(),
      last_active_at: session.updatedAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      ip_address: session.ipAddress,
      user_agent: session.userAgent,
    })),
    sign_in_methods: signInMethods.map((method) => ({
      provider: method.provider,
      name: method.name,
      since: method.since?.toISOString() ?? null,
    })),
  };
}
