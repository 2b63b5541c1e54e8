import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWidget } from "../../render/test-support.ts";
import {
  CHAT_LOADER_MS,
  CHAT_WINDOW,
  chatLoader,
  chatUrl,
  chatWindowFeatures,
  phoneDigits,
} from "./chat.rules.ts";

describe("chat rules", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("W-MISC-07 the loader shows for 3000 ms, then the greeting, once", () => {
    expect(CHAT_LOADER_MS).toBe(3000);
    const states: string[] = [];
    const loader = chatLoader((state) => states.push(state));
    expect(loader.state).toBe("idle");
    loader.open();
    expect(loader.state).toBe("loading");
    vi.advanceTimersByTime(2999);
    expect(states).toEqual(["loading"]);
    vi.advanceTimersByTime(1);
    expect(loader.state).toBe("ready");
    loader.open();
    vi.advanceTimersByTime(5000);
    expect(states).toEqual(["loading", "ready"]);
  });

  it("a disposed loader never shows the greeting", () => {
    const states: string[] = [];
    const loader = chatLoader((state) => states.push(state));
    loader.open();
    loader.dispose();
    vi.advanceTimersByTime(5000);
    expect(states).toEqual(["loading"]);
  });

  it("W-MISC-08 the chat window is 700×600, centred", () => {
    expect(CHAT_WINDOW).toEqual({ width: 700, height: 600 });
    expect(chatWindowFeatures({ width: 1366, height: 768 })).toBe(
      "popup=yes,width=700,height=600,left=333,top=84",
    );
    expect(chatWindowFeatures({ width: 500, height: 400, left: 10, top: 0 })).toBe(
      "popup=yes,width=700,height=600,left=0,top=0",
    );
  });

  it("chat addresses: digits of the number, the message encoded; Messenger pages; nothing without an account", () => {
    expect(phoneDigits("+33 6 12-34-56-78")).toBe("33612345678");
    expect(chatUrl("whatsapp", "+33 6 12 34 56 78")).toBe("https://wa.me/33612345678");
    expect(chatUrl("whatsapp", "33612345678", "Hello & bonjour")).toBe(
      "https://wa.me/33612345678?text=Hello+%26+bonjour",
    );
    expect(chatUrl("messenger", "atelier.vitrine", "Hi")).toBe("https://m.me/atelier.vitrine?text=Hi");
    expect(chatUrl("messenger", "javascript:alert(1)")).toBeNull();
    expect(chatUrl("whatsapp", "call us")).toBeNull();
  });
});

describe("chat widget", () => {
  it("without script: a link to the chat; the box is hidden, its greeting and loader rendered", async () => {
    const { inner, html } = await renderWidget("elementskit-whatsapp", {
      ekit_whatsapp_number: "+33 6 12 34 56 78",
      ekit_whatsapp_user_name: "Camille <b>",
      ekit_whatsapp_message: "Bonjour!\nHow can we help?",
    });
    expect(html).toContain('data-vitrine-client="widgets/chat/chat"');
    expect(inner).toContain(
      'href="https://wa.me/33612345678" target="_blank" rel="noopener noreferrer" data-chat-toggle=""',
    );
    expect(inner).toMatch(/role="dialog" aria-labelledby="vitrine-chat-12-w1-title" hidden=""/);
    expect(inner).toContain("Camille &lt;b&gt;");
    expect(inner).toContain("<p>How can we help?</p>");
    expect(inner).toContain('action="https://wa.me/33612345678" method="get" target="_blank"');
  });

  it("without an account the widget renders nothing and reports it", async () => {
    const { inner, report } = await renderWidget("elementskit-whatsapp", { ekit_whatsapp_number: "" });
    expect(inner).toBe("");
    expect(JSON.stringify(report)).toContain("has no WhatsApp number");
  });
});
