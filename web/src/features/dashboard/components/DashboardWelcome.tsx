import { Avatar } from "antd";
import { LogoutButton } from "../../auth/components/LogoutButton.tsx";
import { useSession } from "../../auth/hooks/useSession.ts";
import { initials } from "../../auth/utils/initials.ts";

export function DashboardWelcome() {
  const { user } = useSession();
  const username = user?.username || "User";
  return (
    <section className="dashboard-welcome">
      <div className="dashboard-welcome-text">
        <Avatar size="large">{initials(user?.username, user?.email)}</Avatar>
        <div>
          <h1>{`Welcome back, ${username}!`}</h1>
          <p>Welcome back! Here&apos;s what&apos;s happening with your customers.</p>
        </div>
      </div>
      <LogoutButton />
    </section>
  );
}
