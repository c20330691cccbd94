import { ExternalLinkIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Client } from "@shared/clients/client.schema";
import { RowActions } from "@web/components/row-actions";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@web/components/ui/table";
import { ClientStatusBadge } from "./client-status-badge";

interface ClientsTableProps {
  clients: Client[];
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  deletingId?: string;
}

export function ClientsTable({ clients, onEdit, onDelete, deletingId }: ClientsTableProps) {
  const { t } = useTranslation();
  const orDash = (value: string | null) => value || t("common.empty");
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("clients.fields.name")}</TableHead>
          <TableHead>{t("clients.fields.company")}</TableHead>
          <TableHead>{t("clients.fields.position")}</TableHead>
          <TableHead>{t("clients.fields.email")}</TableHead>
          <TableHead>{t("clients.fields.phone")}</TableHead>
          <TableHead>{t("clients.fields.status")}</TableHead>
          <TableHead className="text-right">{t("common.actions")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {clients.map((client) => (
          <TableRow key={client.id}>
            <TableCell className="font-medium">
              <span className="inline-flex items-center gap-1.5">
                {client.name}
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
            </TableCell>
            <TableCell>{orDash(client.company)}</TableCell>
            <TableCell>{orDash(client.position)}</TableCell>
            <TableCell>{orDash(client.email)}</TableCell>
            <TableCell className="whitespace-nowrap">{orDash(client.phone)}</TableCell>
            <TableCell>
              <ClientStatusBadge status={client.status} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap">
              <RowActions
                editLabel={t("clients.editClient", { name: client.name })}
                deleteLabel={t("clients.deleteClient", { name: client.name })}
                onEdit={() => onEdit(client)}
                onDelete={() => onDelete(client)}
                deleting={deletingId === client.id}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
