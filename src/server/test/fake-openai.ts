import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for an OpenAI-compatible Chat Completions endpoint, on loopback, for tests:
 * it records every request and answers as the test scripts it. Pass `url` as AI_BASE_URL.
 */
export interface FakeOpenAi {
  /** The base URL, ending in /v1, as AI_BASE_URL takes it. */
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** How to answer the next requests (until changed); initially a completion of `{"subject":"Hello","body":"Hi"}`. */
  respondWith(reply: FakeReply): void;
  /** Forgets the requests and goes back to the initial reply. */
  reset(): void;
  close(): Promise<void>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, parsed. */
  body: ChatCompletionRequestBody;
}

/** The fields of a Chat Completions request the tests look at. */
export interface ChatCompletionRequestBody {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { type: string };
  stream?: boolean;
}

export type FakeReply =
  /** 200 with a chat completion whose message content is `content`. */
  | { completion: string | null }
  /** `status` with an OpenAI-style error body (or `body`), and `headers`. */
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** Never answers: the connection stays open until the client gives up or the server closes. */
  | { hang: true };

export const emailCompletion = (email: { subject: string; body: string }): FakeReply => ({
  completion: JSON.stringify(email),
});

const INITIAL_REPLY = emailCompletion({ subject: "Hello", body: "Hi" });

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let reply: FakeReply = INITIAL_REPLY;

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const path = request.url ?? "/";
    requests.push({
      method: request.method ?? "GET",
      path,
      headers: request.headers,
      body: (text ? JSON.parse(text) : {}) as ChatCompletionRequestBody,
    });
    if (request.method !== "POST" || path !== "/v1/chat/completions") {
      return sendJson(response, 404, { error: { message: `No route ${request.method} ${path}`, type: "invalid_request_error" } });
    }
    answer(response, reply, requests.at(-1)!.body.model);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith: (next) => {
      reply = next;
    },
    reset: () => {
      requests.length = 0;
      reply = INITIAL_REPLY;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

function answer(response: ServerResponse, reply: FakeReply, model = "fake-model") {
  if ("hang" in reply) return;
  if ("status" in reply) {
    const body = reply.body ?? { error: { message: `Scripted failure ${reply.status}`, type: "fake_error", code: null } };
    return sendJson(response, reply.status, body, reply.headers);
  }
  sendJson(response, 200, {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content: reply.completion }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}
