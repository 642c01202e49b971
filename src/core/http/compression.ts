import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compressible answers: JSON, text (not `text/event-stream`: an event stream must reach the
 * client event by event), JavaScript and CSS of the docs page. Images are compressed already.
 */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|[+/]json(?:;|$)|[/+](?:javascript|ecmascript)(?:;|$)/u;

/**
 * gzip and br answers through @fastify/compress, when `Accept-Encoding` asks for one and the body
 * is at least 1 kB, on the routes `applies` names (the API and the docs). Other routes (media,
 * health) run no compression hook at all. Request bodies are not decompressed (no hook either).
 * Without `Accept-Encoding` the hook returns at once.
 */
export async function registerCompression(
  fastify: FastifyInstance,
  applies: (url: string) => boolean,
): Promise<void> {
  // Before the plugin's own onRoute hook, which skips a route marked `compress: false`.
  fastify.addHook('onRoute', (route) => {
    if (!applies(route.url)) {
      route.compress = false;
    }
  });
  await fastify.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
  });
}
