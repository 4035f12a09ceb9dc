/** The uploads (`app.storage`): public pictures and private CVs, on the driver STORAGE names. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setPublicUploadsUrl } from '../http/public-paths.ts';
import { createUploadStore } from './index.ts';
import type { UploadStore } from './uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: UploadStore;
  }
}

async function storagePlugin(app: FastifyInstance) {
  setPublicUploadsUrl(app.config.publicUploadsUrl);
  app.decorate('storage', await createUploadStore(app.config));
  app.addHook('onClose', async () => app.storage.close());
}

export default fp(storagePlugin, { name: 'storage' });
