import { type GroupPostView, groupPostInputSchema, reportInputSchema } from "@siteready/domain";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { LinkedText } from "../../../components/ui/linked-text.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { groupActions, useGroupAction, useGroupPost } from "../api/groups.ts";

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "short", timeStyle: "short" });

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
        onError: (failure) => setError(errorText(failure)),
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
        {parentId ? "Reply" : "Post"}
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
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const action = useGroupAction();

  function submitReport(event: FormEvent) {
    event.preventDefault();
    const parsed = reportInputSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    action.mutate(groupActions.reportPost(post.id, parsed.data.reason), {
      onSuccess: () => setMode("reported"),
      onError: (failure) => setError(errorText(failure)),
    });
  }

  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <p className="text-sm">
        <span className="font-semibold">{post.author.name}</span>{" "}
        <time className="text-muted" dateTime={post.created_at}>
          {timeFormat.format(new Date(post.created_at))}
        </time>
        {post.edited_at && !post.deleted ? <span className="text-muted"> · edited</span> : null}
      </p>
      {post.deleted ? (
        <p className="italic text-muted">This post was removed</p>
      ) : (
        <p className="whitespace-pre-wrap break-words">
          <LinkedText text={post.body ?? ""} />
        </p>
      )}
      {!post.deleted && mode === "read" ? (
        <span className="flex flex-wrap gap-1">
          {replies ? (
            <Button variant="ghost" className="min-h-9 px-2 text-sm" onClick={() => setMode("reply")}>
              Reply
            </Button>
          ) : null}
          {post.is_mine || isAdmin ? (
            <Button
              variant="ghost"
              className="min-h-9 px-2 text-sm"
              busy={action.isPending}
              onClick={() => action.mutate(groupActions.removePost(post.id))}
            >
              {post.is_mine ? "Delete" : "Remove post"}
            </Button>
          ) : null}
          {post.is_mine ? null : (
            <Button variant="ghost" className="min-h-9 px-2 text-sm" onClick={() => setMode("report")}>
              Report
            </Button>
          )}
        </span>
      ) : null}
      {mode === "report" ? (
        <form onSubmit={submitReport} noValidate className="flex flex-col gap-2">
          <TextField
            label="What is wrong with this post?"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={error}
          />
          <span className="flex gap-2">
            <Button type="submit" busy={action.isPending}>
              Send report
            </Button>
            <Button variant="secondary" onClick={() => setMode("read")}>
              Cancel
            </Button>
          </span>
        </form>
      ) : null}
      {mode === "reported" ? <p role="status">Thank you. Our admins will look at this post.</p> : null}
      {replies && replies.length > 0 ? (
        <ul
          aria-label={`Replies to ${post.author.name}`}
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
          label={`Reply to ${post.author.name}`}
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
  if (topLevel.length === 0) return <p className="text-muted">No posts yet. Start the conversation.</p>;
  return (
    <ul aria-label="Posts" className="flex flex-col gap-3">
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
