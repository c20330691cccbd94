import { useId, useState } from "react";
import type { WorkspaceSummary } from "@shared/workspaces/workspace.schema";
import { ConfirmDialogOnDemand } from "@web/components/confirm-dialog-on-demand";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { Switch } from "@web/components/ui/switch";
import { useTranslation } from "@web/i18n/i18n";
import { useLanguage } from "@web/i18n/use-language";
import { currencyLabel, currencyName } from "@web/lib/format";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useUpdateWorkspace } from "./api/update-workspace";
import { useCurrencyOptions } from "./currency-options";
import { TaxRatesSettings } from "./tax-rates-settings";
import { workspaceErrorMessage } from "./workspace-errors";

/**
 * The workspace's money (docs/product.md "Money and taxes", docs/decisions.md 96): its currency,
 * whether its prices include tax, and its tax rates. An admin or the owner changes them; a new
 * currency relabels the amounts, which are not converted, so it is confirmed first. Members read them.
 */
export function MoneySettingsSection({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const manages = workspace.role !== "member";
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("workspace.money.title")}</CardTitle>
        <CardDescription>{t("workspace.money.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-2 [&>*]:min-w-0">
        <div className="space-y-6">
          {manages ? (
            <>
              <CurrencySetting workspace={workspace} />
              <PricesIncludeTaxSetting workspace={workspace} />
            </>
          ) : (
            <MoneySettingsReadOnly workspace={workspace} />
          )}
        </div>
        <TaxRatesSettings manages={manages} />
      </CardContent>
    </Card>
  );
}

function CurrencySetting({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const options = useCurrencyOptions(workspace.currency);
  const update = useUpdateWorkspace(workspace.id);
  const [pending, setPending] = useState<string>();
  const id = useId();

  function change() {
    if (!pending) return;
    const currency = pending;
    setPending(undefined);
    update.mutate(
      { currency },
      {
        onSuccess: () => toast.success(t("workspace.money.currencyChanged", { currency: currencyLabel(currency, language) })),
        onError: (error) =>
          toast.error(t("workspace.money.currencyChangeFailed"), {
            description: workspaceErrorMessage(error, t),
            duration: TOAST_DURATION.error,
          }),
      },
    );
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t("workspace.currency")}</Label>
      <NativeSelect
        id={id}
        aria-describedby={`${id}-hint`}
        value={update.isPending ? update.variables.currency : workspace.currency}
        disabled={update.isPending}
        onChange={(event) => setPending(event.target.value)}
      >
        {options.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t("workspace.money.currencyHint")}
      </p>
      <ConfirmDialogOnDemand
        title={pending && t("workspace.money.changeCurrencyTitle", { currency: currencyLabel(pending, language) })}
        description={
          pending
            ? t("workspace.money.changeCurrencyDescription", {
                from: currencyName(workspace.currency, language),
                to: currencyName(pending, language),
              })
            : ""
        }
        confirmLabel={t("workspace.money.changeCurrencyConfirm")}
        onConfirm={change}
        onCancel={() => setPending(undefined)}
      />
    </div>
  );
}

function PricesIncludeTaxSetting({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const update = useUpdateWorkspace(workspace.id);
  const id = useId();
  // While saving, the switch shows where it is going; the workspace refetched, where it is.
  const checked = update.isPending ? (update.variables.prices_include_tax ?? workspace.prices_include_tax) : workspace.prices_include_tax;

  function toggle(pricesIncludeTax: boolean) {
    update.mutate(
      { prices_include_tax: pricesIncludeTax },
      {
        onSuccess: () => toast.success(t(pricesIncludeTax ? "workspace.money.taxIncludedNow" : "workspace.money.taxAddedNow")),
        onError: (error) =>
          toast.error(t("workspace.money.taxSettingFailed"), {
            description: workspaceErrorMessage(error, t),
            duration: TOAST_DURATION.error,
          }),
      },
    );
  }

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0 space-y-1.5">
        <Label htmlFor={id}>{t("workspace.money.pricesIncludeTax")}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t("workspace.money.pricesIncludeTaxHint")}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-hint`} checked={checked} disabled={update.isPending} onCheckedChange={toggle} />
    </div>
  );
}

/** What a member sees: the currency and whether prices include tax, as text. */
function MoneySettingsReadOnly({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <dl className="space-y-4">
      <div className="space-y-1">
        <dt className="text-sm font-medium">{t("workspace.currency")}</dt>
        <dd>{currencyLabel(workspace.currency, language)}</dd>
      </div>
      <div className="space-y-1">
        <dt className="text-sm font-medium">{t("workspace.money.prices")}</dt>
        <dd>{t(workspace.prices_include_tax ? "workspace.money.pricesIncludeTax" : "workspace.money.taxAdded")}</dd>
      </div>
    </dl>
  );
}
