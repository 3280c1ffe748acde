import { GroupsView } from "../../features/groups/components/groups-view.tsx";
import { MessageButton } from "../../features/messages/components/message-button.tsx";

/** /groups: crew and site groups; a member can be messaged from here. */
export function GroupsPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Groups</h1>
        <p className="text-muted">
          A group for your crew or your site: post updates, reply, and invite people with a link or a QR code.
        </p>
      </header>
      <GroupsView
        memberAction={(groupId, member) => (
          <MessageButton to={{ via: "group_member", group_id: groupId, user_id: member.user.id }} />
        )}
      />
    </div>
  );
}
