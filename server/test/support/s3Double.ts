import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An object as the double keeps it. */
export interface S3DoubleObject {
  body: Buffer;
  contentType: string;
  /** `x-amz-meta-*` headers, without the prefix. */
  metadata: Record<string, string>;
  etag: string;
}

export interface S3Double {
  /** `http://127.0.0.1:<port>`, for S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  objects: Map<string, S3DoubleObject>;
  /** Every request as `METHOD key`, in order. */
  requests: string[];
  close(): Promise<void>;
}

const xmlError = (code: string, message: string, key: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Key>${key}</Key></Error>`;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The outside world's S3 for tests: one bucket, path-style PUT/GET/HEAD/DELETE of objects, in memory.
 * Signatures are accepted unchecked; what the double checks is what the server stores and asks for.
 */
export async function startS3Double(bucket = 'coffee-pictures'): Promise<S3Double> {
  const objects = new Map<string, S3DoubleObject>();
  const requests: string[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://double');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    requests.push(`${request.method ?? ''} ${key}`);
    response.setHeader('x-amz-request-id', 'double');
    if (bucketName !== bucket || !key) {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end(xmlError('NoSuchBucket', 'The specified bucket does not exist', key));
      return;
    }
    if (request.method === 'PUT') {
      const body = await readBody(request);
      const metadata: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (name.startsWith('x-amz-meta-') && typeof value === 'string') metadata[name.slice(11)] = value;
      }
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, {
        body,
        contentType: request.headers['content-type'] ?? 'binary/octet-stream',
        metadata,
        etag,
      });
      response.writeHead(200, { etag }).end();
      return;
    }
    if (request.method === 'DELETE') {
      await readBody(request);
      objects.delete(key);
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const object = objects.get(key);
      if (!object) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        // HEAD answers carry no body; the SDK names the error from the status.
        response.end(request.method === 'GET' ? xmlError('NoSuchKey', 'The specified key does not exist.', key) : '');
        return;
      }
      const headers: Record<string, string | number> = {
        'content-type': object.contentType,
        'content-length': object.body.length,
        etag: object.etag,
      };
      for (const [name, value] of Object.entries(object.metadata)) headers[`x-amz-meta-${name}`] = value;
      response.writeHead(200, headers);
      response.end(request.method === 'GET' ? object.body : undefined);
      return;
    }
    response.writeHead(405, { 'content-type': 'application/xml' });
    response.end(xmlError('MethodNotAllowed', 'The specified method is not allowed', key));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
