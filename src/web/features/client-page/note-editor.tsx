import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { NOTE_BODY_MAX_LENGTH } from "@shared/notes/note-limits";
import { Button } from "@web/components/ui/button";
import { Textarea } from "@web/components/ui/textarea";
import { useTranslation } from "@web/i18n/i18n";
import type { TextKey } from "@web/i18n/texts";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";
import { formatInteger } from "@web/lib/format";
import { useLanguage } from "@web/i18n/use-language";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useAddNote } from "./api/notes";

/** The counter shows once the note nears its limit. */
const COUNTER_FROM = NOTE_BODY_MAX_LENGTH * 0.9;

/**
 * How a refused note is told: the field's own message under it (too long, empty), the author
 * rule as such, anything else as a toast in the interface language.
 */
export function noteFailure(error: unknown): { field: TextKey } | { toast: TextKey | undefined } {
  if (error instanceof ApiError && error.fields.body) return { field: error.fields.body as TextKey };
  if (error instanceof ApiError && (error.status === 403 || error.code === "FORBIDDEN")) return { toast: "clientPage.notes.notAuthor" };
  return { toast: undefined };
}

/** Shows a refusal: under the field when there is one to point at, else as a toast titled `title`. */
export function useNoteFailure() {
  const { t } = useTranslation();
  return (error: unknown, title: TextKey, setFieldError?: (key: TextKey) => void) => {
    const failure = noteFailure(error);
    if ("field" in failure && setFieldError) return setFieldError(failure.field);
    const description = "field" in failure ? t(failure.field) : failure.toast ? t(failure.toast) : apiErrorMessage(error, t);
    toast.error(t(title), { description, duration: TOAST_DURATION.error });
  };
}

interface NoteFieldProps {
  label: string;
  /** The label is read by screen readers only (the field of a note edited in place). */
  labelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Ctrl+Enter or ⌘+Enter. */
  onSubmit: () => void;
  /** Escape, when the field can be left without saving. */
  onCancel?: () => void;
  /** A translation key, under the field. */
  error: TextKey | undefined;
  placeholder?: string;
  autoFocus?: boolean;
  rows?: number;
  /** The buttons under the field. */
  children: ReactNode;
}

/** A note's text being written: its label, the field, the counter near the limit, the error, the buttons. */
export function NoteField({
  label,
  labelHidden,
  value,
  onChange,
  onSubmit,
  onCancel,
  error,
  placeholder,
  autoFocus,
  rows = 3,
  children,
}: NoteFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const nearLimit = value.length >= COUNTER_FROM;

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    } else if (event.key === "Escape" && onCancel) {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={id} className={labelHidden ? "sr-only" : "text-sm font-medium"}>
        {label}
      </label>
      <Textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={NOTE_BODY_MAX_LENGTH}
        placeholder={placeholder}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : "", nearLimit ? counterId : ""].filter(Boolean).join(" ") || undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-20 resize-y"
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {t(error)}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={counterId} className="text-xs text-muted-foreground" aria-live="polite">
          {nearLimit
            ? t("clientPage.notes.counter", {
                used: formatInteger(value.length, language),
                max: formatInteger(NOTE_BODY_MAX_LENGTH, language),
              })
            : t("clientPage.notes.shortcut")}
        </p>
        <div className="ml-auto flex flex-wrap gap-2">{children}</div>
      </div>
    </div>
  );
}

/** Whether a note's text can be sent: the server trims it and refuses it empty. */
const isBlank = (body: string) => body.trim() === "";

/** Checks the text in the page first, as the server would, so that an empty note is told at once. */
export function checkNoteBody(body: string): TextKey | undefined {
  if (isBlank(body)) return "validation.noteRequired";
  if (body.length > NOTE_BODY_MAX_LENGTH) return "validation.noteTooLong";
  return undefined;
}

/** The new note above the timeline: "Add note", or Ctrl+Enter; it then shows first on the timeline. */
export function NoteComposer({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const [body, setBody] = useState("");
  const [error, setError] = useState<TextKey | undefined>();
  const showFailure = useNoteFailure();
  const addNote = useAddNote(clientId);
  const adding = addNote.isPending;

  function add() {
    if (adding) return;
    const invalid = checkNoteBody(body);
    if (invalid) return setError(invalid);
    addNote.mutate(body, {
      onSuccess: () => {
        setBody("");
        setError(undefined);
        toast.success(t("clientPage.notes.added"));
      },
      onError: (failure) => showFailure(failure, "clientPage.notes.addFailed", setError),
    });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <NoteField
        label={t("clientPage.notes.label")}
        value={body}
        onChange={(value) => {
          setBody(value);
          if (error) setError(undefined);
        }}
        onSubmit={add}
        error={error}
        placeholder={t("clientPage.notes.placeholder")}
      >
        <Button type="submit" size="sm" disabled={adding}>
          {adding ? t("clientPage.notes.adding") : t("clientPage.notes.add")}
        </Button>
      </NoteField>
    </form>
  );
}
