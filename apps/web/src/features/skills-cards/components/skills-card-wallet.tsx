import type { SkillsCardView as SkillsCard } from "@siteready/domain/profile";
import { shownCardTypeName } from "@siteready/domain/record-words";
import { IdCard } from "lucide-react";
import { useId } from "react";
import { useLocation } from "react-router";
import {
  type GateToggleSlot,
  RecordActions,
  type RecordItemControls,
} from "../../../components/ui/record-actions.tsx";
import { RecordList, RecordListSkeleton } from "../../../components/ui/record-list.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useDeleteRecord } from "../../../lib/record-collection.ts";
import { useSkillsCards } from "../api/get-skills-cards.ts";
import { skillsCardRecords } from "../api/skills-card-records.ts";
import { SkillsCardFace } from "./skills-card-face.tsx";
import { SkillsCardForm } from "./skills-card-form.tsx";

/** The anchor reminder e-mails and the dashboard link to: /skills-cards#card-<id>. */
const skillsCardAnchor = (id: string) => `card-${id}`;

interface WalletCardProps extends RecordItemControls {
  gateToggle: GateToggleSlot;
  card: SkillsCard;
  holderName: string;
}

function WalletCard({ card, holderName, gateToggle, ...controls }: WalletCardProps) {
  const headingId = useId();
  const { t } = useT();

  return (
    <article
      id={skillsCardAnchor(card.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex scroll-mt-4 flex-col gap-3 rounded-xl focus:outline-3 focus:outline-offset-4 focus:outline-focus"
    >
      <SkillsCardFace card={card} holderName={holderName} headingId={headingId} />
      {gateToggle({ id: card.id, shown: card.show_at_gate, headingId })}
      <RecordActions
        headingId={headingId}
        deleteQuestion={t("skillsCard.deleteQuestion")}
        confirmDeleteLabel={t("skillsCard.confirmDelete")}
        keepLabel={t("skillsCard.keep")}
        {...controls}
      />
    </article>
  );
}

function WalletSkeleton() {
  const { t } = useT();
  return (
    <RecordListSkeleton
      loadingText={t("skillsCard.loading")}
      className="grid gap-6 sm:grid-cols-2"
      renderRow={(key) => (
        <div
          key={key}
          aria-hidden="true"
          className="animate-pulse overflow-hidden rounded-xl border border-border"
        >
          <div className="h-12 bg-surface-muted" />
          <div className="flex gap-4 p-4">
            <div className="h-24 w-20 rounded-md bg-surface-muted" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-5 w-3/4 rounded bg-surface-muted" />
              <div className="h-4 w-1/2 rounded bg-surface-muted" />
              <div className="h-4 w-2/3 rounded bg-surface-muted" />
            </div>
          </div>
        </div>
      )}
    />
  );
}

/** The card wallet: every card the worker holds, drawn like the real thing, with adding, changing and deleting. */
export function SkillsCardWallet({
  holderName,
  gateToggle,
}: {
  holderName: string;
  gateToggle: GateToggleSlot;
}) {
  const cards = useSkillsCards();
  const remove = useDeleteRecord(skillsCardRecords);
  // /skills-cards#add (the dashboard's "Add your first card") opens at the add form.
  const startAdding = useLocation().hash === "#add";
  const { t } = useT();
  return (
    <RecordList
      records={cards}
      deletion={remove}
      anchor={skillsCardAnchor}
      focusHashTarget
      startAdding={startAdding}
      skeleton={<WalletSkeleton />}
      empty={{
        icon: IdCard,
        title: t("skillsCard.emptyTitle"),
        description: t("skillsCard.emptyText"),
        addLabel: t("skillsCard.addFirst"),
      }}
      addLabel={t("skillsCard.add")}
      listLabel={t("skillsCard.list")}
      listClassName="grid gap-6 sm:grid-cols-2"
      // An open change form takes the full width of the wallet.
      itemClassName={(_card, editing) => (editing ? "sm:col-span-2" : "")}
      editTitle={(card) =>
        t("skillsCard.changeTitle", { card: shownCardTypeName(card.card_type, t, card.card_type_name) })
      }
      renderForm={(card, onClose) => <SkillsCardForm card={card} onClose={onClose} />}
      renderItem={(card, controls) => (
        <WalletCard card={card} holderName={holderName} gateToggle={gateToggle} {...controls} />
      )}
    />
  );
}
