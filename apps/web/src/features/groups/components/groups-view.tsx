import { groupInputSchema } from "@siteready/domain/messages";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { fieldErrorOf } from "../../../lib/error-text.ts";
import { useCreateGroup, useGroups, useInvitePreview, useJoinGroup } from "../api/groups.ts";
import { GroupDetail, type GroupDetailProps } from "./group-detail.tsx";

/** /groups: my groups and a new one; ?g=<id> opens one; ?token=<invite> is where an invite link lands. */
export function GroupsView({ memberAction }: Pick<GroupDetailProps, "memberAction">) {
  const [params] = useSearchParams();
  const groupId = params.get("g");
  const token = params.get("token");
  const { t } = useT();
  if (token) return <JoinGroup token={token} />;
  if (groupId)
    return (
      <div className="flex flex-col gap-3">
        <Link to="/groups" className="inline-flex min-h-11 items-center gap-2 self-start">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("groups.all")}
        </Link>
        <GroupDetail key={groupId} groupId={groupId} {...(memberAction ? { memberAction } : {})} />
      </div>
    );
  return (
    <div className="flex flex-col gap-6">
      <MyGroups />
      <CreateGroupForm />
    </div>
  );
}

function MyGroups() {
  const groups = useGroups();
  const { t } = useT();
  if (groups.isPending) return <p className="text-muted">{t("groups.loading")}</p>;
  if (groups.isError) return <ErrorBox error={groups.error} onRetry={() => void groups.refetch()} />;
  if (groups.data.length === 0) return <p className="text-muted">{t("groups.empty")}</p>;
  return (
    <section aria-labelledby="my-groups-heading" className="flex flex-col gap-2">
      <h2 id="my-groups-heading" className="text-xl font-semibold">
        {t("groups.mine")}
      </h2>
      <ul className="flex flex-col gap-2">
        {groups.data.map((group) => (
          <li key={group.id}>
            <Link
              to={`/groups?g=${group.id}`}
              className="flex min-h-11 flex-col rounded-lg border border-border px-3 py-2 text-text no-underline hover:bg-surface-muted"
            >
              <span className="font-semibold">{group.name}</span>
              <span className="text-sm text-muted">
                {t("groups.members", { count: group.member_count })}
                {group.my_role === "admin" ? ` · ${t("groups.admin")}` : ""}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CreateGroupForm() {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [requiresApproval, setRequiresApproval] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const create = useCreateGroup();
  const navigate = useNavigate();
  const { t } = useT();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = groupInputSchema.safeParse({ name, description, requires_approval: requiresApproval });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (group) => navigate(`/groups?g=${group.id}`),
      onError: (failure) => setErrors({ name: fieldErrorOf(failure) }),
    });
  }

  return (
    <section
      aria-labelledby="new-group-heading"
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h2 id="new-group-heading" className="text-xl font-semibold">
        {t("groups.new")}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t("groups.field.name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextareaField
          label={t("form.optional", { label: t("jobs.field.description") })}
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
        />
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5"
            checked={requiresApproval}
            onChange={(e) => setRequiresApproval(e.target.checked)}
          />
          {t("groups.approveEach")}
        </label>
        <Button type="submit" className="self-start" busy={create.isPending}>
          {t("groups.create")}
        </Button>
      </form>
    </section>
  );
}

function JoinGroup({ token }: { token: string }) {
  const preview = useInvitePreview(token);
  const join = useJoinGroup();
  const navigate = useNavigate();
  const { t } = useT();
  if (preview.isPending) return <p className="text-muted">{t("groups.join.opening")}</p>;
  if (preview.isError) return <ErrorBox error={preview.error} />;
  const group = preview.data;
  return (
    <section
      aria-labelledby="join-heading"
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h2 id="join-heading" className="text-xl font-semibold">
        {t("groups.join.title", { name: group.name })}
      </h2>
      {group.description ? <p>{group.description}</p> : null}
      {join.data?.status === "pending" ? (
        <p role="status">{t("groups.join.pending")}</p>
      ) : group.already_member ? (
        <ButtonLink to="/groups">{t("groups.join.already")}</ButtonLink>
      ) : (
        <>
          <p className="text-muted">
            {group.requires_approval ? t("groups.join.approval") : t("groups.join.open")}
          </p>
          <Button
            className="self-start"
            busy={join.isPending}
            onClick={() =>
              join.mutate(token, {
                onSuccess: (result) => {
                  if (result.status === "active") navigate(`/groups?g=${result.group_id}`);
                },
              })
            }
          >
            {t("groups.join.submit")}
          </Button>
          {join.isError ? <ErrorBox error={join.error} /> : null}
        </>
      )}
    </section>
  );
}
