import { ClockIcon, UserRoundIcon } from "lucide-react";
import { useContext, useEffect, useId, useRef, type KeyboardEvent } from "react";
import type { Client } from "@shared/clients/client.schema";
import { useTranslation } from "@web/i18n/i18n";
import { useLanguage } from "@web/i18n/use-language";
import { cn } from "@web/lib/cn";
import { formatDateTime, formatRelativeTime } from "@web/lib/format";
import { DragBindingsContext, type CardDrag } from "./drag-bindings";

/** What a dragged card carries: the client, as its column listed it. */
export interface CardData {
  client: Client;
}

interface CardDetailsProps {
  client: Client;
  /** The owner's name; empty while the members load. */
  ownerName: string;
  id?: string;
}

/** The card's lines under the name: the company, the owner, when it last changed, and the LinkedIn marker. */
function CardDetails({ client, ownerName, id }: CardDetailsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div id={id} className="mt-1 space-y-1 text-xs text-muted-foreground">
      {client.company && <p className="truncate">{client.company}</p>}
      {/* Kept in place, unseen, until the members arrive: the card does not grow under the pointer. */}
      <p className={cn("flex items-center gap-1.5", !ownerName && "invisible")}>
        <UserRoundIcon className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">{t("pipeline.card.owner", { name: ownerName })}</span>
      </p>
      <p className="flex items-center gap-1.5">
        <ClockIcon className="size-3.5 shrink-0" aria-hidden="true" />
        <time className="truncate" dateTime={client.updated_at} title={formatDateTime(client.updated_at, language)}>
          {t("pipeline.card.changed", { when: formatRelativeTime(client.updated_at, language) })}
        </time>
      </p>
    </div>
  );
}

/** A LinkedIn profile's marker: the network's "in", with its name for screen readers. */
function LinkedinMarker({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <span
      id={id}
      className="inline-flex size-5 shrink-0 items-center justify-center rounded bg-primary text-[0.625rem] font-bold leading-none text-primary-foreground"
      title={t("pipeline.card.linkedin")}
      data-testid="linkedin-marker"
    >
      <span aria-hidden="true">in</span>
      <span className="sr-only">{t("pipeline.card.linkedin")}</span>
    </span>
  );
}

/** The card's face, in its column and under the pointer while it moves (the drag overlay). */
export function CardFace({ client, ownerName, idPrefix }: { client: Client; ownerName: string; idPrefix?: string }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-medium">{client.name}</p>
        {client.linkedin_url && <LinkedinMarker id={idPrefix && `${idPrefix}-linkedin`} />}
      </div>
      <CardDetails client={client} ownerName={ownerName} id={idPrefix && `${idPrefix}-details`} />
    </>
  );
}

export const CARD_CLASSES = "block w-full rounded-md border bg-card p-3 text-left text-card-foreground shadow-sm";

interface PipelineCardProps {
  client: Client;
  ownerName: string;
  onOpen: (client: Client) => void;
  /** Whether this card should take the focus as it appears (after a move by keyboard, in its new column). */
  takesFocus: boolean;
  onFocusTaken: () => void;
}

/**
 * A client on the board: a click, or Enter, opens the client's page; a drag, or Space then the arrow keys,
 * moves it to another column (docs/product.md "Pipeline").
 */
export function PipelineCard(props: PipelineCardProps) {
  const { Card } = useContext(DragBindingsContext);
  return <Card client={props.client}>{(drag) => <CardElement {...props} drag={drag} />}</Card>;
}

function CardElement({ client, ownerName, onOpen, takesFocus, onFocusTaken, drag }: PipelineCardProps & { drag: CardDrag | undefined }) {
  const idPrefix = useId();
  const node = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (takesFocus && node.current) {
      node.current.focus();
      onFocusTaken();
    }
  }, [takesFocus, onFocusTaken]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    drag?.listeners?.onKeyDown?.(event);
    if (event.key === "Enter" && !event.defaultPrevented && !drag?.isDragging) {
      event.preventDefault();
      onOpen(client);
    }
  }

  return (
    <div
      ref={(element) => {
        node.current = element;
        drag?.setNodeRef(element);
      }}
      role="button"
      tabIndex={0}
      {...drag?.attributes}
      {...drag?.listeners}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(client)}
      aria-label={client.name}
      // Read after the name: the details, the LinkedIn marker, then how to move the card.
      aria-describedby={[`${idPrefix}-details`, client.linkedin_url && `${idPrefix}-linkedin`, drag?.attributes["aria-describedby"]]
        .filter(Boolean)
        .join(" ")}
      data-card-id={client.id}
      className={cn(
        CARD_CLASSES,
        "cursor-grab touch-manipulation transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        drag?.isDragging && "opacity-40",
      )}
    >
      <CardFace client={client} ownerName={ownerName} idPrefix={idPrefix} />
    </div>
  );
}
