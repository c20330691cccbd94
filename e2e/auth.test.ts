import { describe, expect, it } from "vitest";
import { chromiumAvailable } from "./support/browser";
import { useAppAndBrowser } from "./support/suite";
import { E2E_PASSWORD, signUpThroughScreen, uniqueEmail } from "./support/users";

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

    // The strength bar follows the password, and a weak one is refused with the spec's toast.
    await password.fill("abcdefgh");
    await expect.poll(() => meter.getAttribute("aria-valuenow")).toBe("1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Weak Password").waitFor();
    await page.getByText("Password must contain uppercase, lowercase, and numbers").waitFor();
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
});
