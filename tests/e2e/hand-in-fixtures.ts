import type { APIRequestContext, Browser, BrowserContextOptions, Page, Request } from "@playwright/test";
import { expect } from "@playwright/test";
import { e2eAdmin, signIn } from "./fixtures";
import { createUserAsAdmin } from "./learning-fixtures";

/** Issue 37's hand-in journeys: a phone, a fake camera's photos, a fake microphone, a classroom. */

export const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true };

/** A real 1x1 PNG: what a fake camera hands the page. */
export const photoPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

/**
 * A microphone and a MediaRecorder that need no device: the recording is a WebM header (what the
 * server checks). `window.micRefused = true` makes the next request for the microphone refused. A
 * WebM header is not a playable recording, so each <audio> play() is counted in `window.played`.
 * The one fake of the browser suites: an init script, so it carries no imports.
 */
export function fakeMicrophone() {
  const w = window as unknown as { micRefused?: boolean; played: string[]; MediaRecorder: unknown };
  w.played = [];
  const track = { stop() {} };
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: {
      getUserMedia: async () => {
        if (w.micRefused) throw new DOMException("Permission denied", "NotAllowedError");
        return { getTracks: () => [track] };
      },
    },
  });
  class FakeRecorder {
    static isTypeSupported(type: string) {
      return type.startsWith("audio/webm");
    }
    state = "inactive";
    mimeType = "audio/webm;codecs=opus";
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start() {
      this.state = "recording";
    }
    stop() {
      this.state = "inactive";
      const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, ...new Array(64).fill(0)]);
      setTimeout(() => {
        this.ondataavailable?.({ data: new Blob([webm], { type: this.mimeType }) });
        this.onstop?.();
      }, 10);
    }
  }
  w.MediaRecorder = FakeRecorder;
  HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
    w.played.push(this.src);
    return Promise.resolve();
  };
}

/** The words said through speechSynthesis, kept in `window.spoken` instead of being spoken. */
export function keepSpokenWords() {
  const w = window as unknown as { spoken: string[] };
  w.spoken = [];
  window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
    w.spoken.push(utterance.text);
  };
}

/** The same WebM header as a file, for recordings sent through the API. */
export const webmHeader = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, ...new Array(64).fill(0)]);

export async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<{ token: string; id: number }> {
  const response = await request.post("/api/login", { data: { email, password } });
  const body = (await response.json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A teacher's module assigned to a student of her tribe, whose home is the simple one ("Para hoy"). */
export async function classroom(request: APIRequestContext) {
  const suffix = Date.now().toString(36).slice(-5);
  const tribe = "Tribu 4";
  const moduleTitle = `Mi granja ${suffix}`;
  const teacher = await createUserAsAdmin(request, { role: "teacher", firstName: "Tere", lastName: "Varias" });
  const student = await createUserAsAdmin(request, { role: "student", firstName: "Sofi", lastName: "Varias", tribe });
  const admin = await tokenOf(request, e2eAdmin.email, e2eAdmin.password);
  const teacherSession = await tokenOf(request, teacher.email, teacher.password);
  const studentSession = await tokenOf(request, student.email, student.password);
  const created = await request.post("/api/modules", { headers: auth(teacherSession.token), data: { title: moduleTitle, description: "Dibuja tu granja.", tribe } });
  expect(created.ok()).toBe(true);
  const moduleId = ((await created.json()) as { id: number }).id;
  expect((await request.put(`/api/users/${studentSession.id}/modules`, { headers: auth(admin.token), data: { moduleIds: [moduleId] } })).ok()).toBe(true);
  const settings = { textSize: 0, dyslexiaFriendly: false, highContrast: false, reducedMotion: false, largerTargets: false, hideTimers: false, simpleMode: true };
  expect((await request.put(`/api/users/${studentSession.id}/accessibility`, { headers: auth(admin.token), data: settings })).ok()).toBe(true);
  return { moduleTitle, moduleId, teacher, student, teacherSession, studentSession };
}

export async function signedInPage(browser: Browser, who: { email: string; password: string }, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await context.addInitScript(fakeMicrophone);
  await context.addInitScript(keepSpokenWords);
  const page = await context.newPage();
  await page.goto("/login");
  await signIn(page, who.email, who.password);
  return page;
}

export type SentPart = { name: string; fileName: string | null; type: string | null; value: string };

/** The parts of a multipart request, in order: each field's or file's name, its file name and type, and (for fields) its value. */
export function multipartParts(request: Request): SentPart[] {
  const boundary = /boundary=(.+)$/.exec(request.headers()["content-type"] ?? "")?.[1];
  const body = request.postDataBuffer();
  if (!boundary || !body) return [];
  return body
    .toString("latin1")
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((raw) => {
      const [head = "", ...rest] = raw.replace(/^\r\n/, "").split("\r\n\r\n");
      return {
        name: /name="([^"]*)"/.exec(head)?.[1] ?? "",
        fileName: /filename="([^"]*)"/.exec(head)?.[1] ?? null,
        type: /Content-Type: ([^\r\n]+)/i.exec(head)?.[1] ?? null,
        value: rest.join("\r\n\r\n").replace(/\r\n$/, ""),
      };
    });
}
