import { MailIcon } from "lucide-react";
import type { Client } from "@shared/clients/client.schema";
import { Link } from "@web/components/link";
import { Button } from "@web/components/ui/button";
import { useTranslation } from "@web/i18n/i18n";

/** Connect's address with the client chosen: `/connect?client={id}`. */
export const connectFor = (clientId: string) => `/connect?${new URLSearchParams({ client: clientId })}`;

/**
 * "Write email" on the client page (docs/product.md "The client page"): opens Connect with this
 * client chosen, where the email is written, edited, then sent or kept as a draft. A link, so
 * that it also opens in a new tab, and Back returns to the client.
 */
export function WriteClientEmail({ client }: { client: Pick<Client, "id"> }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <Link to={connectFor(client.id)}>
        <MailIcon aria-hidden="true" />
        {t("clientEmails.writeEmail")}
      </Link>
    </Button>
  );
}
