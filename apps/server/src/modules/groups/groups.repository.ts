import { GROUPS_PER_USER_LIMIT } from "@siteready/domain/limits";
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assertRoomFor } from "../../db/quotas.ts";
import { users } from "../../db/schema/accounts.ts";
import { groupMembers, groupPosts, groups, userBlocks } from "../../db/schema/messages.ts";

export type GroupRow = typeof groups.$inferSelect;
export type MembershipRow = typeof groupMembers.$inferSelect;
export type GroupPostRow = typeof groupPosts.$inferSelect;
export type GroupPostWithAuthor = { post: GroupPostRow; firstName: string; lastName: string };

/**
 * 409 when the user is already in the most groups one account can be in (pending requests count). Every group
 * keeps at least one member (the last to leave takes it away), so this bounds the groups a user makes too.
 */
const assertRoomForAnotherGroup = (db: Db, userId: string) =>
  assertRoomFor(db, {
    table: groupMembers,
    rows: eq(groupMembers.userId, userId),
    limit: GROUPS_PER_USER_LIMIT,
    status: 409,
    message: { key: "limit.groups" },
  });

export async function insertGroup(
  db: Db,
  values: { name: string; description: string | null; requiresApproval: boolean; inviteToken: string },
  creatorId: string,
): Promise<string> {
  await assertRoomForAnotherGroup(db, creatorId);
  return db.transaction(async (tx) => {
    const [group] = await tx
      .insert(groups)
      .values({ ...values, createdBy: creatorId })
      .returning({ id: groups.id });
    if (!group) throw new Error("insert into groups returned no row");
    await tx
      .insert(groupMembers)
      .values({ groupId: group.id, userId: creatorId, role: "admin", status: "active" });
    return group.id;
  });
}

const activeCount =
  sql<number>`(select count(*) from ${groupMembers} gm where gm.group_id = ${groups.id} and gm.status = 'active')`.mapWith(
    Number,
  );

/** Groups `userId` is an active member of, with their role. */
export async function listGroupsOf(db: Db, userId: string, groupId?: string) {
  return db
    .select({ group: groups, role: groupMembers.role, memberCount: activeCount })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(
      and(
        eq(groupMembers.userId, userId),
        eq(groupMembers.status, "active"),
        groupId ? eq(groups.id, groupId) : undefined,
      ),
    )
    .orderBy(asc(groups.name));
}

/** Every group `userId` belongs to or asked to join (pending), with their role and when they joined. */
export async function listMembershipsOf(db: Db, userId: string) {
  return db
    .select({
      groupId: groups.id,
      name: groups.name,
      description: groups.description,
      role: groupMembers.role,
      status: groupMembers.status,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId))
    .orderBy(asc(groups.name));
}

export async function findMembership(
  db: Db,
  groupId: string,
  userId: string,
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row;
}

export async function findGroupByInvite(db: Db, inviteToken: string): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(groups).where(eq(groups.inviteToken, inviteToken));
  return row;
}

export async function findGroupPost(db: Db, id: string): Promise<GroupPostRow | undefined> {
  const [row] = await db.select().from(groupPosts).where(eq(groupPosts.id, id));
  return row;
}

export async function listMembers(db: Db, groupId: string, includePending: boolean) {
  return db
    .select({
      userId: groupMembers.userId,
      role: groupMembers.role,
      status: groupMembers.status,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(
      and(eq(groupMembers.groupId, groupId), includePending ? undefined : eq(groupMembers.status, "active")),
    )
    .orderBy(desc(sql`${groupMembers.role} = 'admin'`), asc(users.firstName), asc(users.lastName));
}

/**
 * One page of a group's posts, oldest first, each followed by all its replies: the newest `limit` posts, or with
 * `before` (a post of this group, not a reply) the `limit` just before that one; undefined when `before` is not
 * such a post. Posts and replies by people who blocked the viewer are left out. `hasOlder` says whether any
 * posts come before the page.
 */
export async function listPostThreads(
  db: Db,
  groupId: string,
  viewerId: string,
  limit: number,
  before?: string,
): Promise<{ rows: GroupPostWithAuthor[]; hasOlder: boolean } | undefined> {
  let olderThan: SQL | undefined;
  if (before) {
    const [anchor] = await db
      .select({ id: groupPosts.id })
      .from(groupPosts)
      .where(and(eq(groupPosts.id, before), eq(groupPosts.groupId, groupId), isNull(groupPosts.parentId)));
    if (!anchor) return undefined;
    // Compared in SQL, in the page's own order (time, then id): a JavaScript Date would drop the microseconds,
    // and a page boundary must never skip or repeat a post.
    olderThan = sql`(${groupPosts.createdAt}, ${groupPosts.id}) < (select p.created_at, p.id from ${groupPosts} p where p.id = ${anchor.id})`;
  }
  const notBlocked = sql`not exists (select 1 from ${userBlocks} b where b.blocker_id = ${groupPosts.authorId} and b.blocked_id = ${viewerId})`;
  const withAuthor = { post: groupPosts, firstName: users.firstName, lastName: users.lastName };
  const newest = await db
    .select(withAuthor)
    .from(groupPosts)
    .innerJoin(users, eq(users.id, groupPosts.authorId))
    .where(and(eq(groupPosts.groupId, groupId), isNull(groupPosts.parentId), notBlocked, olderThan))
    .orderBy(desc(groupPosts.createdAt), desc(groupPosts.id))
    .limit(limit + 1);
  const posts = newest.slice(0, limit).reverse();
  const replies =
    posts.length === 0
      ? []
      : await db
          .select(withAuthor)
          .from(groupPosts)
          .innerJoin(users, eq(users.id, groupPosts.authorId))
          .where(
            and(
              inArray(
                groupPosts.parentId,
                posts.map((row) => row.post.id),
              ),
              notBlocked,
            ),
          )
          .orderBy(asc(groupPosts.createdAt), asc(groupPosts.id));
  return {
    rows: posts.flatMap((row) => [row, ...replies.filter((reply) => reply.post.parentId === row.post.id)]),
    hasOlder: newest.length > limit,
  };
}

/**
 * Every post and reply `authorId` wrote, in any group (ones they have since left too), oldest first, with the
 * group's name (data export).
 */
export async function listPostsOfAuthor(
  db: Db,
  authorId: string,
): Promise<Array<GroupPostWithAuthor & { groupName: string }>> {
  return db
    .select({
      post: groupPosts,
      firstName: users.firstName,
      lastName: users.lastName,
      groupName: groups.name,
    })
    .from(groupPosts)
    .innerJoin(users, eq(users.id, groupPosts.authorId))
    .innerJoin(groups, eq(groups.id, groupPosts.groupId))
    .where(eq(groupPosts.authorId, authorId))
    .orderBy(asc(groupPosts.createdAt), asc(groupPosts.id));
}

export async function insertPost(
  db: Db,
  values: {
    groupId: string;
    authorId: string;
    body: string;
    parentId: string | null;
    clientId: string | null;
  },
): Promise<GroupPostRow> {
  const [inserted] = await db.insert(groupPosts).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(groupPosts)
    .where(and(eq(groupPosts.authorId, values.authorId), eq(groupPosts.clientId, values.clientId ?? "")));
  if (!existing) throw new Error("group post neither inserted nor found");
  return existing;
}

export async function updatePostBody(db: Db, id: string, body: string) {
  await db.update(groupPosts).set({ body, editedAt: sql`now()` }).where(eq(groupPosts.id, id));
}

/** Deleted by its author or removed by an admin: its words are erased, not only hidden. */
export async function markPostDeleted(db: Db, id: string) {
  await db
    .update(groupPosts)
    .set({ deletedAt: sql`now()`, body: "" })
    .where(and(eq(groupPosts.id, id), isNull(groupPosts.deletedAt)));
}

/** Joins (or asks to join) a group; joining one again changes nothing. */
export async function addMember(db: Db, groupId: string, userId: string, status: "active" | "pending") {
  if (await findMembership(db, groupId, userId)) return;
  await assertRoomForAnotherGroup(db, userId);
  await db.insert(groupMembers).values({ groupId, userId, status }).onConflictDoNothing();
}

export async function approveMember(db: Db, groupId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(groupMembers)
    .set({ status: "active", joinedAt: sql`now()` })
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.userId, userId),
        eq(groupMembers.status, "pending"),
      ),
    )
    .returning({ userId: groupMembers.userId });
  return rows.length > 0;
}

export async function removeMember(db: Db, groupId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ userId: groupMembers.userId });
  return rows.length > 0;
}

/** Removes `userId`; with `handOver`, the longest-standing active member becomes an admin in the same step. */
export async function leaveGroup(db: Db, groupId: string, userId: string, handOver: boolean) {
  await db.transaction(async (tx) => {
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
    if (!handOver) return;
    const [successor] = await tx
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, "active")))
      .orderBy(asc(groupMembers.joinedAt))
      .limit(1);
    if (successor)
      await tx
        .update(groupMembers)
        .set({ role: "admin" })
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, successor.userId)));
  });
}

export async function countAdmins(db: Db, groupId: string): Promise<number> {
  const [row] = await db
    .select({ admins: count() })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.role, "admin"),
        eq(groupMembers.status, "active"),
      ),
    );
  return row?.admins ?? 0;
}

export async function countActiveMembers(db: Db, groupId: string): Promise<number> {
  return db.$count(groupMembers, and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, "active")));
}

export async function deleteGroup(db: Db, groupId: string) {
  await db.delete(groups).where(eq(groups.id, groupId));
}

export async function replaceInviteToken(db: Db, groupId: string, inviteToken: string) {
  await db.update(groups).set({ inviteToken }).where(eq(groups.id, groupId));
}

/** Active members' ids, for routing live updates. */
export async function activeMemberIds(db: Db, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, "active")));
  return rows.map((row) => row.userId);
}
