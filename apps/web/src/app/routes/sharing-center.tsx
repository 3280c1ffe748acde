import { SharingCentre } from "../../features/sharing/components/sharing-centre.tsx";

/** /sharing-center: share exactly the records I choose, see who looked, stop a link in one tap. */
export function SharingCenterPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Sharing Center</h1>
        <p className="text-muted">
          Share exactly the cards and documents you choose with an employer, for as long as you say. You see
          every time the link is opened, and you can stop it at any time.
        </p>
      </header>
      <SharingCentre />
    </div>
  );
}
