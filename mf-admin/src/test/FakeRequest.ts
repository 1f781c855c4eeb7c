/** A stand-in XMLHttpRequest whose upload progress and answer the test drives. */
export class FakeRequest {
  static last: FakeRequest | undefined;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  status = 0;
  responseText = '';
  method = '';
  url = '';
  sent: unknown;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: () => void) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.sent = body;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
  fail() {
    this.events.dispatchEvent(new Event('error'));
  }
}

/** Every XMLHttpRequest of the test is a FakeRequest (`FakeRequest.last` is the newest). */
export function installFakeRequests() {
  beforeEach(() => {
    FakeRequest.last = undefined;
    jest
      .spyOn(globalThis, 'XMLHttpRequest')
      .mockImplementation(() => new FakeRequest() as unknown as XMLHttpRequest);
  });
}
