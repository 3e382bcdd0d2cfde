import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { ButtonLink } from "#web/ui/ButtonLink.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function NotFoundPage() {
  return (
    <PublicLayout>
      <DocumentTitle
        title="404 Page Not Found"
        withSiteName={false}
        description="The page you are looking for does not exist or has been moved."
      />
      <div className="not-found">
        <h1>404 Page Not Found</h1>
        <p>The page you are looking for does not exist or has been moved.</p>
        <ButtonLink to="/" type="primary">
          Go back home
        </ButtonLink>
      </div>
    </PublicLayout>
  );
}
