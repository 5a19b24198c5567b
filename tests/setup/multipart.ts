export type FilePart = { name: string; content: Buffer; type?: string };

/** A multipart body with the fields first and one file, as the browser's FormData sends it. */
export function multipartBody(fields: Record<string, string>, file?: FilePart) {
  return multipartFilesBody(fields, file ? [{ field: "file", ...file }] : []);
}

/** A multipart body with the fields first, then several file parts, each under its own field name. */
export function multipartFilesBody(fields: Record<string, string>, files: (FilePart & { field: string })[]) {
  const boundary = `----tribu${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
