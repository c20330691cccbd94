import { Component, type ReactNode } from "react";
import { buttonVariants } from "@web/components/ui/button-variants";
import { useTranslation } from "@web/i18n/i18n";

function ScreenLoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-4 text-center">
      <p role="alert" className="max-w-sm text-muted-foreground">
        {t("app.loadFailed")}
      </p>
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        {t("app.reload")}
      </button>
    </div>
  );
}

interface Props {
  /** The current path: moving to another one tries again. */
  pathname: string;
  children: ReactNode;
}

/**
 * A screen whose code could not be loaded (offline, or a file gone after a new version
 * was deployed) or that failed to render: a message and a reload, not a blank page.
 */
export class ScreenErrorBoundary extends Component<Props, { pathname: string; failed: boolean }> {
  override state = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromProps(props: Props, state: { pathname: string; failed: boolean }) {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ScreenLoadFailed /> : this.props.children;
  }
}
