import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server does for one request. */
export type FakeReply =
  | { status: number; body?: string; headers?: Record<string, string> }
  /** Accept the request and never answer. */
  | { hang: true }
  | {
      text?: string;
      toolCalls?: { name: string; arguments: string }[];
      /** Close the socket after this many SSE chunks, mid-response. */
      cutAfterChunks?: number;
    };

/**
 * A local OpenAI chat-completions server speaking SSE, for fault-injection tests. It keeps no
 * timers of its own, so tests can run under fake timers.
 */
export interface FakeOpenAIServer {
  baseURL: string;
  /** Parsed request bodies, in order. */
  requests: { messages: unknown[]; tools?: unknown[]; stream?: boolean }[];
  close(): Promise<void>;
}

export async function startFakeOpenAIServer(
  reply: (index: number) => FakeReply,
): Promise<FakeOpenAIServer> {
  const requests: FakeOpenAIServer['requests'] = [];
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    const index = requests.length;
    requests.push(body);
    const r = reply(index);
    if ('hang' in r) return;
    if ('status' in r) {
      res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers });
      res.end(r.body ?? JSON.stringify({ error: { message: `fake error ${r.status}` } }));
      return;
    }
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(r, index)));
      return;
    }
    const chunks = sseChunks(r, index);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let written: Promise<void> = Promise.resolve();
    for (let i = 0; i < chunks.length; i++) {
      if (r.cutAfterChunks !== undefined && i === r.cutAfterChunks) {
        // Once the chunks already written are handed to the socket, drop the connection: the
        // client reads them and then sees the stream end early. No timer involved.
        await written;
        res.socket?.destroy();
        return;
      }
      written = new Promise((resolve) => res.write(`data: ${chunks[i]}\n\n`, () => resolve()));
    }
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sseChunks(
  r: Exclude<FakeReply, { status: number } | { hang: true }>,
  index: number,
): string[] {
  const base = {
    id: `chatcmpl-${index}`,
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
  };
  const chunk = (delta: unknown, finish: string | null = null, usage?: unknown) =>
    JSON.stringify({
      ...base,
      choices: [{ index: 0, delta, finish_reason: finish }],
      ...(usage ? { usage } : {}),
    });
  const out = [chunk({ role: 'assistant', content: '' })];
  if (r.text) for (const word of r.text.split(/(?<= )/)) out.push(chunk({ content: word }));
  (r.toolCalls ?? []).forEach((c, i) => {
    out.push(
      chunk({
        tool_calls: [
          {
            index: i,
            id: `call_${index}_${i}`,
            type: 'function',
            function: { name: c.name, arguments: '' },
          },
        ],
      }),
    );
    // Arguments arrive in two pieces, like real streams.
    const half = Math.ceil(c.arguments.length / 2);
    for (const piece of [c.arguments.slice(0, half), c.arguments.slice(half)]) {
      out.push(chunk({ tool_calls: [{ index: i, function: { arguments: piece } }] }));
    }
  });
  out.push(chunk({}, r.toolCalls?.length ? 'tool_calls' : 'stop'));
  out.push(
    JSON.stringify({
      ...base,
      choices: [],
      usage: { prompt_tokens: 11, completion_tokens: 5, total_tokens: 16 },
    }),
  );
  return out;
}

function completion(r: Exclude<FakeReply, { status: number } | { hang: true }>, index: number) {
  const toolCalls = (r.toolCalls ?? []).map((c, i) => ({
    id: `call_${index}_${i}`,
    type: 'function',
    function: { name: c.name, arguments: c.arguments },
  }));
  return {
    id: `chatcmpl-${index}`,
    object: 'chat.completion',
    created: 0,
    model: 'fake',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: r.text ?? null,
          ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: toolCalls.length ? 'tool_calls' : 'stop',
      },
    ],
    usage: { prompt_tokens: 11, completion_tokens: 5, total_tokens: 16 },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/** A localhost port with nothing listening on it: connecting is refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
