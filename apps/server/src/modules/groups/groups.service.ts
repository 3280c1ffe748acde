import { randomBytes } from "node:crypto";
import {
  canStillEdit,
  GROUP_POSTS_PAGE_SIZE,
  type GroupDetail,
  type GroupInput,
  type GroupInvitePreview,
  type GroupPostView,
  type GroupRole,
  type GroupView,
  publicName,
} from "@siteready/domain/messages";
import type { Db } from "../../db/client.ts";
import { insertReport } from "../../db/content-reports.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { assertRecordId } from "../../lib/record-id.ts";
import type { SessionUser } from "../accounts/session-guard.ts";
import { notifyLive } from "../messages/live-hub.ts";
import { assertCanSendNow, editWindowOverError } from "../messages/messages.service.ts";
import {
  addMember,
  approveMember,
  countActiveMembers,
  countAdmins,
  deleteGroup,
  findGroupByInvite,
  findGroupPost,
  findMembership,
  type GroupPostWithAuthor,
  type GroupRow,
  insertGroup,
  insertPost,
  leaveGroup,
  listGroupsOf,
  listMembers,
  listPostThreads,
  markPostDeleted,
  removeMember,
  replaceInviteToken,
  updatePostBody,
} from "./groups.repository.ts";

/** A group's active members (the live events, through AppServices): other modules read them through this service, never the repository (lint). */
export { activeMemberIds } from "./groups.repository.ts";

/** 32 random characters: the invite link's secret. */
const newInviteToken = () => randomBytes(24).toString("base64url");

function groupView(group: GroupRow, role: string, memberCount: number): GroupView {
  const myRole = role as GroupRole;
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    requires_approval: group.requiresApproval,
    member_count: memberCount,
    my_role: myRole,
    invite_token: myRole === "admin" ? group.inviteToken : null,
  };
}

/** A post as `viewerId` sees it: a deleted one keeps its place without its words. */
export function postView(row: GroupPostWithAuthor, viewerId: string): GroupPostView {
  const deleted = row.post.deletedAt !== null;
  return {
    id: row.post.id,
    group_id: row.post.groupId,
    parent_id: row.post.parentId,
    author: { id: row.post.authorId, name: publicName(row.firstName, row.lastName) },
    is_mine: row.post.authorId === viewerId,
    body: deleted ? null : row.post.body,
    created_at: row.post.createdAt.toISOString(),
    edited_at: row.post.editedAt?.toISOString() ?? null,
    deleted,
  };
}

export function createGroupsService({ db, clock = () => new Date() }: { db: Db; clock?: () => Date }) {
  /** `user`'s active membership of the group; 404 for anyone else (pending members included). */
  async function membershipOf(groupId: string, user: SessionUser) {
    assertRecordId(groupId);
    const membership = await findMembership(db, groupId, user.id);
    if (membership?.status !== "active") throw notFound();
    return membership;
  }

  async function adminOf(groupId: string, user: SessionUser) {
    const membership = await membershipOf(groupId, user);
    if (membership.role !== "admin") throw new AppError(403, "FORBIDDEN");
    return membership;
  }

  /** A post in a group `user` is an active member of; 404 otherwise. */
  async function visiblePost(postId: string, user: SessionUser) {
    assertRecordId(postId);
    const post = await findGroupPost(db, postId);
    if (!post) throw notFound();
    const membership = await membershipOf(post.groupId, user);
    return { post, membership };
  }

  async function viewOf(groupId: string, user: SessionUser): Promise<GroupView> {
    const [row] = await listGroupsOf(db, user.id, groupId);
    if (!row) throw notFound();
    return groupView(row.group, row.role, row.memberCount);
  }

  const notifyGroup = (groupId: string) => notifyLive(db, { kind: "group", id: groupId });

  /** Leaving: the last admin hands over to the longest-standing member; the last member takes the group away. */
  async function leaveAs(groupId: string, userId: string, role: string) {
    if ((await countActiveMembers(db, groupId)) === 1) {
      await deleteGroup(db, groupId);
      return;
    }
    const handOver = role === "admin" && (await countAdmins(db, groupId)) === 1;
    await leaveGroup(db, groupId, userId, handOver);
    await notifyGroup(groupId);
  }

  async function inviteGroup(token: string) {
    const group = await findGroupByInvite(db, token);
    if (!group) throw new AppError(404, "NOT_FOUND", { key: "groups.server.inviteNotFound" });
    return group;
  }

  return {
    async list(user: SessionUser) {
      return (await listGroupsOf(db, user.id)).map((row) => groupView(row.group, row.role, row.memberCount));
    },

    async create(input: GroupInput & { name: string; requires_approval: boolean }, user: SessionUser) {
      const id = await insertGroup(
        db,
        {
          name: input.name,
          description: input.description ?? null,
          requiresApproval: input.requires_approval,
          inviteToken: newInviteToken(),
        },
        user.id,
      );
      return viewOf(id, user);
    },

    /** The group, its members and one page of its posts: the newest, or those just before the post `before`. */
    async detail(groupId: string, user: SessionUser, before?: string): Promise<GroupDetail> {
      const membership = await membershipOf(groupId, user);
      const isAdmin = membership.role === "admin";
      const [group, members, page] = await Promise.all([
        viewOf(groupId, user),
        listMembers(db, groupId, isAdmin),
        listPostThreads(db, groupId, user.id, GROUP_POSTS_PAGE_SIZE, before),
      ]);
      if (!page) throw notFound();
      return {
        group,
        members: members.map((member) => ({
          user: { id: member.userId, name: publicName(member.firstName, member.lastName) },
          role: member.role as GroupRole,
          status: member.status as "active" | "pending",
          is_me: member.userId === user.id,
        })),
        posts: page.rows.map((row) => postView(row, user.id)),
        has_older_posts: page.hasOlder,
      };
    },

    async post(
      groupId: string,
      input: { body: string; parent_id?: string; client_id?: string },
      user: SessionUser,
    ) {
      await membershipOf(groupId, user);
      let parentId: string | null = null;
      if (input.parent_id) {
        const parent = await findGroupPost(db, input.parent_id);
        if (!parent || parent.groupId !== groupId) throw notFound();
        // Replies are one level deep: a reply to a reply goes under the same post, where it is shown.
        parentId = parent.parentId ?? parent.id;
      }
      await assertCanSendNow(db, user.id);
      const post = await insertPost(db, {
        groupId,
        authorId: user.id,
        body: input.body,
        parentId,
        clientId: input.client_id ?? null,
      });
      await notifyGroup(groupId);
      return postView({ post, firstName: user.firstName, lastName: user.lastName }, user.id);
    },

    async editPost(postId: string, body: string, user: SessionUser) {
      const { post } = await visiblePost(postId, user);
      if (post.authorId !== user.id || post.deletedAt) throw notFound();
      if (!canStillEdit(post.createdAt, clock())) throw editWindowOverError();
      await updatePostBody(db, post.id, body);
      await notifyGroup(post.groupId);
    },

    /** The author, or an admin of the group, takes a post down. */
    async removePost(postId: string, user: SessionUser) {
      const { post, membership } = await visiblePost(postId, user);
      if (post.authorId !== user.id && membership.role !== "admin") throw new AppError(403, "FORBIDDEN");
      await markPostDeleted(db, post.id);
      await notifyGroup(post.groupId);
    },

    async reportPost(postId: string, reason: string, user: SessionUser) {
      const { post } = await visiblePost(postId, user);
      if (post.authorId === user.id) throw notFound();
      await insertReport(db, {
        kind: "group_post",
        contentId: post.id,
        reporterId: user.id,
        reportedUserId: post.authorId,
        reason,
      });
    },

    async invitePreview(token: string, user: SessionUser): Promise<GroupInvitePreview> {
      const group = await inviteGroup(token);
      const membership = await findMembership(db, group.id, user.id);
      return {
        name: group.name,
        description: group.description,
        requires_approval: group.requiresApproval,
        already_member: membership?.status === "active",
      };
    },

    async join(token: string, user: SessionUser) {
      const group = await inviteGroup(token);
      const status = group.requiresApproval ? "pending" : "active";
      await addMember(db, group.id, user.id, status);
      const membership = await findMembership(db, group.id, user.id);
      await notifyGroup(group.id);
      return { group_id: group.id, status: (membership?.status ?? status) as "active" | "pending" };
    },

    async approve(groupId: string, memberId: string, user: SessionUser) {
      await adminOf(groupId, user);
      assertRecordId(memberId);
      if (!(await approveMember(db, groupId, memberId))) throw notFound();
      await notifyGroup(groupId);
    },

    /** An admin removes a member (or turns down a request to join). */
    async removeMember(groupId: string, memberId: string, user: SessionUser) {
      await adminOf(groupId, user);
      assertRecordId(memberId);
      if (memberId === user.id) throw notFound();
      if (!(await removeMember(db, groupId, memberId))) throw notFound();
      await notifyGroup(groupId);
    },

    async leave(groupId: string, user: SessionUser) {
      const membership = await membershipOf(groupId, user);
      await leaveAs(groupId, user.id, membership.role);
    },

    /** Before an account is deleted: every group it is active in is left as `leave` leaves it. */
    async leaveEvery(userId: string) {
      for (const { group, role } of await listGroupsOf(db, userId)) await leaveAs(group.id, userId, role);
    },

    async newInviteLink(groupId: string, user: SessionUser) {
      await adminOf(groupId, user);
      await replaceInviteToken(db, groupId, newInviteToken());
      return viewOf(groupId, user);
    },
  };
}
