/** `npm run bench`: builds nothing itself; run after `npm run build`. Prints one line per figure. */
import { coldStart } from "./cold-start";
import { landingPageJavaScript } from "./landing-size";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const landing = landingPageJavaScript();
console.log(`landing page JavaScript: ${landing.files.length} files, ${kb(landing.bytes)} raw, ${kb(landing.gzipBytes)} gzipped`);

const start = await coldStart();
console.log(`cold start to first healthy response: ${start.firstStartMs.toFixed(0)} ms on a new data directory, ${start.restartMs.toFixed(0)} ms on an existing one (median of 3)`);
