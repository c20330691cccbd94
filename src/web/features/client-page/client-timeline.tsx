import { PencilIcon, Trash2Icon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { ClientEmail } from "@shared/client-emails/client-email.schema";
import type { Note } from "@shared/notes/note.schema";
import type { TimelineEntry, TimelineKind } from "@shared/timeline/timeline.schema";
import { ConfirmDialogOnDemand } from "@web/components/confirm-dialog-on-demand";
import { Link } from "@web/components/link";
import { RelativeTime } from "@web/components/relative-time";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";
import type { TextKey } from "@web/i18n/texts";
import { apiErrorMessage } from "@web/lib/api-client";
import { useSession } from "@web/lib/auth/session";
import { formatDateTime } from "@web/lib/format";
import { linkify } from "@web/lib/linkify";
import { toast } from "@web/lib/toast";
import { useNow } from "@web/lib/use-now";
import { useActiveWorkspace } from "@web/lib/workspaces";
import { useLanguage } from "@web/i18n/use-language";
import { useTimeline } from "./api/get-timeline";
import { useDeleteNote, useUpdateNote } from "./api/notes";
import { checkNoteBody, NoteComposer, NoteField, useNoteFailure } from "./note-editor";
import { canChangeNote, timelineActor, timelineSentence, wasEdited } from "./timeline-entry";

/** The dot of an entry on the timeline's line: notes, which people write, stand out from what the app records. */
const dotClass = (kind: TimelineKind) => (kind === "note.added" ? "bg-primary" : "bg-muted-foreground/60");

/** Plain text as written: its line breaks kept, its web addresses links, never read as HTML. */
function PlainText({ text, className }: { text: string; className?: string }) {
  return <p className={`whitespace-pre-wrap text-sm [overflow-wrap:anywhere] ${className ?? ""}`}>{linkify(text)}</p>;
}

/** An email's body, folded until asked for: the subject is in the entry's sentence. */
function EmailContent({ email }: { email: ClientEmail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <div className="mt-1 space-y-2">
      <Button variant="link" size="sm" className="h-auto p-0" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
        {open ? t("clientPage.timeline.hideEmail") : t("clientPage.timeline.showEmail")}
      </Button>
      <div id={bodyId} hidden={!open} className="rounded-md border bg-muted/40 p-3">
        {email.to && (
          <p className="mb-2 text-xs text-muted-foreground [overflow-wrap:anywhere]">
            {t("clientPage.timeline.emailTo", { to: email.to })}
          </p>
        )}
        <PlainText text={email.body} />
      </div>
    </div>
  );
}

interface NoteContentProps {
  clientId: string;
  note: Note;
  /** Whether the viewer may edit and delete it (its author, or an admin). */
  changeable: boolean;
}

/** A note on the timeline: its text, "edited", and for its author (or an admin) Edit and Delete in place. */
function NoteContent({ clientId, note, changeable }: NoteContentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const updateNote = useUpdateNote(clientId);
  const deleteNote = useDeleteNote(clientId);
  const showFailure = useNoteFailure();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<TextKey | undefined>();
  const [confirming, setConfirming] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const focusEditButton = useRef(false);
  const editing = draft !== null;

  // Once the text shows again, the focus goes back to the button that opened the editor.
  useEffect(() => {
    if (editing || !focusEditButton.current) return;
    focusEditButton.current = false;
    editButtonRef.current?.focus();
  }, [editing]);

  function stopEditing() {
    setDraft(null);
    setError(undefined);
    focusEditButton.current = true;
  }

  function save() {
    if (draft === null || updateNote.isPending) return;
    const invalid = checkNoteBody(draft);
    if (invalid) return setError(invalid);
    if (draft === note.body) return stopEditing();
    updateNote.mutate(
      { id: note.id, body: draft },
      {
        onSuccess: () => {
          toast.success(t("clientPage.notes.saved"));
          stopEditing();
        },
        onError: (failure) => showFailure(failure, "clientPage.notes.saveFailed", setError),
      },
    );
  }

  function remove() {
    setConfirming(false);
    deleteNote.mutate(note.id, {
      onSuccess: () => {
        toast.success(t("clientPage.notes.deleted"));
        document.getElementById("client-timeline-title")?.focus();
      },
      onError: (failure) => showFailure(failure, "clientPage.notes.deleteFailed"),
    });
  }

  if (draft !== null) {
    return (
      <form
        noValidate
        className="mt-2"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <NoteField
          label={t("clientPage.notes.editLabel")}
          labelHidden
          value={draft}
          onChange={(value) => {
            setDraft(value);
            if (error) setError(undefined);
          }}
          onSubmit={save}
          onCancel={stopEditing}
          error={error}
          autoFocus
          rows={Math.min(12, Math.max(3, draft.split("\n").length + 1))}
        >
          <Button type="button" variant="outline" size="sm" onClick={stopEditing}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" size="sm" disabled={updateNote.isPending}>
            {updateNote.isPending ? t("common.saving") : t("common.save")}
          </Button>
        </NoteField>
      </form>
    );
  }

  return (
    <>
      <PlainText text={note.body} className="mt-1" />
      {wasEdited(note) && (
        <p className="mt-1 text-xs text-muted-foreground">
          <span data-testid="note-edited" title={t("clientPage.timeline.editedAt", { when: formatDateTime(note.updated_at, language) })}>
            ({t("clientPage.timeline.edited")})
          </span>
        </p>
      )}
      {changeable && (
        <div className="mt-1 flex flex-wrap gap-1">
          <Button ref={editButtonRef} variant="ghost" size="sm" className="-ml-3" onClick={() => setDraft(note.body)}>
            <PencilIcon />
            {t("clientPage.notes.edit")}
          </Button>
          <Button variant="ghost" size="sm" disabled={deleteNote.isPending} onClick={() => setConfirming(true)}>
            <Trash2Icon />
            {t("clientPage.notes.delete")}
          </Button>
        </div>
      )}
      <ConfirmDialogOnDemand
        title={confirming ? t("clientPage.notes.deleteTitle") : undefined}
        description={t("clientPage.notes.deleteDescription")}
        confirmLabel={t("common.delete")}
        destructive
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** One entry: its dot on the line, what happened (linked to the order it concerns), who and when, and a note's or email's text. */
function TimelineItem({ clientId, entry, now }: { clientId: string; entry: TimelineEntry; now: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const viewerId = useSession().data?.user.id;
  const role = useActiveWorkspace()?.role;
  const sentence = timelineSentence(entry, t, language);
  return (
    <li className="relative pb-6 pl-6 last:pb-0" data-kind={entry.kind}>
      <span className={`absolute -left-[5px] top-1.5 size-2.5 rounded-full ring-4 ring-card ${dotClass(entry.kind)}`} aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-sm font-medium [overflow-wrap:anywhere]">
          {sentence.to ? (
            <Link to={sentence.to} className="text-primary underline-offset-4 hover:underline">
              {sentence.text}
            </Link>
          ) : (
            sentence.text
          )}
        </p>
        <p className="text-xs text-muted-foreground">
          <span className="[overflow-wrap:anywhere]">{timelineActor(entry, viewerId, t)}</span> ·{" "}
          <RelativeTime timestamp={entry.created_at} now={now} />
        </p>
        {entry.note && <NoteContent clientId={clientId} note={entry.note} changeable={canChangeNote(entry.note, viewerId, role)} />}
        {entry.email && <EmailContent email={entry.email} />}
      </div>
    </li>
  );
}

/** The client's timeline, newest first, with the new note's field above it (docs/product.md "The client page"). */
export function ClientTimeline({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const timeline = useTimeline(clientId);
  const now = useNow();
  const entries = timeline.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle id="client-timeline-title" tabIndex={-1} className="focus:outline-none">
          {t("clientPage.timeline.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <NoteComposer clientId={clientId} />
        {timeline.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t("clientPage.timeline.loading")}
          </p>
        ) : timeline.isError ? (
          <p className="text-sm text-destructive" role="alert">
            {t("clientPage.timeline.loadFailed")}: {apiErrorMessage(timeline.error, t)}
          </p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("clientPage.timeline.empty")}</p>
        ) : (
          <ol className="ml-1 border-l" aria-labelledby="client-timeline-title" data-testid="client-timeline">
            {entries.map((entry) => (
              // A note keeps its element when the timeline is fetched again after it was added.
              <TimelineItem key={entry.note ? `note-${entry.note.id}` : entry.id} clientId={clientId} entry={entry} now={now} />
            ))}
          </ol>
        )}
        {timeline.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="outline" size="sm" disabled={timeline.isFetchingNextPage} onClick={() => void timeline.fetchNextPage()}>
              {timeline.isFetchingNextPage ? t("common.loadingMore") : t("clientPage.timeline.loadMore")}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
