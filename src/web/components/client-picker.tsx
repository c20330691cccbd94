import { useState } from "react";
import { Combobox, type ComboboxOption } from "@web/components/combobox";
import { useTranslation } from "@web/i18n/i18n";
import { useClientSearch } from "@web/lib/client-search";
import { useDebouncedValue } from "@web/lib/use-debounced-value";

export interface ChosenClient {
  id: string;
  name: string;
}

interface ClientPickerProps {
  id: string;
  value: ChosenClient | null;
  onChange: (client: ChosenClient | null) => void;
  /** Offers "none" first, e.g. 'No client' on an order; without it a client must be chosen. */
  noneLabel?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * One of the user's clients, searched by the server (so thousands work), listed by name
 * with the company and a LinkedIn marker.
 */
export function ClientPicker({ id, value, onChange, noneLabel, placeholder, disabled, invalid, describedBy }: ClientPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, 200);
  const clients = useClientSearch(q);
  const found = clients.data?.items ?? [];

  const options: ComboboxOption[] = [
    ...(noneLabel !== undefined && q.trim() === "" ? [{ value: null, label: noneLabel }] : []),
    ...found.map((client) => ({
      value: client.id,
      label: client.name,
      description: [client.company, client.linkedin_url ? t("clientPicker.linkedin") : null].filter(Boolean).join(" · ") || undefined,
    })),
  ];
  let statusText: string | undefined;
  if (clients.isPending) statusText = t("clientPicker.loading");
  else if (found.length === 0 && q.trim() !== "") statusText = t("clientPicker.noMatches");

  return (
    <Combobox
      id={id}
      value={value?.id ?? null}
      selectedLabel={value?.name ?? noneLabel}
      placeholder={placeholder ?? noneLabel ?? ""}
      options={options}
      search={search}
      onSearchChange={setSearch}
      searchLabel={t("clientPicker.search")}
      loading={clients.isPending}
      statusText={statusText}
      disabled={disabled}
      invalid={invalid}
      describedBy={describedBy}
      onChange={(option) => onChange(option.value === null ? null : { id: option.value, name: option.label })}
    />
  );
}
