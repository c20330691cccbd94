/**
 * Has the browser save `text` as a file named `filename`, as a download link would: the meeting
 * invitation and the Connect draft. The object URL is released only after the click has been
 * handled, since some browsers cancel a download whose URL is revoked at once.
 */
export function downloadFile(text: string, filename: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  // Released once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
