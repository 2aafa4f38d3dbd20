/** One message of an event stream as a browser's EventSource would see it, plus the comment lines. */
export interface StreamMessage {
  id?: string;
  event?: string;
  data?: string;
  comments: string[];
}

export interface OpenStream {
  status: number;
  contentType: string | null;
  /** The JSON error body, when the stream was refused. */
  error?: { messages: string; code: string };
  messages: StreamMessage[];
  /** Whether the server has ended the stream. */
  closed: boolean;
  /** Order events received so far, with their ids and parsed data. */
  events(): { id: number; event: string; data: Record<string, unknown> }[];
  /** Waits until `check` holds for what was received, or fails after `timeoutMs`. */
  until(check: (stream: OpenStream) => boolean, timeoutMs?: number, label?: string): Promise<void>;
  close(): void;
}

/** Parses the stream's blocks (`field: value` lines, blank-line separated), as a browser's EventSource reads them. */
function parseBlock(block: string): StreamMessage {
  const message: StreamMessage = { comments: [] };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) message.comments.push(line.slice(1).trim());
    const match = /^(id|event|data): ?(.*)$/.exec(line);
    if (!match) continue;
    const [, field, value] = match as unknown as [string, 'id' | 'event' | 'data', string];
    message[field] = field === 'data' && message.data !== undefined ? `${message.data}\n${value}` : value;
  }
  return message;
}

/** Opens `GET events` on a real socket with fetch and reads it as it streams. */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const messages: StreamMessage[] = [];
  const stream: OpenStream = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    messages,
    closed: false,
    events: () =>
      messages
        .filter((message) => message.event !== undefined)
        .map((message) => ({
          id: Number(message.id),
          event: message.event!,
          data: JSON.parse(message.data ?? 'null') as Record<string, unknown>,
        })),
    async until(check, timeoutMs = 5000, label = 'the stream') {
      const deadline = Date.now() + timeoutMs;
      while (!check(stream)) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}: ${JSON.stringify(messages)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => controller.abort(),
  };
  if (!response.ok) {
    stream.error = (await response.json()) as OpenStream['error'];
    return stream;
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          stream.closed = true;
          return;
        }
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          messages.push(parseBlock(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close(): nothing more to read.
    }
  })();
  return stream;
}
