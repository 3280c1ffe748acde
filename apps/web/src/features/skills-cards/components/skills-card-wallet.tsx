import { IdCard, Pencil, Plus, Trash } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { useHashTarget } from "../../../lib/use-hash-target.ts";
import { useDeleteSkillsCard } from "../api/delete-skills-card.ts";
import { type SkillsCard, useSkillsCards } from "../api/get-skills-cards.ts";
import { SkillsCardFace } from "./skills-card-face.tsx";
import { SkillsCardForm } from "./skills-card-form.tsx";

/** The anchor reminder e-mails and the dashboard link to: /skills-cards#card-<id>. */
const skillsCardAnchor = (id: string) => `card-${id}`;

interface WalletCardProps {
  card: SkillsCard;
  holderName: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  deleteError: unknown;
}

function WalletCard({ card, holderName, onEdit, onDelete, deleting, deleteError }: WalletCardProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);

  return (
    <article
      id={skillsCardAnchor(card.id)}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="flex scroll-mt-4 flex-col gap-3 rounded-xl focus:outline-3 focus:outline-offset-4 focus:outline-focus"
    >
      <SkillsCardFace card={card} holderName={holderName} headingId={headingId} />
      {confirming ? (
        <InlineConfirm
          question="Delete this card and its photos? You cannot undo this."
          confirmLabel="Yes, delete card"
          cancelLabel="Keep card"
          busy={deleting}
          error={deleteError}
          onConfirm={onDelete}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onEdit} aria-describedby={headingId}>
            <Pencil aria-hidden="true" className="size-4" />
            Change or add photos
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)} aria-describedby={headingId}>
            <Trash aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      )}
    </article>
  );
}

function WalletSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 sm:grid-cols-2">
      <p className="sr-only">Loading your cards…</p>
      {[0, 1].map((key) => (
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
      ))}
    </div>
  );
}

type Panel = { kind: "closed" } | { kind: "add" } | { kind: "edit"; cardId: string };

/** The card wallet: every card the worker holds, drawn like the real thing, with adding, changing and deleting. */
export function SkillsCardWallet({ holderName }: { holderName: string }) {
  const cards = useSkillsCards();
  const remove = useDeleteSkillsCard();
  const [panel, setPanel] = useState<Panel>({ kind: "closed" });
  const addButtonId = useId();
  useHashTarget(cards.isSuccess);

  // Focus goes back to where the user was (or to the add button once a card is gone), so keyboard and
  // screen-reader users are not left at the top of the page.
  function focusLater(id: string) {
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }

  function close() {
    focusLater(panel.kind === "edit" ? skillsCardAnchor(panel.cardId) : addButtonId);
    setPanel({ kind: "closed" });
  }

  if (cards.isPending) return <WalletSkeleton />;
  if (cards.isError) return <ErrorBox error={cards.error} onRetry={() => void cards.refetch()} />;

  if (cards.data.length === 0 && panel.kind === "closed") {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-border px-4 py-10 text-center">
        <IdCard aria-hidden="true" className="size-12 text-muted" />
        <h2 className="text-xl font-bold">No cards yet</h2>
        <p className="max-w-prose text-muted">
          Keep your CSCS, CPCS and other cards and tickets here, with photos of both sides. We show you when
          each one is due for renewal, so you are never turned away at the site gate.
        </p>
        <Button id={addButtonId} onClick={() => setPanel({ kind: "add" })}>
          <Plus aria-hidden="true" className="size-5" />
          Add your first card
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {panel.kind === "add" ? (
        <FormPanel title="Add a card">
          <SkillsCardForm onClose={close} />
        </FormPanel>
      ) : (
        <Button id={addButtonId} className="sm:self-start" onClick={() => setPanel({ kind: "add" })}>
          <Plus aria-hidden="true" className="size-5" />
          Add a card
        </Button>
      )}
      <ul className="grid gap-6 sm:grid-cols-2" aria-label="Your cards">
        {cards.data.map((card) => (
          <li
            key={card.id}
            className={panel.kind === "edit" && panel.cardId === card.id ? "sm:col-span-2" : ""}
          >
            {panel.kind === "edit" && panel.cardId === card.id ? (
              <FormPanel title={`Change your ${card.card_type_name} card`}>
                <SkillsCardForm card={card} onClose={close} />
              </FormPanel>
            ) : (
              <WalletCard
                card={card}
                holderName={holderName}
                onEdit={() => setPanel({ kind: "edit", cardId: card.id })}
                onDelete={() => remove.mutate(card.id, { onSuccess: () => focusLater(addButtonId) })}
                deleting={remove.isPending && remove.variables === card.id}
                deleteError={remove.variables === card.id ? remove.error : null}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
