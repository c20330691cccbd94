import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Note } from "@shared/notes/note.schema";
import type { TimelineEntry } from "@shared/timeline/timeline.schema";
import { apiRequest } from "@web/lib/api-client";
import { mapTimelineEntries, timelineQueryOptions, timelineQueryKey, type TimelineData } from "./get-timeline";

/** A new note as the timeline shows it, until the timeline is fetched again. */
function noteEntry(note: Note): TimelineEntry {
  return {
    id: note.id,
    kind: "note.added",
    created_at: note.created_at,
    actor_id: note.author_id,
    actor_name: note.author_name,
    from: null,
    to: null,
    order: null,
    task: null,
    invoice: null,
    sent_to: null,
    starts_at: null,
    note,
    email: null,
  };
}

export const addNote = ({ clientId, body }: { clientId: string; body: string }) =>
  apiRequest<Note>(`/clients/${encodeURIComponent(clientId)}/notes`, { method: "POST", body: { body } });

export const updateNote = ({ id, body }: { id: string; body: string }) =>
  apiRequest<Note>(`/notes/${encodeURIComponent(id)}`, { method: "PATCH", body: { body } });

export const deleteNote = (id: string) => apiRequest<void>(`/notes/${encodeURIComponent(id)}`, { method: "DELETE" });

/**
 * The notes' changes show on the timeline as soon as the server has saved them, then the
 * timeline is fetched again (the live updates would do it a moment later).
 */
function useTimelineCache(clientId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = timelineQueryOptions(clientId);
  return {
    update: (change: (data: TimelineData | undefined) => TimelineData | undefined) =>
      queryClient.setQueryData<TimelineData>(queryKey, change),
    refresh: () => queryClient.invalidateQueries({ queryKey: timelineQueryKey(clientId) }),
  };
}

/** Adds a note to the client; it shows first on the timeline at once. */
export function useAddNote(clientId: string) {
  const timeline = useTimelineCache(clientId);
  return useMutation({
    mutationFn: (body: string) => addNote({ clientId, body }),
    onSuccess: (note) => {
      timeline.update((data) => {
        if (!data || data.pages.length === 0) return data;
        const [first, ...rest] = data.pages;
        return { ...data, pages: [{ ...first!, items: [noteEntry(note), ...first!.items] }, ...rest] };
      });
      void timeline.refresh();
    },
  });
}

/** Changes a note's text; the timeline shows the new text at once. */
export function useUpdateNote(clientId: string) {
  const timeline = useTimelineCache(clientId);
  return useMutation({
    mutationFn: updateNote,
    onSuccess: (note) => {
      timeline.update((data) => mapTimelineEntries(data, (entry) => (entry.note?.id === note.id ? { ...entry, note } : entry)));
      void timeline.refresh();
    },
  });
}

/** Deletes a note; its entry leaves the timeline at once. */
export function useDeleteNote(clientId: string) {
  const timeline = useTimelineCache(clientId);
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: (_nothing, id) => {
      timeline.update((data) => mapTimelineEntries(data, (entry) => (entry.note?.id === id ? null : entry)));
      void timeline.refresh();
    },
  });
}
