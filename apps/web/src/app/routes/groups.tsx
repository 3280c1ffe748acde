import { FeaturePage } from "../../components/feature-page.tsx";
import { GroupsView } from "../../features/groups/components/groups-view.tsx";
import { MessageButton } from "../../features/messages/components/message-button.tsx";

/** /groups: crew and site groups; a member can be messaged from here. */
export function GroupsPage() {
  return (
    <FeaturePage
      title="Groups"
      intro="A group for your crew or your site: post updates, reply, and invite people with a link or a QR code."
      width="3xl"
    >
      <GroupsView
        memberAction={(groupId, member) => (
          <MessageButton to={{ via: "group_member", group_id: groupId, user_id: member.user.id }} />
        )}
      />
    </FeaturePage>
  );
}
