import { z } from "zod";
import { encoded, type FieldLabel, optionalText, requiredEmail, requiredText } from "../fields/fields.ts";
import type { Catalogue, MessageKey } from "../i18n/catalogue.ts";
import type { Language } from "../i18n/languages.ts";
import { formatMessage, type MessageValues } from "../i18n/translate.ts";
import { en } from "../i18n/whole-catalogue.ts";

/**
 * Messages and groups (spec §1 community; issue 17): 1:1 conversations, crew/site groups, reports to admins.
 * The request and response shapes both sides use, and the limits that keep them usable and safe.
 */

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
const GROUP_NAME_MAX_LENGTH = 80;
const GROUP_DESCRIPTION_MAX_LENGTH = 500;
const REPORT_REASON_MAX_LENGTH = 500;
/** A sender may edit a message (or post) for this long after sending it, as in WhatsApp and Signal. */
export const MESSAGE_EDIT_WINDOW_MINUTES = 15;
/** Messages plus group posts one person may send per minute: enough for a fast chat, too few for spam. */
export const MESSAGES_PER_MINUTE_LIMIT = 20;
/** How many messages a conversation page shows: the newest, then as many older ones each time they are asked for. */
export const CONVERSATION_PAGE_SIZE = 200;
/** How many posts a page of a group shows, each with all its replies: the newest, then older ones when asked. */
export const GROUP_POSTS_PAGE_SIZE = 50;

export const messagingMessages = {
  blocked: "You cannot message this person.",
  notOnSiteReady: "Nobody on SiteReady uses that e-mail address. Check it, or ask them to sign up.",
  notYourself: "You cannot start a conversation with yourself.",
  editWindowOver: `Messages can only be changed for ${MESSAGE_EDIT_WINDOW_MINUTES} minutes after sending.`,
  tooManyMessages: "You are sending messages too quickly. Wait a minute, then try again.",
  inviteNotFound: "This invite link does not work any more. Ask the group's admin for a new one.",
} as const;

/** Whether a message sent at `sentAt` may still be changed at `now` (the sender's 15-minute window). */
export function canStillEdit(sentAt: Date, now: Date): boolean {
  return now.getTime() - sentAt.getTime() <= MESSAGE_EDIT_WINDOW_MINUTES * 60_000;
}

// ---------------------------------------------------------------------------------------------------
// Requests

const messageBody = (label: FieldLabel) => requiredText(label, { maxLength: CHAT_MESSAGE_MAX_LENGTH });

export const messageInputSchema = z.object({
  body: messageBody("field.message"),
  /** Chosen by the device, so a message queued offline and sent twice is stored once. */
  client_id: z.uuid().optional(),
});

export const messageEditSchema = z.object({ body: messageBody("field.message") });

/**
 * Who to talk to: by exact e-mail, a job's poster, one of my job's applicants, a member of my group, or the
 * owner of an accommodation listing (Diggs).
 */
export const startConversationSchema = z.discriminatedUnion("via", [
  z.object({ via: z.literal("email"), email: requiredEmail("field.email") }),
  z.object({ via: z.literal("job"), job_id: z.uuid() }),
  z.object({ via: z.literal("applicant"), job_id: z.uuid(), application_id: z.uuid() }),
  z.object({ via: z.literal("group_member"), group_id: z.uuid(), user_id: z.uuid() }),
  z.object({ via: z.literal("listing"), listing_id: z.uuid() }),
]);
export type StartConversation = z.input<typeof startConversationSchema>;

export const conversationSettingsSchema = z.object({ muted: z.boolean() });
/** How long a message may sit unread before the optional e-mail digest mentions it. */
export const MESSAGE_DIGEST_HOURS = [1, 4, 12, 24] as const;
export type MessageDigestHours = (typeof MESSAGE_DIGEST_HOURS)[number];

export const messagingSettingsSchema = z.object({
  read_receipts: z.boolean(),
  /** The e-mail digest of unread messages: null (the default) is off. */
  digest_hours: z.literal(MESSAGE_DIGEST_HOURS, { error: encoded("messages.server.digestHours") }).nullable(),
});
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;
/** A settings change: only the settings given are changed. */
export const messagingSettingsChangeSchema = messagingSettingsSchema.partial();
export type MessagingSettingsChange = z.infer<typeof messagingSettingsChangeSchema>;

export interface MessageDigestSender {
  /** The sender as others see them ("Sam O."). */
  name: string;
  unread: number;
}

/**
 * The digest e-mail: who wrote and how many messages wait, never what they wrote (an inbox is less private
 * than the app: e-mail is forwarded, shared and kept), a link to /messages and the one-step switch-off.
 */
export function messageDigestEmail({
  senders,
  appUrl,
  unsubscribeUrl,
  recipientName,
  words = { language: "en", catalogue: en },
}: {
  senders: readonly MessageDigestSender[];
  appUrl: string;
  unsubscribeUrl: string;
  recipientName?: string | null;
  /** The recipient's language and its catalogue (issue #38); English when not given. */
  words?: { language: Language; catalogue: Catalogue };
}): { subject: string; text: string } {
  const say = (key: MessageKey, values?: MessageValues) =>
    formatMessage(words.catalogue, words.language, key, values);
  const count = senders.reduce((sum, sender) => sum + sender.unread, 0);
  const name = recipientName?.trim();
  const messagesPage = `${appUrl.replace(/\/$/, "")}/messages`;
  return {
    subject: say("email.digest.subject", { count }),
    text: [
      name ? say("email.reminder.greetingName", { name }) : say("email.reminder.greeting"),
      "",
      say("email.digest.youHave", { count }),
      ...senders.map((sender) => say("email.digest.fromSender", { count: sender.unread, name: sender.name })),
      "",
      say("email.digest.read", { link: messagesPage }),
      "",
      "-- ",
      say("email.digest.why"),
      say("email.digest.howOften", { link: messagesPage }),
      say("email.reminder.stop", { link: unsubscribeUrl }),
      "",
    ].join("\n"),
  };
}

export const reportInputSchema = z.object({
  reason: requiredText("places.field.reason", { maxLength: REPORT_REASON_MAX_LENGTH }),
});

export const groupInputSchema = z.object({
  name: requiredText("groups.field.name", { maxLength: GROUP_NAME_MAX_LENGTH }),
  description: optionalText("jobs.field.description", { maxLength: GROUP_DESCRIPTION_MAX_LENGTH }),
  requires_approval: z.boolean().default(false),
});
export type GroupInput = z.input<typeof groupInputSchema>;

export const groupPostInputSchema = z.object({
  body: messageBody("groups.field.post"),
  parent_id: z.uuid().optional(),
  client_id: z.uuid().optional(),
});

export const groupPostEditSchema = z.object({ body: messageBody("groups.field.post") });

// ---------------------------------------------------------------------------------------------------
// Responses: people appear by display name only; e-mails and phone numbers never reach another user.

const personViewSchema = z.object({ id: z.uuid(), name: z.string() });

export const messageViewSchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  is_mine: z.boolean(),
  /** Null once deleted ("This message was deleted"). */
  body: z.string().nullable(),
  created_at: z.iso.datetime(),
  edited_at: z.iso.datetime().nullable(),
  deleted: z.boolean(),
  /** Mine only, and only while both people have read receipts on. */
  seen: z.boolean(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

export const conversationViewSchema = z.object({
  id: z.uuid(),
  other: personViewSchema,
  /** Null before the first message and once the last one was deleted. */
  last_message: z.string().nullable(),
  /** The last message was deleted: the reader's own words say so (issue 49), not the server's English. */
  last_message_deleted: z.boolean().default(false),
  last_message_at: z.iso.datetime().nullable(),
  unread: z.number().int(),
  muted: z.boolean(),
  /** I blocked them. */
  blocked: z.boolean(),
  /** False when either of us blocked the other. */
  can_send: z.boolean(),
});
export type ConversationView = z.infer<typeof conversationViewSchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationViewSchema) });
export const conversationThreadSchema = z.object({
  conversation: conversationViewSchema,
  /** One page, oldest first: the newest messages, or those just before `before` when it was given. */
  messages: z.array(messageViewSchema),
  /** Whether older messages than this page's first are there to be loaded. */
  has_older: z.boolean(),
});

/** Which page of a conversation: the newest (no `before`), or the one just before a message already shown. */
export const conversationPageQuerySchema = z.object({
  before: z.uuid().optional().describe("the id of the oldest message shown: the page before it"),
});
export type ConversationThread = z.infer<typeof conversationThreadSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

const groupRoles = ["admin", "member"] as const;
export type GroupRole = (typeof groupRoles)[number];

export const groupViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  requires_approval: z.boolean(),
  member_count: z.number().int(),
  my_role: z.enum(groupRoles),
  /** Admins only: the token of the invite link (/groups?join=…). */
  invite_token: z.string().nullable(),
});
export type GroupView = z.infer<typeof groupViewSchema>;

const groupMemberViewSchema = z.object({
  user: personViewSchema,
  role: z.enum(groupRoles),
  status: z.enum(["active", "pending"]),
  is_me: z.boolean(),
});
export type GroupMemberView = z.infer<typeof groupMemberViewSchema>;

export const groupPostViewSchema = z.object({
  id: z.uuid(),
  group_id: z.uuid(),
  parent_id: z.uuid().nullable(),
  author: personViewSchema,
  is_mine: z.boolean(),
  body: z.string().nullable(),
  created_at: z.iso.datetime(),
  edited_at: z.iso.datetime().nullable(),
  deleted: z.boolean(),
});
export type GroupPostView = z.infer<typeof groupPostViewSchema>;

export const groupListSchema = z.object({ groups: z.array(groupViewSchema) });
export const groupDetailSchema = z.object({
  group: groupViewSchema,
  members: z.array(groupMemberViewSchema),
  /**
   * One page, oldest first: the newest posts, or those just before `before` when it was given, each followed
   * by all its replies.
   */
  posts: z.array(groupPostViewSchema),
  /** Whether older posts than this page's first are there to be loaded. */
  has_older_posts: z.boolean(),
});

/** Which page of a group's posts: the newest (no `before`), or the one just before a post already shown. */
export const groupPageQuerySchema = z.object({
  before: z
    .uuid()
    .optional()
    .describe("the id of the oldest post shown (a post, not a reply): the page before it"),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

/** What an invite link shows before joining: the group's name and whether an admin must approve. */
export const groupInvitePreviewSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  requires_approval: z.boolean(),
  already_member: z.boolean(),
});
export type GroupInvitePreview = z.infer<typeof groupInvitePreviewSchema>;
export const joinGroupResultSchema = z.object({ group_id: z.uuid(), status: z.enum(["active", "pending"]) });

// ---------------------------------------------------------------------------------------------------
// Reports (UK Online Safety Act: report, block and takedown)

const reportKinds = ["message", "group_post"] as const;
const contentReportStatuses = ["open", "content_removed", "dismissed"] as const;

const contentReportViewSchema = z.object({
  id: z.uuid(),
  kind: z.enum(reportKinds),
  reason: z.string(),
  status: z.enum(contentReportStatuses),
  /** The reported text as it stood when reported (null if it has since been deleted). */
  content: z.string().nullable(),
  reported_user: personViewSchema,
  reported_user_suspended: z.boolean(),
  reporter: personViewSchema,
  created_at: z.iso.datetime(),
});
export type ContentReportView = z.infer<typeof contentReportViewSchema>;
export const contentReportListSchema = z.object({ reports: z.array(contentReportViewSchema) });

// ---------------------------------------------------------------------------------------------------
// Live events (server-sent): ids only; the page fetches what changed through the normal API.

export const liveEventSchema = z.object({
  /** A conversation, a group, a company site's crew board (its managers), or everything (after a lost link). */
  kind: z.enum(["conversation", "group", "site", "resync"]),
  id: z.uuid().optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

// ---------------------------------------------------------------------------------------------------
// Links in text: shown as links, never as HTML.

export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const linkPattern = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than a link ("see example.com."). */
const trailingPunctuation = /[.,;:!?)\]}'"]+$/;

/** Splits message text into plain text and web links (http, https, www.), for rendering as text nodes. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const link = raw.replace(trailingPunctuation, "");
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", text: link, href: link.startsWith("www.") ? `https://${link}` : link });
    last = start + link.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/** How people appear to each other: first name and the initial of the last ("Sam O."), nothing more. */
export function publicName(firstName: string, lastName: string): string {
  const first = firstName.trim() || "SiteReady user";
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}
