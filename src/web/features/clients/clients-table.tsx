import { ExternalLinkIcon } from "lucide-react";
import type { Client } from "@shared/clients/client.schema";
import { ClientLink } from "@web/components/client-link";
import { EmailLink, PhoneLink } from "@web/components/contact-links";
import { DataList, type DataListColumn, type DataListProps } from "@web/components/data-list";
import { RowActions } from "@web/components/row-actions";
import { useTranslation } from "@web/i18n/i18n";
import { memberLabel, useWorkspaceMembers } from "@web/lib/workspaces";
import { ClientStatusBadge } from "./client-status-badge";

interface ClientsTableProps {
  clients: Client[];
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  deletingId?: string;
  sort: DataListProps<Client>["sort"];
}

export function ClientsTable({ clients, onEdit, onDelete, deletingId, sort }: ClientsTableProps) {
  const { t } = useTranslation();
  const members = useWorkspaceMembers();
  const orDash = (value: string | null) => value || t("common.empty");
  const ownerNames = new Map(members.data?.items.map((member) => [member.user_id, memberLabel(member)]));
  // Nothing while the members load, rather than a dash that a name then replaces.
  const ownerName = (client: Client) => ownerNames.get(client.owner_id) ?? (members.isPending ? "" : t("common.empty"));
  const columns: DataListColumn<Client>[] = [
    {
      id: "name",
      header: t("clients.fields.name"),
      card: "title",
      sortable: { field: "name", firstDirection: "ascending" },
      className: "font-medium",
      cell: (client) => (
        <span className="inline-flex items-center gap-1.5">
          <ClientLink clientId={client.id}>{client.name}</ClientLink>
          {client.linkedin_url && (
            <a
              href={client.linkedin_url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary hover:text-primary/80"
              aria-label={t("clients.openLinkedin", { name: client.name })}
            >
              <ExternalLinkIcon className="size-3.5" />
            </a>
          )}
        </span>
      ),
    },
    { id: "company", header: t("clients.fields.company"), cell: (client) => orDash(client.company) },
    { id: "position", header: t("clients.fields.position"), showFrom: "lg", cell: (client) => orDash(client.position) },
    {
      id: "email",
      header: t("clients.fields.email"),
      cell: (client) => (client.email ? <EmailLink email={client.email} /> : t("common.empty")),
    },
    {
      id: "phone",
      header: t("clients.fields.phone"),
      showFrom: "xl",
      className: "whitespace-nowrap",
      cell: (client) => (client.phone ? <PhoneLink phone={client.phone} /> : t("common.empty")),
    },
    // A fixed width, so that the names arriving after the rows move no other column.
    { id: "owner", header: t("clients.fields.owner"), className: "md:w-36", cell: ownerName },
    { id: "status", header: t("clients.fields.status"), card: "badge", cell: (client) => <ClientStatusBadge status={client.status} /> },
  ];
  return (
    <DataList
      rows={clients}
      columns={columns}
      rowKey={(client) => client.id}
      sort={sort}
      actionsHeader={t("common.actions")}
      actions={(client) => (
        <RowActions
          editLabel={t("clients.editClient", { name: client.name })}
          deleteLabel={t("clients.deleteClient", { name: client.name })}
          onEdit={() => onEdit(client)}
          onDelete={() => onDelete(client)}
          deleting={deletingId === client.id}
        />
      )}
    />
  );
}
