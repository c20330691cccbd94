import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { clientCreateBody, clientFormSchema, EMPTY_CLIENT_FORM, type Client, type ClientFormValues } from "@shared/clients/client.schema";
import { CLIENT_STATUSES } from "@shared/clients/client-status";
import { LANGUAGES } from "@shared/languages";
import type { WorkspaceMember } from "@shared/workspaces/workspace.schema";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { useTranslation } from "@web/i18n/i18n";
import { ApiError, apiErrorMessage } from "@web/lib/api-client";
import { useSession, useSessionExpired } from "@web/lib/auth/session";
import { showServerFieldErrors } from "@web/lib/server-field-errors";
import { TOAST_DURATION, toast, toastsShown } from "@web/lib/toast";
import { memberLabel, useWorkspaceMembers } from "@web/lib/workspaces";
import { useCreateClient } from "./api/create-client";
import { useUpdateClient } from "./api/update-client";

/** docs/product.md "Clients": after an authentication failure, /auth follows after 1.5 s. */
const SIGN_IN_REDIRECT_DELAY_MS = 1500;

const TEXT_FIELDS = [
  { name: "name", label: "clients.fields.name", placeholder: "clients.placeholders.name", type: "text", autoComplete: "name" },
  { name: "email", label: "clients.fields.email", placeholder: "clients.placeholders.email", type: "email", autoComplete: "email" },
  { name: "phone", label: "clients.fields.phone", placeholder: "clients.placeholders.phone", type: "tel", autoComplete: "tel" },
  {
    name: "company",
    label: "clients.fields.company",
    placeholder: "clients.placeholders.company",
    type: "text",
    autoComplete: "organization",
  },
  {
    name: "position",
    label: "clients.fields.position",
    placeholder: "clients.placeholders.position",
    type: "text",
    autoComplete: "organization-title",
  },
  {
    name: "linkedin_url",
    label: "clients.fields.linkedinUrl",
    placeholder: "clients.placeholders.linkedinUrl",
    type: "url",
    autoComplete: "url",
  },
] as const;

function formValuesOf(client: Client): ClientFormValues {
  return {
    name: client.name,
    email: client.email ?? "",
    phone: client.phone ?? "",
    company: client.company ?? "",
    position: client.position ?? "",
    linkedin_url: client.linkedin_url ?? "",
    status: client.status,
    address: client.address ?? "",
    tax_id: client.tax_id ?? "",
    preferred_language: client.preferred_language ?? "",
    owner_id: client.owner_id,
  };
}

/**
 * The members a client can be given to, and the current owner even before the members arrive
 * (the user's own name, or no name for an account the list no longer holds).
 */
function ownerOptions(
  members: WorkspaceMember[] | undefined,
  ownerId: string,
  me: { id: string; name: string; email: string } | undefined,
): { value: string; label: string | undefined }[] {
  const options: { value: string; label: string | undefined }[] = (members ?? []).map((member) => ({
    value: member.user_id,
    label: memberLabel(member),
  }));
  if (ownerId !== "" && !options.some((option) => option.value === ownerId)) {
    options.unshift({ value: ownerId, label: me && ownerId === me.id ? memberLabel(me) : undefined });
  }
  return options;
}

interface ClientFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client to edit; without one the dialog adds a new client. */
  client?: Client;
}

/** The add-client dialog (docs/product.md "Clients"), which also edits a client when given one. */
export function ClientFormDialog({ open, onOpenChange, client }: ClientFormDialogProps) {
  const { t } = useTranslation();
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const sessionExpired = useSessionExpired();
  const me = useSession().data?.user;
  const members = useWorkspaceMembers().data?.items;
  // A new client is the adder's unless they name another member.
  const emptyForm = useMemo(() => ({ ...EMPTY_CLIENT_FORM, owner_id: me?.id ?? "" }), [me?.id]);
  const form = useForm<ClientFormValues>({
    resolver: zodResolver(clientFormSchema),
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = form.formState;
  const editing = client !== undefined;

  useEffect(() => {
    if (open && client) form.reset(formValuesOf(client));
  }, [open, client, form]);

  function close(nextOpen: boolean) {
    if (!nextOpen) {
      form.clearErrors();
      if (editing) form.reset(emptyForm);
    }
    onOpenChange(nextOpen);
  }

  function showFormErrorsToast() {
    toast.error(t("clients.toasts.fixErrors"), { duration: TOAST_DURATION.error });
  }

  async function save(values: ClientFormValues) {
    try {
      if (client) {
        await updateClient.mutateAsync({ id: client.id, patch: values });
        toast.success(t("clients.toasts.updated"));
      } else {
        await createClient.mutateAsync(clientCreateBody(values));
        toast.success(t("clients.toasts.added"));
      }
      form.reset(emptyForm);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.isUnauthenticated) {
        toast.error(t("clients.toasts.signInToAdd"), { duration: TOAST_DURATION.error });
        void toastsShown().then(() => setTimeout(() => void sessionExpired(), SIGN_IN_REDIRECT_DELAY_MS));
        return;
      }
      if (showServerFieldErrors(form, error)) {
        showFormErrorsToast();
        return;
      }
      const message = apiErrorMessage(error, t);
      toast.error(
        editing ? t("clients.toasts.updateFailedWithMessage", { message }) : t("clients.toasts.addFailedWithMessage", { message }),
        { duration: TOAST_DURATION.error },
      );
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{editing ? t("clients.editTitle") : t("clients.addTitle")}</DialogTitle>
          <DialogDescription>{editing ? t("clients.editDescription") : t("clients.addDescription")}</DialogDescription>
        </DialogHeader>
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit(save, showFormErrorsToast)}>
          {TEXT_FIELDS.map((field) => {
            const id = `client-${field.name}`;
            const error = errors[field.name]?.message;
            return (
              <FormField key={field.name} id={id} label={t(field.label)} error={error}>
                <Input
                  id={id}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  placeholder={t(field.placeholder)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  {...form.register(field.name)}
                />
              </FormField>
            );
          })}
          <Controller
            control={form.control}
            name="status"
            render={({ field, fieldState }) => (
              <FormField id="client-status" label={t("clients.fields.status")} error={fieldState.error?.message}>
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="client-status" ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {CLIENT_STATUSES.map((status) => (
                      <SelectItem key={status} value={status}>
                        {t(`clients.status.${status}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="owner_id"
            render={({ field, fieldState }) => (
              <FormField id="client-owner" label={t("clients.fields.owner")} error={fieldState.error?.message}>
                <NativeSelect
                  id="client-owner"
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={fieldState.error ? "client-owner-error" : undefined}
                >
                  {ownerOptions(members, field.value, me).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label ?? t("common.empty")}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
          />
          <fieldset className="space-y-4">
            <legend className="mb-4 text-base font-semibold">{t("clients.billingDetails")}</legend>
            <FormField id="client-address" label={t("clients.fields.address")} error={errors.address?.message}>
              <Textarea
                id="client-address"
                rows={3}
                autoComplete="street-address"
                placeholder={t("clients.placeholders.address")}
                aria-invalid={errors.address ? true : undefined}
                aria-describedby={errors.address ? "client-address-error" : undefined}
                {...form.register("address")}
              />
            </FormField>
            <FormField id="client-tax-id" label={t("clients.fields.taxId")} error={errors.tax_id?.message}>
              <Input
                id="client-tax-id"
                autoComplete="off"
                placeholder={t("clients.placeholders.taxId")}
                aria-invalid={errors.tax_id ? true : undefined}
                aria-describedby={errors.tax_id ? "client-tax-id-error" : undefined}
                {...form.register("tax_id")}
              />
            </FormField>
            <FormField
              id="client-preferred-language"
              label={t("clients.fields.preferredLanguage")}
              error={errors.preferred_language?.message}
            >
              <NativeSelect
                id="client-preferred-language"
                aria-invalid={errors.preferred_language ? true : undefined}
                aria-describedby={errors.preferred_language ? "client-preferred-language-error" : undefined}
                {...form.register("preferred_language")}
              >
                <option value="">{t("clients.workspaceLanguage")}</option>
                {LANGUAGES.map((language) => (
                  <option key={language.code} value={language.code} lang={language.code}>
                    {language.nativeName}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </fieldset>
          {/* Kept in view at the foot of a dialog taller than the screen (a phone's, with the messages shown). */}
          <DialogFooter className="sticky bottom-0 -mx-6 -mb-6 bg-background px-6 pb-6 pt-2">
            <Button variant="outline" onClick={() => close(false)}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {editing
                ? isSubmitting
                  ? t("clients.updating")
                  : t("clients.update")
                : isSubmitting
                  ? t("clients.submitting")
                  : t("clients.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
