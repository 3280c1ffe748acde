/** Hands a fetched file to the browser as a download (a PDF fetched with a POST body or a session's cookie). */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy; give the browser a moment to start it before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
