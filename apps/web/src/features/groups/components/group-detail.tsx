import type { GroupMemberView } from "@siteready/domain/messages";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { ShowOlder } from "../../../components/ui/show-older.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { groupActions, useGroup, useGroupAction } from "../api/groups.ts";
import { GroupPosts, PostComposer } from "./group-posts.tsx";
import { InvitePanel } from "./invite-panel.tsx";

export interface GroupDetailProps {
  groupId: string;
  /** Shown beside each other member (the page puts a "Message" button here). */
  memberAction?: (groupId: string, member: GroupMemberView) => ReactNode;
}

/** One group: its posts (live), its members, the invite (admins), leaving. */
export function GroupDetail({ groupId, memberAction }: GroupDetailProps) {
  const group = useGroup(groupId);
  const action = useGroupAction();
  const navigate = useNavigate();
  const { t } = useT();

  // A failed refresh or older page keeps what is already on screen; only a group never loaded shows the error.
  if (!group.data) {
    return group.isError ? (
      <ErrorBox error={group.error} onRetry={() => void group.refetch()} />
    ) : (
      <p className="text-muted">{t("groups.loadingGroup")}</p>
    );
  }

  const { group: info, members, posts } = group.data;
  const isAdmin = info.my_role === "admin";
  const active = members.filter((member) => member.status === "active");
  const waiting = members.filter((member) => member.status === "pending");

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold">{info.name}</h2>
        {info.description ? <p className="text-muted">{info.description}</p> : null}
        <p className="text-sm text-muted">
          {t("groups.members", { count: info.member_count })}
          {isAdmin ? ` · ${t("groups.youAreAdmin")}` : ""}
        </p>
      </header>

      <section aria-labelledby="posts-heading" className="flex flex-col gap-3">
        <h3 id="posts-heading" className="text-lg font-semibold">
          {t("groups.posts")}
        </h3>
        <PostComposer groupId={groupId} label={t("groups.writePost")} />
        <ShowOlder pages={group} label={t("groups.showOlder")} />
        <GroupPosts groupId={groupId} posts={posts} isAdmin={isAdmin} />
      </section>

      {isAdmin && info.invite_token ? (
        <InvitePanel groupId={groupId} token={info.invite_token} requiresApproval={info.requires_approval} />
      ) : null}

      {isAdmin && waiting.length > 0 ? (
        <section aria-labelledby="waiting-heading" className="flex flex-col gap-2">
          <h3 id="waiting-heading" className="text-lg font-semibold">
            {t("groups.waiting")}
          </h3>
          <ul className="flex flex-col gap-2">
            {waiting.map((member) => (
              <li key={member.user.id} className="flex flex-wrap items-center gap-2">
                <span className="flex-1">{member.user.name}</span>
                <Button onClick={() => action.mutate(groupActions.approve(groupId, member.user.id))}>
                  {t("groups.letIn")}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => action.mutate(groupActions.removeMember(groupId, member.user.id))}
                >
                  {t("groups.turnDown")}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="members-heading" className="flex flex-col gap-2">
        <h3 id="members-heading" className="text-lg font-semibold">
          {t("groups.membersHeading")}
        </h3>
        <ul className="flex flex-col gap-2">
          {active.map((member) => (
            <li key={member.user.id} className="flex flex-wrap items-center gap-2">
              <span className="flex-1">
                {member.user.name}
                {member.is_me ? ` ${t("groups.you")}` : ""}
                {member.role === "admin" ? (
                  <span className="text-sm text-muted"> · {t("groups.admin")}</span>
                ) : null}
              </span>
              {member.is_me ? null : memberAction?.(groupId, member)}
              {isAdmin && !member.is_me ? (
                <Button
                  variant="secondary"
                  onClick={() => action.mutate(groupActions.removeMember(groupId, member.user.id))}
                >
                  {t("groups.remove")}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      {action.isError ? <ErrorBox error={action.error} /> : null}
      <Button
        variant="danger"
        className="self-start"
        onClick={() => action.mutate(groupActions.leave(groupId), { onSuccess: () => navigate("/groups") })}
      >
        {t("groups.leave")}
      </Button>
    </div>
  );
}
