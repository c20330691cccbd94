import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeftIcon, PencilIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { OrderDetail, OrderLine } from "@shared/orders/order.schema";
import { isLineEditingAllowed, type OrderStatus } from "@shared/orders/order-status";
import { orderNumber } from "@shared/orders/order-number";
import { DataList } from "@web/components/data-list";
import { Link } from "@web/components/link";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { ApiError } from "@web/lib/api-client";
import { formatDateTime, formatInteger, formatMoney } from "@web/lib/format";
import { formatLocalizedNumber } from "@web/lib/localized-number";
import { useLanguage } from "@web/i18n/use-language";
import { getOrderQueryOptions, useOrder } from "./api/get-order";
import { useUpdateOrder } from "./api/update-order";
import { canSaveLines, type EditableLine } from "./order-lines";
import { OrderLinesEditor } from "./order-lines-editor";
import { useSaveOrderLines } from "./use-save-order-lines";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderStatusSelect } from "./order-status-select";

function editableLinesOf(order: OrderDetail, language: string): EditableLine[] {
  return order.lines.map((line) => ({
    key: line.id,
    id: line.id,
    item: { id: line.inventory_item_id, name: line.item_name, unit_price: line.unit_price },
    quantity: formatLocalizedNumber(line.quantity, language, "integer", { grouped: false }),
  }));
}

function BackToOrders() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
      <Link to="/orders">
        <ArrowLeftIcon />
        {t("orders.back")}
      </Link>
    </Button>
  );
}

export function OrderDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const order = useOrder(id);

  if (order.isPending) {
    return (
      <p className="text-muted-foreground" role="status">
        {t("app.loading")}
      </p>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof ApiError && (order.error.code === "NOT_FOUND" || order.error.code === "VALIDATION");
    return (
      <>
        <BackToOrders />
        <PageHeader title={missing ? t("orders.notFound") : t("orders.toasts.loadFailed")} />
      </>
    );
  }
  // Keyed by the saved version, so that a save or a change from elsewhere starts the view afresh.
  return <OrderView key={order.data.updated_at} order={order.data} />;
}

function OrderView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const updateOrder = useUpdateOrder();
  const [editing, setEditing] = useState(false);
  const [lines, setLines] = useState<EditableLine[]>(() => editableLinesOf(order, language));
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const { errors, clearErrors, save: saveLines } = useSaveOrderLines({ empty: "noItemsInOrder", saved: "updated", failed: "updateFailed" });
  const number = orderNumber(order.id);

  function startEditing() {
    setLines(editableLinesOf(order, language));
    setStatus(order.status);
    clearErrors();
    setEditing(true);
  }

  async function save() {
    const saved = await saveLines(lines, (checked) =>
      updateOrder.mutateAsync({ id: order.id, patch: { lines: checked, ...(status !== order.status ? { status } : {}) } }),
    );
    if (saved) setEditing(false);
  }

  return (
    <>
      <BackToOrders />
      <PageHeader
        title={t("orders.number", { number })}
        documentTitle={t("orders.orderTitle", { number })}
        actions={
          !editing &&
          isLineEditingAllowed(order.status) && (
            <Button onClick={startEditing}>
              <PencilIcon />
              {t("orders.edit")}
            </Button>
          )
        }
      />
      <div className="mb-6 grid gap-4 lg:grid-cols-3">
        <SummaryCard title={t("orders.fields.status")}>
          <OrderStatusBadge status={order.status} />
        </SummaryCard>
        <SummaryCard title={t("orders.fields.client")}>{order.client_name ?? t("orders.noClient")}</SummaryCard>
        <SummaryCard title={t("orders.fields.total")}>
          <span className="text-2xl font-bold tabular-nums [overflow-wrap:anywhere]" data-testid="order-total">
            {formatMoney(order.total_price, language)}
          </span>
        </SummaryCard>
      </div>

      <Card className="mb-6">
        <CardHeader>
          <CardTitle>{t("orders.lines.title")}</CardTitle>
        </CardHeader>
        {editing ? (
          <CardContent className="space-y-5">
            <div className="max-w-xs space-y-1.5">
              <label htmlFor="order-status" className="text-sm font-medium">
                {t("orders.fields.status")}
              </label>
              <OrderStatusSelect id="order-status" value={status} onChange={setStatus} className="w-full" />
            </div>
            <OrderLinesEditor lines={lines} onChange={setLines} errors={errors} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                variant="outline"
                onClick={() => {
                  // docs/product.md "Order detail": Cancel puts back the lines as saved.
                  setEditing(false);
                  void queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(order.id).queryKey });
                }}
              >
                {t("common.cancel")}
              </Button>
              <Button disabled={!canSaveLines(lines) || updateOrder.isPending} onClick={() => void save()}>
                {updateOrder.isPending ? t("orders.saving") : t("orders.save")}
              </Button>
            </div>
          </CardContent>
        ) : (
          <DataList<OrderLine>
            rows={order.lines}
            rowKey={(line) => line.id}
            actionsHeader={t("common.actions")}
            columns={[
              { id: "item", header: t("orders.fields.item"), card: "title", className: "font-medium", cell: (line) => line.item_name },
              {
                id: "quantity",
                header: t("orders.fields.quantity"),
                align: "right",
                className: "tabular-nums",
                cell: (line) => formatInteger(line.quantity, language),
              },
              {
                id: "unit_price",
                header: t("orders.fields.unitPrice"),
                align: "right",
                className: "tabular-nums whitespace-nowrap",
                cell: (line) => formatMoney(line.unit_price, language),
              },
              {
                id: "subtotal",
                header: t("orders.fields.subtotal"),
                align: "right",
                className: "tabular-nums whitespace-nowrap",
                cell: (line) => formatMoney(line.subtotal, language),
              },
            ]}
          />
        )}
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("orders.info.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="text-muted-foreground">{t("orders.fields.createdAt")}</dt>
            <dd>{formatDateTime(order.created_at, language)}</dd>
            <dt className="text-muted-foreground">{t("orders.fields.updatedAt")}</dt>
            <dd>{formatDateTime(order.updated_at, language)}</dd>
          </dl>
        </CardContent>
      </Card>
    </>
  );
}

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
      </CardHeader>
      <CardContent className="font-medium">{children}</CardContent>
    </Card>
  );
}
