import { type GroupPostView, groupPostInputSchema } from "@siteready/domain/messages";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { PostActionButton, PostBody, ReportedNote, ReportForm } from "../../../components/ui/post-parts.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { momentIn } from "../../../i18n/moment-in.ts";
import { useT } from "../../../i18n/use-translation.ts";
import { fieldErrorOf } from "../../../lib/error-text.ts";
import { groupActions, useGroupAction, useGroupPost } from "../api/groups.ts";

/** Write a post, or a reply to one. */
export function PostComposer({
  groupId,
  parentId,
  label,
  onDone,
}: {
  groupId: string;
  parentId?: string;
  label: string;
  onDone?: () => void;
}) {
  const [body, setBody] = useState("");
  const [error, setError] = useState<string>();
  const post = useGroupPost(groupId);
  const { t } = useT();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = groupPostInputSchema.safeParse({ body, parent_id: parentId });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    post.mutate(
      { body: parsed.data.body, ...(parentId ? { parent_id: parentId } : {}) },
      {
        onSuccess: () => {
          setBody("");
          onDone?.();
        },
        onError: (failure) => setError(fieldErrorOf(failure)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextareaField
        label={label}
        rows={parentId ? 2 : 3}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={error}
      />
      <Button type="submit" className="self-end" busy={post.isPending}>
        {parentId ? t("groups.reply") : t("groups.post")}
      </Button>
    </form>
  );
}

function PostItem({
  post,
  groupId,
  isAdmin,
  replies,
}: {
  post: GroupPostView;
  groupId: string;
  isAdmin: boolean;
  replies?: GroupPostView[];
}) {
  const [mode, setMode] = useState<"read" | "reply" | "report" | "reported">("read");
  const action = useGroupAction();
  const { t, language } = useT();

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <p className="text-sm">
        <span className="font-semibold">{post.author.name}</span>{" "}
        <time className="text-muted" dateTime={post.created_at}>
          {momentIn(post.created_at, language)}
        </time>
        {post.edited_at && !post.deleted ? (
          <span className="text-muted"> · {t("messages.item.edited")}</span>
        ) : null}
      </p>
      <PostBody body={post.body} deleted={post.deleted} deletedNote={t("groups.postRemoved")} />
      {!post.deleted && mode === "read" ? (
        <span className="flex flex-wrap gap-1">
          {replies ? (
            <PostActionButton onClick={() => setMode("reply")}>{t("groups.reply")}</PostActionButton>
          ) : null}
          {post.is_mine || isAdmin ? (
            <PostActionButton
              busy={action.isPending}
              onClick={() => action.mutate(groupActions.removePost(post.id))}
            >
              {post.is_mine ? t("messages.item.delete") : t("groups.removePost")}
            </PostActionButton>
          ) : null}
          {post.is_mine ? null : (
            <PostActionButton onClick={() => setMode("report")}>{t("messages.item.report")}</PostActionButton>
          )}
        </span>
      ) : null}
      {mode === "report" ? (
        <ReportForm
          what="post"
          busy={action.isPending}
          onSubmit={(reason, showError) =>
            action.mutate(groupActions.reportPost(post.id, reason), {
              onSuccess: () => setMode("reported"),
              onError: showError,
            })
          }
          onCancel={() => setMode("read")}
        />
      ) : null}
      {mode === "reported" ? <ReportedNote what="post" /> : null}
      {replies && replies.length > 0 ? (
        <ul
          aria-label={t("groups.repliesTo", { name: post.author.name })}
          className="ml-4 flex flex-col gap-2 border-l-2 border-border pl-3"
        >
          {replies.map((reply) => (
            <PostItem key={reply.id} post={reply} groupId={groupId} isAdmin={isAdmin} />
          ))}
        </ul>
      ) : null}
      {mode === "reply" ? (
        <PostComposer
          groupId={groupId}
          parentId={post.id}
          label={t("groups.replyTo", { name: post.author.name })}
          onDone={() => setMode("read")}
        />
      ) : null}
    </li>
  );
}

/** A group's posts, each with its replies beneath it. */
export function GroupPosts({
  groupId,
  posts,
  isAdmin,
}: {
  groupId: string;
  posts: GroupPostView[];
  isAdmin: boolean;
}) {
  const topLevel = posts.filter((post) => post.parent_id === null);
  const { t } = useT();
  if (topLevel.length === 0) return <p className="text-muted">{t("groups.noPosts")}</p>;
  return (
    <ul aria-label={t("groups.posts")} className="flex flex-col gap-3">
      {topLevel.map((post) => (
        <PostItem
          key={post.id}
          post={post}
          groupId={groupId}
          isAdmin={isAdmin}
          replies={posts.filter((reply) => reply.parent_id === post.id)}
        />
      ))}
    </ul>
  );
}
