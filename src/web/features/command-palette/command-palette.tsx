import { Command } from "cmdk";
import {
  BoxIcon,
  BuildingIcon,
  KeyboardIcon,
  LanguagesIcon,
  ListTodoIcon,
  LogOutIcon,
  PackagePlusIcon,
  SearchIcon,
  ShoppingCartIcon,
  UserIcon,
  UserPlusIcon,
  type LucideIcon,
} from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { LANGUAGES } from "@shared/languages";
import { SCREENS } from "@shared/screens";
import { THEME_CHOICES } from "@shared/theme";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { useTextSection } from "@web/i18n/use-text-section";
import { useLanguage } from "@web/i18n/use-language";
import { formatInteger } from "@web/lib/format";
import { newRecordPath } from "@web/lib/new-record-request";
import { useOnline } from "@web/lib/online";
import { setThemeChoice, THEME_ICONS, useThemeChoice } from "@web/lib/theme";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { useWorkspaces } from "@web/lib/workspaces";
import { commandMatches } from "./palette-commands";
import { paletteRecordsFor, usePaletteSearch } from "./palette-search";

/** How long typing must pause before the search goes out: a fast typist sends one search, not one per letter. */
const SEARCH_DEBOUNCE_MS = 150;

interface PaletteCommand {
  id: string;
  label: string;
  icon: LucideIcon;
  /** The language the label's name is written in (a language's own name). */
  lang?: string;
  run: () => void;
}

interface PaletteGroup {
  heading: string;
  options: { value: string; icon: LucideIcon; run: () => void; content: ReactNode }[];
}

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut: () => void;
  onSwitchWorkspace: (id: string, name: string) => void;
  onShowShortcuts: () => void;
  /** What was typed before the palette's first render, which the search box starts with. */
  typedAhead: string;
}

/**
 * Search and commands (docs/product.md "Command palette and shortcuts"): clients, items and orders
 * found as one types, the screens, and what one does from anywhere (new client, order or task,
 * another workspace, language or theme, the shortcuts, signing out). cmdk gives the combobox and
 * listbox roles, the arrow keys and Enter; the dialog traps the focus; a status line tells screen
 * readers how many results there are.
 */
export function CommandPalette({ open, onOpenChange, onSignOut, onSwitchWorkspace, onShowShortcuts, typedAhead }: CommandPaletteProps) {
  const { t, i18n } = useTextSection("palette");
  const language = useLanguage();
  const navigate = useNavigate();
  const themeChoice = useThemeChoice();
  const workspaces = useWorkspaces().data?.items ?? [];
  /** The root list, or the choice of the client a new task is for. */
  const [page, setPage] = useState<"root" | "newTask">("root");
  const [typed, setTyped] = useState(typedAhead);
  const searchBox = useRef<HTMLInputElement>(null);
  const q = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = usePaletteSearch(q, { clientsOnly: page === "newTask" });
  // Offline, a search waits for the connection: the palette says so rather than "Searching…".
  const online = useOnline();
  /** The option the user moved to, among the options shown then (their values, joined). */
  const [moved, setMoved] = useState<{ value: string; among: string } | null>(null);

  function close() {
    onOpenChange(false);
    setPage("root");
    setTyped("");
  }
  const run = (action: () => void) => () => {
    close();
    action();
  };
  const go = (path: string) => run(() => void navigate(path));

  const commandGroups: { heading: string; commands: PaletteCommand[] }[] =
    page === "root"
      ? [
          {
            heading: t("palette.groups.actions"),
            commands: [
              { id: "new-client", label: t("palette.actions.newClient"), icon: UserPlusIcon, run: go(newRecordPath("/clients")) },
              { id: "new-order", label: t("palette.actions.newOrder"), icon: ShoppingCartIcon, run: go(newRecordPath("/orders")) },
              { id: "new-item", label: t("palette.actions.newItem"), icon: PackagePlusIcon, run: go(newRecordPath("/inventory")) },
              {
                id: "new-task",
                label: t("palette.actions.newTask"),
                icon: ListTodoIcon,
                run: () => {
                  setPage("newTask");
                  setTyped("");
                },
              },
              { id: "shortcuts", label: t("palette.actions.shortcuts"), icon: KeyboardIcon, run: run(onShowShortcuts) },
              { id: "sign-out", label: t("palette.actions.signOut"), icon: LogOutIcon, run: run(onSignOut) },
            ],
          },
          {
            heading: t("palette.groups.screens"),
            commands: [
              ...SCREENS.flatMap(({ nav, path }) => (nav ? [{ id: `screen:${path}`, label: t(`nav.${nav}`), path }] : [])),
              { id: "screen:/activity", label: t("palette.screens.activity"), path: "/activity" },
              { id: "screen:/settings", label: t("palette.screens.settings"), path: "/settings" },
              { id: "screen:/settings/workspace", label: t("palette.screens.workspaceSettings"), path: "/settings/workspace" },
            ].map(({ id, label, path }) => ({ id, label, icon: SearchIcon, run: go(path) })),
          },
          {
            heading: t("palette.groups.workspaces"),
            commands: workspaces
              .filter((workspace) => !workspace.active)
              .map((workspace) => ({
                id: `workspace:${workspace.id}`,
                label: t("palette.workspace", { name: workspace.name }),
                icon: BuildingIcon,
                run: run(() => onSwitchWorkspace(workspace.id, workspace.name)),
              })),
          },
          {
            heading: t("palette.groups.theme"),
            commands: THEME_CHOICES.filter((choice) => choice !== themeChoice).map((choice) => ({
              id: `theme:${choice}`,
              label: t("palette.theme", { theme: t(`theme.${choice}`) }),
              icon: THEME_ICONS[choice],
              run: run(() => setThemeChoice(choice)),
            })),
          },
          {
            heading: t("palette.groups.language"),
            commands: LANGUAGES.filter(({ code }) => code !== language).map(({ code, nativeName }) => ({
              id: `language:${code}`,
              label: t("palette.language", { language: nativeName }),
              icon: LanguagesIcon,
              run: run(() => void i18n.changeLanguage(code)),
            })),
          },
        ]
          .map((group) => ({ ...group, commands: group.commands.filter((command) => commandMatches(command.label, typed)) }))
          .filter((group) => group.commands.length > 0)
      : [];

  const searched = q.trim() !== "" || page === "newTask";
  const shownRecords = paletteRecordsFor(searched ? search.data : undefined, typed);
  // Records first, then the commands: one list of groups, whose options are also what Enter and the arrows move through.
  const groups: PaletteGroup[] = [
    {
      heading: t("palette.groups.clients"),
      options: shownRecords.clients.map((client) => ({
        value: `client:${client.id}`,
        icon: UserIcon,
        run: go(page === "newTask" ? newRecordPath(`/clients/${client.id}`) : `/clients/${client.id}`),
        content: (
          <>
            <span className="truncate">{client.name}</span>
            <span className="truncate text-muted-foreground">{client.company || client.email}</span>
          </>
        ),
      })),
    },
    {
      heading: t("palette.groups.orders"),
      options: shownRecords.orders.map((order) => ({
        value: `order:${order.id}`,
        icon: ShoppingCartIcon,
        run: go(`/orders/${order.id}`),
        content: (
          <>
            <span className="shrink-0">{t("palette.order", { number: order.number })}</span>
            <span className="truncate text-muted-foreground">{order.client_name}</span>
            <span className="ml-auto shrink-0 text-muted-foreground">{t(`orders.status.${order.status}`)}</span>
          </>
        ),
      })),
    },
    {
      heading: t("palette.groups.items"),
      options: shownRecords.items.map((item) => ({
        value: `item:${item.id}`,
        icon: BoxIcon,
        run: go(`/inventory?q=${encodeURIComponent(item.item_name)}`),
        content: (
          <>
            <span className="truncate">{item.item_name}</span>
            <span className="ml-auto shrink-0 text-muted-foreground">
              {t("palette.inStock", { quantity: formatInteger(item.quantity, language) })}
            </span>
          </>
        ),
      })),
    },
    ...commandGroups.map(({ heading, commands }) => ({
      heading,
      options: commands.map(({ id, label, icon, lang, run }) => ({
        value: id,
        icon,
        run,
        content: (
          <span className="truncate" lang={lang}>
            {label}
          </span>
        ),
      })),
    })),
  ].filter((group) => group.options.length > 0);
  const optionValues = groups.flatMap((group) => group.options.map((option) => option.value));
  const resultCount = optionValues.length;
  // The first option is the one Enter opens, each time the options change: never one left from an earlier search.
  const shownOptions = optionValues.join(" ");
  const selected = moved?.among === shownOptions ? moved.value : (optionValues[0] ?? "");
  const waiting = search.isFetching && searched;
  const announcement = search.isError
    ? t("palette.searchFailed")
    : !online && searched && resultCount === 0
      ? t("palette.offline")
      : waiting && resultCount === 0
        ? t("palette.searching")
        : resultCount === 0
          ? t("palette.noResults", { query: typed.trim() })
          : t("palette.results", { count: resultCount });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        closeLabel={t("common.close")}
        className="top-4 max-h-[calc(100dvh-2rem)] translate-y-0 gap-0 overflow-hidden p-0 sm:top-[12vh] sm:max-w-xl"
        onOpenAutoFocus={(event) => {
          // The search box takes the focus with the caret after what it holds (typed while the palette
          // loaded), which Radix would select and the next key replace.
          event.preventDefault();
          const input = searchBox.current;
          input?.focus();
          input?.setSelectionRange(input.value.length, input.value.length);
        }}
      >
        <DialogTitle className="sr-only">{t("palette.title")}</DialogTitle>
        <DialogDescription className="sr-only">{t("palette.description")}</DialogDescription>
        <Command
          label={t("palette.title")}
          shouldFilter={false}
          loop
          value={selected}
          onValueChange={(value) => setMoved({ value, among: shownOptions })}
          className="flex min-h-0 flex-col"
        >
          {page === "newTask" && <p className="px-4 pt-4 text-xs font-semibold text-muted-foreground">{t("palette.newTask.heading")}</p>}
          <div className="flex items-center gap-2 border-b px-4 pr-12">
            <SearchIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <Command.Input
              ref={searchBox}
              value={typed}
              onValueChange={setTyped}
              onKeyDown={(event) => {
                // Backspace in the empty box leaves the choice of a client for the root list.
                if (event.key === "Backspace" && typed === "" && page !== "root") setPage("root");
              }}
              placeholder={page === "newTask" ? t("palette.newTask.placeholder") : t("palette.placeholder")}
              className="h-12 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-placeholder sm:text-sm"
            />
          </div>
          <Command.List className="max-h-[min(60dvh,26rem)] overflow-y-auto overscroll-contain p-2 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground">
            {search.isError ? (
              <p role="alert" className="px-2 py-6 text-center text-sm text-destructive">
                {t("palette.searchFailed")}
              </p>
            ) : (
              resultCount === 0 && (
                <p className="px-2 py-6 text-center text-sm text-muted-foreground">{waiting ? t("palette.searching") : announcement}</p>
              )
            )}
            {groups.map((group) => (
              <Command.Group key={group.heading} heading={group.heading}>
                {group.options.map((option) => (
                  <PaletteItem key={option.value} value={option.value} icon={option.icon} onSelect={option.run}>
                    {option.content}
                  </PaletteItem>
                ))}
              </Command.Group>
            ))}
          </Command.List>
          <p className="hidden border-t px-4 py-2 text-xs text-muted-foreground sm:block">{t("palette.hint")}</p>
        </Command>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </DialogContent>
    </Dialog>
  );
}

function PaletteItem({
  value,
  icon: Icon,
  onSelect,
  children,
}: {
  value: string;
  icon: LucideIcon;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <Command.Item
      value={value}
      onSelect={onSelect}
      className="flex min-w-0 cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
    >
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      {children}
    </Command.Item>
  );
}
