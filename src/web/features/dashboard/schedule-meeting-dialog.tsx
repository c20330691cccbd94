import { useState, type FormEvent } from "react";
import { MEETING_DURATIONS_MINUTES } from "@shared/meetings/meeting.schema";
import { ClientPicker, type ChosenClient } from "@web/components/client-picker";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { useTranslation } from "@web/i18n/i18n";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";
import { useClientSearch } from "@web/lib/client-search";
import { downloadFile } from "@web/lib/download-file";
import { formatLocalizedDate, usesTwelveHourClock } from "@web/lib/localized-date";
import { useLanguage } from "@web/i18n/use-language";
import { TOAST_DURATION, toast } from "@web/lib/toast";
import { useScheduleMeeting } from "./api/schedule-meeting";
import { EMPTY_MEETING_FORM, meetingInputOf, type MeetingField, type MeetingFieldErrors, type MeetingFormValues } from "./meeting-form";

const DEFAULT_INVITATION_FILENAME = "meeting.ics";

/** The day the date field's placeholder writes as an example, in the interface language's order. */
const EXAMPLE_DAY = new Date(2026, 11, 25);

/** The form's fields, for the server's refusals (400 VALIDATION names them so). */
const MEETING_FIELDS: readonly MeetingField[] = ["client_id", "starts_at", "duration_minutes", "note"];

const errorProps = (id: string, error: string | undefined) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

interface ScheduleMeetingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The Schedule Meeting quick action: a client, a day, a time and a duration give an .ics invitation to download. */
export function ScheduleMeetingDialog({ open, onOpenChange }: ScheduleMeetingDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [values, setValues] = useState<MeetingFormValues>(EMPTY_MEETING_FORM);
  const [client, setClient] = useState<ChosenClient | null>(null);
  const [errors, setErrors] = useState<MeetingFieldErrors>({});
  const scheduleMeeting = useScheduleMeeting();
  const anyClient = useClientSearch("");
  const noClients = anyClient.isSuccess && anyClient.data.items.length === 0;

  function change(patch: Partial<MeetingFormValues>, field: MeetingField) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function close(nextOpen: boolean) {
    if (!nextOpen) setErrors({});
    onOpenChange(nextOpen);
  }

  function showFixErrorsToast() {
    toast.error(t("meetings.toasts.fixErrors"), { duration: TOAST_DURATION.error });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = meetingInputOf(values, language);
    if (!checked.ok) {
      setErrors(checked.errors);
      showFixErrorsToast();
      return;
    }
    setErrors({});
    try {
      const invitation = await scheduleMeeting.mutateAsync(checked.input);
      downloadFile(invitation.text, invitation.filename ?? DEFAULT_INVITATION_FILENAME, "text/calendar;charset=utf-8");
      toast.success(t("meetings.toasts.downloaded"));
      setValues(EMPTY_MEETING_FORM);
      setClient(null);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.code === "VALIDATION") {
        const fieldErrors = Object.fromEntries(
          Object.entries(error.fields).filter(([field]) => (MEETING_FIELDS as readonly string[]).includes(field)),
        );
        if (Object.keys(fieldErrors).length > 0) {
          setErrors(fieldErrors);
          showFixErrorsToast();
          return;
        }
      }
      const missingClient = error instanceof ApiError && error.code === "NOT_FOUND";
      toast.error(t("meetings.toasts.failed"), {
        description: missingClient ? t("validation.clientNotFound") : apiErrorMessage(error, t),
        duration: TOAST_DURATION.error,
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{t("meetings.title")}</DialogTitle>
          <DialogDescription>{t("meetings.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
          <FormField id="meeting-client" label={t("meetings.client")} error={errors.client_id}>
            <ClientPicker
              id="meeting-client"
              value={client}
              onChange={(chosen) => {
                setClient(chosen);
                change({ clientId: chosen?.id ?? null }, "client_id");
              }}
              placeholder={noClients ? t("meetings.noClients") : t("meetings.clientPlaceholder")}
              disabled={noClients}
              invalid={errors.client_id !== undefined}
              describedBy={errors.client_id ? "meeting-client-error" : undefined}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="meeting-date" label={t("meetings.date")} error={errors.starts_at}>
              <Input
                id="meeting-date"
                autoComplete="off"
                placeholder={t("meetings.datePlaceholder", { example: formatLocalizedDate(EXAMPLE_DAY, language) })}
                value={values.date}
                onChange={(event) => change({ date: event.target.value }, "starts_at")}
                {...errorProps("meeting-date", errors.starts_at)}
              />
            </FormField>
            <FormField id="meeting-time" label={t("meetings.time")}>
              <Input
                id="meeting-time"
                autoComplete="off"
                placeholder={t("meetings.timePlaceholder", { example: usesTwelveHourClock(language) ? "2:30 PM" : "14:30" })}
                value={values.time}
                onChange={(event) => change({ time: event.target.value }, "starts_at")}
                // One message for the pair, under the date.
                {...errorProps("meeting-date", errors.starts_at)}
              />
            </FormField>
          </div>
          <FormField id="meeting-duration" label={t("meetings.duration")} error={errors.duration_minutes}>
            <NativeSelect
              id="meeting-duration"
              value={values.durationMinutes}
              onChange={(event) => change({ durationMinutes: Number(event.target.value) }, "duration_minutes")}
              {...errorProps("meeting-duration", errors.duration_minutes)}
            >
              {MEETING_DURATIONS_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t("meetings.durationOption", { minutes })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="meeting-note" label={t("meetings.note")} error={errors.note}>
            <Textarea
              id="meeting-note"
              rows={3}
              placeholder={t("meetings.notePlaceholder")}
              value={values.note}
              onChange={(event) => change({ note: event.target.value }, "note")}
              {...errorProps("meeting-note", errors.note)}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={scheduleMeeting.isPending}>
              {scheduleMeeting.isPending ? t("meetings.submitting") : t("meetings.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
