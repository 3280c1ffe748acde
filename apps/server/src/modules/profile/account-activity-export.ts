import { publicName } from "@siteready/domain";
import type { Db } from "../../db/client.ts";
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
  listMessagesOfParticipant,
  othersReadAtOf,
  readMessagingSettings,
} from "../messages/messages.repository.ts";
import { conversationView, messageView } from "../messages/messages.service.ts";
import { listContentReportsBy } from "../messages/reports.repository.ts";
import { findReminderSettings, listDeliveriesOfUser } from "../reminders/reminders.repository.ts";
import { listCardsOfUser, listWorkflowsOfUser } from "../renewals/renewals.repository.ts";
import { workflowView } from "../renewals/renewals.service.ts";
import { listShares, listViews } from "../sharing/sharing.repository.ts";
import { shareViewEntry } from "../sharing/sharing.service.ts";
import { listSitesOfUser } from "../weather/weather.repository.ts";
import { toSiteView } from "../weather/weather.service.ts";

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

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
    remindersSent,
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
    listDeliveriesOfUser(db, userId),
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
  const [shareViews, listingPhotos, messages, othersReadAt] = await Promise.all([
    listViews(
      db,
      shares.map(({ share }) => share.id),
    ),
    listPhotoIds(
      db,
      listings.map((listing) => listing.id),
    ),
    listMessagesOfParticipant(db, userId),
    othersReadAtOf(db, userId),
  ]);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const messagesByConversation = new Map<string, typeof messages>();
  for (const message of messages) {
    const conversation = messagesByConversation.get(message.conversationId);
    if (conversation) conversation.push(message);
    else messagesByConversation.set(message.conversationId, [message]);
  }

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
    reminders_sent: remindersSent.map((delivery) => ({
      item_kind: delivery.itemKind,
      item_id: delivery.itemId,
      expiry_date: delivery.expiryDate,
      threshold_days: delivery.thresholdDays,
      sent_at: delivery.sentAt.toISOString(),
    })),
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
    conversations: conversations.map((conversation) => ({
      ...conversationView(conversation),
      // Every message as they see it in the app ("seen" only where both keep read receipts on); a deleted
      // message has no words left to export (deleting erases them).
      messages: (messagesByConversation.get(conversation.id) ?? []).map((row) =>
        messageView(row, userId, othersReadAt.get(conversation.id) ?? null),
      ),
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
      provider: method.providerId,
      since: method.createdAt.toISOString(),
    })),
  };
}
