import { TRPCClientError } from "@trpc/client";

export type ApiErrorInfo = { status: number | undefined; message: string; fields: Record<string, string> };

/** Reads the status, Spanish message and field messages that the server puts on every error. */
export function apiErrorInfo(error: unknown): ApiErrorInfo {
  if (error instanceof TRPCClientError) {
    const data = error.data as { httpStatus?: number; fields?: Record<string, string> } | undefined;
    return { status: data?.httpStatus, message: error.message, fields: data?.fields ?? {} };
  }
  return { status: undefined, message: error instanceof Error ? error.message : "Error desconocido", fields: {} };
}
