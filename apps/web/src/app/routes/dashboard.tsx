import { useSession } from "../../features/accounts/api/session.ts";

export function DashboardPage() {
  const { data: current } = useSession();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <p className="mt-2 text-muted">Welcome, {current?.user.firstName || current?.user.name}.</p>
    </div>
  );
}
