import { FeaturePage } from "../../components/feature-page.tsx";
import { GroupsView } from "../../features/groups/components/groups-view.tsx";
import { MessageButton } from "../../features/messages/components/message-button.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** /groups: crew and site groups; a member can be messaged from here. */
export function GroupsPage() {
  const { t } = useT();
  return (
    <FeaturePage title={t("groups.page.title")} intro={t("groups.page.intro")} width="3xl">
      <GroupsView
        memberAction={(groupId, member) => (
          <MessageButton to={{ via: "group_member", group_id: groupId, user_id: member.user.id }} />
        )}
      />
    </FeaturePage>
  );
}
