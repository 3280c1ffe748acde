import { MessagesView } from "../../features/messages/components/messages-view.tsx";

/** /messages: one-to-one conversations with people you work with, delivered live. */
export function MessagesPage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Messages</h1>
        <p className="text-muted">
          Talk one to one with people you work with. Nobody sees your e-mail address or phone number.
        </p>
      </header>
      <MessagesView />
    </div>
  );
}
