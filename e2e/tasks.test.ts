import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { callApi, create } from "./support/api";
import { chromiumAvailable } from "./support/browser";
import { findOverflows } from "./support/layout";
import { useAppAndBrowser } from "./support/suite";
import { signUpThroughScreen } from "./support/users";

interface Task {
  id: string;
  title: string;
  due_date: string | null;
  due_at: string | null;
  done: boolean;
}

/** The browser's today and the days around it, as yyyy-mm-dd, and today's parts as a US date field takes them. */
async function daysOf(page: Page) {
  return page.evaluate(() => {
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
    };
    return { yesterday: day(-1), today: day(0), nextWeek: day(7) };
  });
}

/** Presses Tab, as a keyboard user does, until the field labelled `label` has the focus. */
async function tabUntilFocused(page: Page, label: string) {
  for (let presses = 0; presses < 3; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);
    if (focused === label) return;
  }
  throw new Error(`Tab did not reach the field "${label}"`);
}

/** The dashboard's "My tasks" panel. */
const myTasks = (page: Page) => page.getByRole("region", { name: "My Tasks" });

/** What GET /api/v1/calendar/{token}.ics answers to a calendar app: no cookie, no session. */
async function readFeed(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get("content-type") ?? "", body: await response.text() };
}

describe.skipIf(!chromiumAvailable)("tasks and the calendar feed", () => {
  const suite = useAppAndBrowser();

  it(
    "adds a task due today on the client page by keyboard, shows it in My tasks, checks it off there, and lists open tasks in the calendar feed",
    { timeout: 120_000 },
    async () => {
      const { page, context } = await suite.openPage();
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await signUpThroughScreen(page);
      const ada = await create<{ id: string }>(page, "/clients", { name: "Ada Lovelace", company: "Analytical Engines" });
      const { yesterday, today, nextWeek } = await daysOf(page);

      // On the client page, by keyboard only: the title, the due day and time, then Enter on "Add Task".
      await page.goto(`/clients/${ada.id}`);
      const clientTasks = page.getByTestId("client-tasks");
      await clientTasks.getByText("No open tasks for this client.").waitFor();
      await clientTasks.getByLabel("Task", { exact: true }).focus();
      await page.keyboard.type("Call Ada about the renewal");
      await page.keyboard.press("Tab");
      const [year, month, day] = today.split("-");
      await page.keyboard.type(`${month}${day}${year}`);
      // Chromium's date field may keep the focus for a Tab (its picker button) before the time field takes it.
      await tabUntilFocused(page, "Time");
      await page.keyboard.type("1159P");
      await page.keyboard.press("Enter");
      await page.getByText("Task “Call Ada about the renewal” added").waitFor();
      const added = clientTasks.getByTestId("task").filter({ hasText: "Call Ada about the renewal" });
      await expect.poll(() => added.textContent()).toContain("Due today, 11:59 PM");
      // The form is empty again, ready for the next task, and the focus still in it.
      expect(await clientTasks.getByLabel("Task", { exact: true }).inputValue()).toBe("");
      // The server keeps the day, and the time as an instant of that day on the browser's clock.
      const kept = (await callApi<{ items: Task[] }>(page, "GET", `/tasks?client_id=${ada.id}`)).body.items;
      expect(kept).toHaveLength(1);
      expect(kept[0]!.due_date).toBe(today);
      expect(kept[0]!.due_at).toBe(await page.evaluate((day) => new Date(`${day}T23:59`).toISOString(), today));

      // Two more of the user's tasks: one overdue (marked so in words), one next week (not due now).
      await create(page, "/tasks", { title: "Send the quote", client_id: ada.id, due_date: yesterday });
      await create(page, "/tasks", { title: "Plan the demo", client_id: ada.id, due_date: nextWeek });

      await page.goto("/dashboard");
      const panel = myTasks(page);
      const renewal = panel.getByTestId("my-task").filter({ hasText: "Call Ada about the renewal" });
      const quote = panel.getByTestId("my-task").filter({ hasText: "Send the quote" });
      await renewal.waitFor();
      expect(await renewal.textContent()).toContain("Due today, 11:59 PM");
      expect(await quote.textContent()).toContain("Overdue · Due yesterday");
      expect(await panel.getByText("Plan the demo").count(), "a task due next week is not due now").toBe(0);
      // Overdue first, then today's; each with its client, a link to the client's page.
      expect(await panel.getByTestId("my-task").allTextContents()).toEqual([
        expect.stringContaining("Send the quote"),
        expect.stringContaining("Call Ada about the renewal"),
      ]);
      expect(await renewal.getByRole("link", { name: "Ada Lovelace" }).getAttribute("href")).toBe(`/clients/${ada.id}`);

      // Live: a task added elsewhere shows without a reload.
      await create(page, "/tasks", { title: "Book the train", due_date: today });
      await panel.getByText("Book the train").waitFor();

      // Checked off in place, by keyboard: it leaves the panel, and the server has it done.
      await renewal.getByRole("checkbox", { name: "Mark “Call Ada about the renewal” as done" }).focus();
      await page.keyboard.press("Space");
      await renewal.waitFor({ state: "detached" });
      const [renewalTask] = (await callApi<{ items: Task[] }>(page, "GET", `/tasks?client_id=${ada.id}&done=true`)).body.items;
      expect(renewalTask?.title).toBe("Call Ada about the renewal");
      expect(await panel.getByTestId("my-task").count()).toBe(2);

      // The calendar feed: made in the settings, its URL shown once, copied.
      await page.goto("/settings");
      const feedSection = page.getByRole("region", { name: "Calendar Feed" });
      await feedSection.getByText("You have no calendar feed yet.").waitFor();
      await feedSection.getByRole("button", { name: "Create Feed URL" }).click();
      const shown = page.getByTestId("new-calendar-feed-url");
      await shown.waitFor();
      const url = (await shown.textContent()) ?? "";
      expect(url).toMatch(/\/api\/v1\/calendar\/[^/]+\.ics$/);
      await feedSection.getByRole("button", { name: "Copy", exact: true }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

      // What a calendar app reads there: iCalendar, with the open tasks that have a due day, not the one done.
      const feed = await readFeed(url);
      expect(feed.status).toBe(200);
      expect(feed.type).toMatch(/^text\/calendar/);
      expect(feed.body).toContain("BEGIN:VCALENDAR");
      expect(feed.body).toContain("SUMMARY:Send the quote");
      expect(feed.body).toContain("SUMMARY:Plan the demo");
      expect(feed.body).toContain("SUMMARY:Book the train");
      expect(feed.body).not.toContain("Call Ada about the renewal");

      // Shown once: after a reload the settings know there is a feed, and that a calendar has read it, not its URL.
      await page.reload();
      await feedSection.getByText(/Your feed is on · last read by a calendar/).waitFor();
      expect(await page.getByTestId("new-calendar-feed-url").count()).toBe(0);
      expect(await page.content()).not.toContain(url);

      // A new URL ends the old one.
      await feedSection.getByRole("button", { name: "Regenerate URL" }).click();
      await page.getByRole("alertdialog", { name: "Regenerate the feed URL?" }).getByRole("button", { name: "Regenerate" }).click();
      await expect.poll(async () => (await shown.textContent()) ?? url).not.toBe(url);
      const newUrl = (await shown.textContent())!;
      expect((await readFeed(url)).status, "the old URL no longer answers with the tasks").toBeGreaterThanOrEqual(400);
      expect((await readFeed(newUrl)).body).toContain("SUMMARY:Send the quote");

      // Turned off, no URL works.
      await feedSection.getByRole("button", { name: "Turn Off" }).click();
      await page.getByRole("alertdialog", { name: "Turn off your calendar feed?" }).getByRole("button", { name: "Turn Off" }).click();
      await page.getByText("Calendar feed turned off").waitFor();
      await feedSection.getByText("You have no calendar feed yet.").waitFor();
      expect(await page.getByTestId("new-calendar-feed-url").count()).toBe(0);
      expect((await readFeed(newUrl)).status).toBeGreaterThanOrEqual(400);
      await context.close();
    },
  );

  it(
    "edits and deletes a client's task, and fits a phone's width on the client page, the dashboard and the settings",
    { timeout: 90_000 },
    async () => {
      const { page, context } = await suite.openPage({ viewport: { width: 390, height: 844 } });
      await signUpThroughScreen(page);
      const client = await create<{ id: string }>(page, "/clients", { name: "Grace Hopper" });
      const { today } = await daysOf(page);
      await create(page, "/tasks", {
        title: "Prepare the compiler demonstration for the whole team",
        client_id: client.id,
        due_date: today,
      });

      await page.goto(`/clients/${client.id}`);
      const clientTasks = page.getByTestId("client-tasks");
      const task = clientTasks.getByTestId("task").filter({ hasText: "Prepare the compiler demonstration" });
      await task.waitFor();
      expect(await findOverflows(page)).toEqual([]);

      // Edited in place: a new title and a time; Escape leaves the form unchanged, Save keeps it.
      await task.getByRole("button", { name: "Edit Prepare the compiler demonstration for the whole team" }).click();
      const title = clientTasks.getByLabel("Task", { exact: true }).nth(1);
      await title.fill("Demonstrate the compiler");
      await page.keyboard.press("Escape");
      await task.getByText("Prepare the compiler demonstration").waitFor();
      await task.getByRole("button", { name: "Edit Prepare the compiler demonstration for the whole team" }).click();
      await title.fill("Demonstrate the compiler");
      await clientTasks.getByLabel("Time").nth(1).fill("09:30");
      expect(await findOverflows(page), "the edit form fits").toEqual([]);
      await clientTasks.getByRole("button", { name: "Save" }).click();
      const edited = clientTasks.getByTestId("task").filter({ hasText: "Demonstrate the compiler" });
      await expect.poll(() => edited.textContent()).toMatch(/Due today, 9:30\sAM/);

      // A title is needed: the form says so and sends nothing.
      await clientTasks.getByRole("button", { name: "Add Task" }).click();
      await clientTasks.getByText("Title is required").waitFor();
      expect(await clientTasks.getByLabel("Task", { exact: true }).first().getAttribute("aria-invalid")).toBe("true");
      expect(await clientTasks.getByTestId("task").count()).toBe(1);

      await page.goto("/dashboard");
      await myTasks(page).getByText("Demonstrate the compiler").waitFor();
      expect(await findOverflows(page)).toEqual([]);

      await page.goto("/settings");
      await page.getByRole("button", { name: "Create Feed URL" }).click();
      await page.getByTestId("new-calendar-feed-url").waitFor();
      expect(await findOverflows(page)).toEqual([]);

      // Deleted after a confirmation naming it: it leaves the client's tasks and the dashboard.
      await page.goto(`/clients/${client.id}`);
      await edited.getByRole("button", { name: "Delete Demonstrate the compiler" }).click();
      await page
        .getByRole("alertdialog", { name: "Delete the task “Demonstrate the compiler”?" })
        .getByRole("button", { name: "Delete" })
        .click();
      await page.getByText("Task “Demonstrate the compiler” deleted").waitFor();
      await clientTasks.getByText("No open tasks for this client.").waitFor();
      await page.goto("/dashboard");
      await myTasks(page).getByText("Nothing overdue, nothing due today.").waitFor();
      await context.close();
    },
  );
});
