import type { ReactNode } from "react";
import { LanguageSwitcher } from "@web/components/language-switcher";
import { ThemeSwitcher } from "@web/components/theme-switcher";
import { Logo } from "@web/components/logo";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";

/** The frame of every /auth screen and of the invitation page: the logo and language menu, and one card whose title is the page's heading. */
export function AuthScreenLayout({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-blue-50 via-background to-indigo-50 dark:from-blue-950/50 dark:to-indigo-950/50">
      <header className="flex items-center justify-between p-4">
        <Logo to="/" />
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center">
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            {/* The page's one heading, sized as the card's title */}
            <h1 className="text-2xl font-semibold leading-none tracking-tight">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent className="space-y-6">{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
