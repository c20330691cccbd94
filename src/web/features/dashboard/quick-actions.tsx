import { CalendarPlusIcon, ChartColumnIcon, UserPlusIcon } from "lucide-react";
import { Link } from "@web/components/link";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { useTranslation } from "@web/i18n/i18n";

interface QuickActionsProps {
  onAddClient: () => void;
  onScheduleMeeting: () => void;
  className?: string;
}

/** Add a client or schedule a meeting without leaving the dashboard, or go to the reports. */
export function QuickActions({ onAddClient, onScheduleMeeting, className }: QuickActionsProps) {
  const { t } = useTranslation();
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{t("dashboard.quickActions.title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Button variant="outline" className="justify-start" aria-haspopup="dialog" onClick={onAddClient}>
          <UserPlusIcon />
          {t("dashboard.quickActions.addClient")}
        </Button>
        <Button variant="outline" className="justify-start" aria-haspopup="dialog" onClick={onScheduleMeeting}>
          <CalendarPlusIcon />
          {t("dashboard.quickActions.scheduleMeeting")}
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to="/reports">
            <ChartColumnIcon />
            {t("dashboard.quickActions.viewReports")}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
