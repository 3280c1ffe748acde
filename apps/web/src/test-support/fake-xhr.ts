import { vi } from "vitest";

/**
 * Test-only stand-in for XMLHttpRequest: records what was sent and lets a test drive upload progress and
 * the answer.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  static install() {
    FakeXhr.instances = [];
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  }

  static last(): FakeXhr {
    const request = FakeXhr.instances.at(-1);
    if (!request) throw new Error("No request was sent");
    return request;
  }

  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  private readonly events = new EventTarget();
  method = "";
  url = "";
  withCredentials = false;
  status = 0;
  responseText = "";
  body: unknown;

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.instances.push(this);
  }

  abort() {
    this.events.dispatchEvent(new Event("abort"));
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event("progress"), { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event("load"));
  }

  fail() {
    this.events.dispatchEvent(new Event("error"));
  }
}
