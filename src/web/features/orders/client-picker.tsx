import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Combobox, type ComboboxOption } from "@web/components/combobox";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useClientSearch } from "./api/search-clients";

export interface ChosenClient {
  id: string;
  name: string;
}

/** The order's client: 'No client' (the default) or one of the user's clients, searched by name. */
export function ClientPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ChosenClient | null;
  onChange: (client: ChosenClient | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, 200);
  const clients = useClientSearch(q);
  const found = clients.data?.items ?? [];

  const options: ComboboxOption[] = [
    ...(q.trim() === "" ? [{ value: null, label: t("orders.noClient") }] : []),
    ...found.map((client) => ({
      value: client.id,
      label: client.name,
      description: [client.company, client.linkedin_url ? t("orders.clientPicker.linkedin") : null].filter(Boolean).join(" · ") || undefined,
    })),
  ];
  let statusText: string | undefined;
  if (clients.isPending) statusText = t("orders.clientPicker.loading");
  else if (found.length === 0 && q.trim() !== "") statusText = t("orders.clientPicker.noMatches");

  return (
    <Combobox
      id={id}
      value={value?.id ?? null}
      selectedLabel={value?.name ?? t("orders.noClient")}
      placeholder={t("orders.noClient")}
      options={options}
      search={search}
      onSearchChange={setSearch}
      searchLabel={t("orders.clientPicker.search")}
      loading={clients.isPending}
      statusText={statusText}
      onChange={(option) => onChange(option.value === null ? null : { id: option.value, name: option.label })}
    />
  );
}
