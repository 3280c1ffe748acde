import { GROUPS_PER_USER_LIMIT } from "@siteready/domain/limits";
import { MESSAGES_PER_MINUTE_LIMIT } from "@siteready/domain/messages";
import { column, type PersonalDataPart } from "../../db/personal-data.ts";
import { listMembershipsOf, listPostsOfAuthor } from "./groups.repository.ts";
import { createGroupsService, postView } from "./groups.service.ts";

export const groupsPersonalData: PersonalDataPart = {
  module: "groups",
  columns: [
    column("group_members", "user_id", "groups", "cascade"),
    column("group_posts", "author_id", "group_posts", "cascade"),
    column(
      "groups",
      "created_by",
      {
        excluded: "who started a group is the group's record; the person's membership and role are in groups",
      },
      { unlink: "the group goes on with its members (deletion hands it over first)" },
    ),
  ],
  async exportOf(db, userId) {
    const [memberships, posts] = await Promise.all([
      listMembershipsOf(db, userId),
      listPostsOfAuthor(db, userId),
    ]);
    return {
      // Invite links are live keys and stay out.
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
    };
  },
  // Leaves each group as leaving would, so none is left without an admin or as an empty row.
  beforeDeletion: (db, userId) => createGroupsService({ db }).leaveEvery(userId),
  growth: {
    group_members: { limit: `${GROUPS_PER_USER_LIMIT} groups per user, started or joined` },
    groups: {
      limit: `through group_members (created_by): a group keeps at least one member (the last to leave takes it away), and each member is in at most ${GROUPS_PER_USER_LIMIT}`,
    },
    group_posts: { limit: `${MESSAGES_PER_MINUTE_LIMIT} a minute with messages` },
  },
};
