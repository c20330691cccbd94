import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "@shared/languages";
import de from "../src/web/i18n/locales/de.json";
import en from "../src/web/i18n/locales/en.json";
import es from "../src/web/i18n/locales/es.json";
import fr from "../src/web/i18n/locales/fr.json";
import pt from "../src/web/i18n/locales/pt.json";
import { chromiumAvailable } from "./support/browser";
import { graphicContrast } from "./support/contrast";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { E2E_PASSWORD, signUpThroughScreen, uniqueEmail } from "./support/users";

const TEXTS: Record<LanguageCode, typeof en> = { en, fr, de, es, pt };

/** Phone, tablet, small laptop, laptop. */
const WIDTHS = [390, 768, 1024, 1366];

/** Records every path the page shows, even one the app only passes through on its way elsewhere. */
function recordVisitedPaths(context: BrowserContext) {
  return context.addInitScript(() => {
    const visited = [location.pathname];
    Object.assign(window, { visitedPaths: visited });
    for (const method of ["pushState", "replaceState"] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History["pushState"]>) => {
        original(...args);
        visited.push(location.pathname);
      };
    }
  });
}

const visitedPaths = (page: Page) => page.evaluate(() => (window as unknown as { visitedPaths: string[] }).visitedPaths);

/** Counts the browser's own validation (its `invalid` events), which the /auth forms must never trigger. */
function recordBrowserValidation(context: BrowserContext) {
  return context.addInitScript(() => {
    const invalid: string[] = [];
    Object.assign(window, { browserInvalidEvents: invalid });
    document.addEventListener("invalid", (event) => invalid.push((event.target as Element).id), true);
  });
}

const browserInvalidEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { browserInvalidEvents: string[] }).browserInvalidEvents);

describe.skipIf(!chromiumAvailable)("signing up, in and out", () => {
  const suite = useAppAndBrowser();

  it("landing → sign up → dashboard → reload keeps the session → sign out → landing", async () => {
    const { page, context, pageErrors } = await suite.openPage();
    await page.goto("/");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Welcome to Clientele");
    await page.getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL("**/auth");

    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Email").fill(uniqueEmail());
    const password = page.getByLabel("Password", { exact: true });
    const meter = page.getByRole("meter", { name: "Password strength" });

    // The strength bar follows the password, and a weak one is refused with the 'Weak Password' toast.
    await password.fill("abcdefgh");
    await expect.poll(() => meter.getAttribute("aria-valuenow")).toBe("1");
    // Filled and empty segments alike stand out from the page by 3:1, as WCAG asks of graphics.
    for (const segment of await meter.locator("div").all()) {
      expect(await graphicContrast(segment), `segment filled: ${await segment.getAttribute("data-filled")}`).toBeGreaterThanOrEqual(3);
    }
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Weak Password").waitFor();
    await page.locator("#sign-up-password-error").getByText("Password must contain uppercase, lowercase, and numbers").waitFor();
    expect(page.url()).toContain("/auth");

    await password.fill(E2E_PASSWORD);
    await expect.poll(() => meter.getAttribute("aria-valuenow")).toBe("4");
    await page.getByText("Must be 8+ characters with uppercase, lowercase, and numbers").waitFor();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Account created! Redirecting...").first().waitFor();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();

    await page.reload();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard");

    // The session is an HttpOnly cookie: page scripts cannot read it.
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name.includes("session_token"))?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain("session_token");

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/dashboard");
    await page.waitForURL("**/auth");
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("sends anonymous visitors of a protected page to /auth, and signed-in visitors of /auth to /dashboard", async () => {
    const { page, context } = await suite.openPage();
    await page.goto("/clients");
    await page.waitForURL("**/auth");

    await signUpThroughScreen(page);
    await page.goto("/auth");
    await page.waitForURL("**/dashboard");
    await context.close();
  });

  it("carries the email typed on sign-in to Forgot password, and the one typed there back to sign-in", async () => {
    const { page, context } = await suite.openPage();
    await page.goto("/auth");
    await page.getByLabel("Email").fill("ada@example.com");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/auth/forgot-password");
    const forgotEmail = page.getByLabel("Email");
    expect(await forgotEmail.inputValue()).toBe("ada@example.com");

    await forgotEmail.fill("ada.lovelace@example.com");
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await page.waitForURL("**/auth");
    expect(await page.getByLabel("Email").inputValue()).toBe("ada.lovelace@example.com");
    expect(page.url(), "the email never goes into the address").not.toContain("ada");
    await context.close();
  });

  it("takes a signed-in user from the landing page's Get Started and the 404 page's Return to Home straight to the dashboard", async () => {
    const { page, context } = await suite.openPage();
    await signUpThroughScreen(page);
    await recordVisitedPaths(context);

    await page.goto("/");
    await page.getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL("**/dashboard");
    expect(await visitedPaths(page), "never through /auth").not.toContain("/auth");

    await page.goto("/no-such-page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL("**/dashboard");
    expect(await visitedPaths(page), "never through the landing page").not.toContain("/");
    await context.close();
  });

  it("still takes a visitor who is not signed in from Get Started to /auth, and from Return to Home to /", async () => {
    const { page, context } = await suite.openPage();
    await page.goto("/no-such-page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL("**/auth");
    await context.close();
  });

  it("signs in, and explains a wrong password and an already registered email", async () => {
    const { page, context } = await suite.openPage();
    const email = await signUpThroughScreen(page);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");

    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("This email is already registered. Please sign in instead.").waitFor();

    await page.getByRole("tab", { name: "Sign In" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Wrong-Passw0rd");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Sign In Failed").waitFor();
    await page.getByText("Incorrect email or password. Please try again.").waitFor();

    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL("**/dashboard");
    await context.close();
  });

  it("says Google and Microsoft sign-in are not configured when their variables are unset", async () => {
    const { page, context } = await suite.openPage();
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await page.getByText("Google Sign In Failed").waitFor();
    await page.getByText("Google sign-in is not configured. Please use email/password or contact support.").waitFor();
    await page.getByRole("button", { name: "Continue with Microsoft" }).click();
    await page.getByText("Microsoft Sign In Failed").waitFor();
    await page.getByText("Microsoft sign-in is not configured. Please use email/password or contact support.").waitFor();
    await context.close();
  });

  it.each([
    { width: 390, sideMenu: true },
    { width: 1366, sideMenu: false },
  ])("signs out straight to the landing page at $width px, never passing through /auth", async ({ width, sideMenu }) => {
    const { page, context } = await suite.openPage({ viewport: { width, height: 900 } });
    await recordVisitedPaths(context);
    await signUpThroughScreen(page);
    const pathsBeforeSignOut = (await visitedPaths(page)).length;

    if (sideMenu) await page.getByRole("button", { name: "Open menu" }).click();
    const signedOut = page.waitForResponse((response) => response.url().endsWith("/api/auth/sign-out"));
    await page.getByRole("button", { name: "Sign Out" }).click();
    await signedOut;
    await page.getByRole("link", { name: "Get Started" }).waitFor();
    await page.getByRole("heading", { level: 1, name: en.landing.title }).waitFor();

    expect(new URL(page.url()).pathname).toBe("/");
    expect((await visitedPaths(page)).slice(pathsBeforeSignOut)).toEqual(["/"]);
    await context.close();
  });

  it("explains a short password in the interface language, under the field and in a toast, without the browser's own validation", async () => {
    const { page, context } = await suite.openPage();
    await recordBrowserValidation(context);
    const signUpCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-up")) signUpCalls.push(request.url());
    });
    await page.goto("/auth?lng=fr");
    await page.getByRole("tab", { name: fr.auth.tabs.signUp }).click();
    await page.getByLabel(fr.auth.email).fill(uniqueEmail());
    const password = page.getByLabel(fr.auth.password, { exact: true });
    await password.fill("Ab1!x");
    await page.getByRole("button", { name: fr.auth.signUp }).click();

    const message = page.locator("#sign-up-password-error");
    await message.getByText(fr.auth.errors.passwordTooShort).waitFor();
    expect(await password.getAttribute("aria-invalid")).toBe("true");
    expect((await password.getAttribute("aria-describedby"))?.split(" ")).toContain("sign-up-password-error");
    await page.getByText(fr.auth.errors.weakPasswordTitle).waitFor();
    expect(await browserInvalidEvents(page)).toEqual([]);
    expect(signUpCalls).toEqual([]);
    await context.close();
  });

  it("asks for a well-formed email and a password before calling the server to sign in", async () => {
    const { page, context } = await suite.openPage();
    await recordBrowserValidation(context);
    const signInCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/sign-in")) signInCalls.push(request.url());
    });
    await page.goto("/auth?lng=de");
    const signIn = page.getByRole("button", { name: de.auth.signIn, exact: true });
    await signIn.click();
    await page.locator("#sign-in-email-error").getByText(de.auth.errors.invalidEmail).waitFor();
    await page.locator("#sign-in-password-error").getByText(de.auth.errors.passwordRequired).waitFor();

    await page.getByLabel(de.auth.email).fill("jane@");
    await page.getByLabel(de.auth.password, { exact: true }).fill(E2E_PASSWORD);
    await signIn.click();
    await page.locator("#sign-in-email-error").getByText(de.auth.errors.invalidEmail).waitFor();
    expect(await page.locator("#sign-in-password-error").count()).toBe(0);
    expect(await browserInvalidEvents(page)).toEqual([]);
    expect(signInCalls).toEqual([]);
    await context.close();
  });

  it("keeps a signed-in user in when the session check is refused, and recovers on retry", async () => {
    const { page, context } = await suite.openPage();
    await recordVisitedPaths(context);
    await signUpThroughScreen(page);

    // Our server never limits session checks; a proxy or load balancer in front of it might.
    await page.route("**/api/auth/get-session*", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ message: "Too many requests. Please try again later." }),
      }),
    );
    await page.reload();
    await page.getByText(en.auth.sessionCheck.failed).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard");

    await page.unroute("**/api/auth/get-session*");
    await page.getByRole("button", { name: en.auth.sessionCheck.retry }).click();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    // Since the reload, the page has shown /dashboard only.
    expect([...new Set(await visitedPaths(page))]).toEqual(["/dashboard"]);
    await context.close();
  });

  it("moves from the sign-in tab straight to the Email field with Tab", async () => {
    const { page, context } = await suite.openPage();
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign In" }).focus();
    await page.keyboard.press("Tab");
    expect(await page.getByLabel("Email").evaluate((field) => field === document.activeElement)).toBe(true);
    await context.close();
  });

  it.each(LANGUAGE_CODES)("lays /auth out in %s with one h1, a named tab and nothing overflowing", async (code) => {
    const texts = TEXTS[code];
    const { page, context } = await suite.openPage();
    await page.goto(`/auth?lng=${code}`);
    await page.getByRole("heading", { level: 1, name: texts.auth.title }).waitFor();
    expect(await page.title()).toBe(`${texts.auth.pageTitle} · ${texts.app.name}`);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.locator("h1").count(), `h1 elements at ${width} px`).toBe(1);
      for (const tab of [texts.auth.tabs.signUp, texts.auth.tabs.signIn]) {
        await page.getByRole("tab", { name: tab }).click();
        expect(await findOverflows(page), `${tab} at ${width} px`).toEqual([]);
      }
    }
    await context.close();
  });
});
