import { Suspense, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import type { Client } from "@shared/clients/client.schema";
import { ListToolbar } from "@web/components/list-toolbar";
import { PageHeader } from "@web/components/page-header";
import { SearchInput } from "@web/components/search-input";
import { Button } from "@web/components/ui/button";
import { apiErrorMessage } from "@web/lib/api-client";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useHasBeenTrue } from "@web/lib/use-has-been-true";
import { useSearchFromUrl } from "@web/lib/use-search-from-url";
import { usePipeline } from "./api/get-pipeline";
import { OwnerFilter } from "./owner-filter";
import { PipelineBoard } from "./pipeline-board";
import { useOwnerFromUrl } from "./use-owner-from-url";

export interface ClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client: Client;
}

interface PipelinePageProps {
  /**
   * The clients feature's dialog, which opens a card's client to edit it; given by the router
   * (features do not import each other), a lazily loaded component whose code comes when it first opens.
   */
  ClientDialog: ComponentType<ClientDialogProps>;
}

/** docs/product.md "Pipeline": the team's clients by status, moved from column to column. */
export function PipelinePage({ ClientDialog }: PipelinePageProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchFromUrl();
  const [owner, setOwner] = useOwnerFromUrl();
  const q = useDebouncedValue(search);
  const filters = { q, owner };
  const pipeline = usePipeline(filters);
  const [dialog, setDialog] = useState<{ open: boolean; client?: Client }>({ open: false });
  const dialogUsed = useHasBeenTrue(dialog.open);

  return (
    <>
      <PageHeader title={t("nav.pipeline")} />
      <ListToolbar>
        <SearchInput label={t("pipeline.searchLabel")} placeholder={t("clients.searchPlaceholder")} value={search} onChange={setSearch} />
        <OwnerFilter owner={owner} onChange={setOwner} />
      </ListToolbar>
      {pipeline.isError && (
        <div role="alert" className="mb-4 flex flex-wrap items-center gap-3 text-sm">
          <p className="text-destructive">
            {t("pipeline.loadFailed")}: {apiErrorMessage(pipeline.error, t)}
          </p>
          <Button variant="outline" size="sm" onClick={() => void pipeline.refetch()}>
            {t("pipeline.retry")}
          </Button>
        </div>
      )}
      <PipelineBoard filters={filters} pipeline={pipeline.data} onOpen={(client) => setDialog({ open: true, client })} />
      {dialogUsed && dialog.client && (
        <Suspense>
          <ClientDialog open={dialog.open} client={dialog.client} onOpenChange={(open) => setDialog((current) => ({ ...current, open }))} />
        </Suspense>
      )}
    </>
  );
}
