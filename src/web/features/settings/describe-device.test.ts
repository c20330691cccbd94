import { describe, expect, it } from "vitest";
import { describeDevice } from "./describe-device";

describe("describeDevice", () => {
  it("names the browser and the system of common agents", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toEqual({ browser: "Edge", system: "Windows" });
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({
      browser: "Safari",
      system: "iOS",
    });
    expect(describeDevice("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toEqual({
      browser: "Firefox",
      system: "Linux",
    });
    expect(describeDevice("curl/8.5.0")).toEqual({ browser: "curl", system: undefined });
  });

  it("knows nothing of a missing agent", () => {
    expect(describeDevice(null)).toEqual({ browser: undefined, system: undefined });
  });
});
