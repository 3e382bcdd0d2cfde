import { RefundPolicy } from "#web/features/legal/components/RefundPolicy.tsx";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";

export function RefundPage() {
  return (
    <PublicLayout>
      <DocumentTitle
        title="Refund Policy"
        description="When payments are refunded: full refunds within 7 days on annual plans, how refunds are paid and billing disputes."
      />
      <RefundPolicy />
    </PublicLayout>
  );
}
