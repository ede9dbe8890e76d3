import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const api = `http://localhost:${process.env.API_PORT || 3000}`;

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  server: {
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: true },
      '/auth': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
      '/nova/messages': { target: api, changeOrigin: true },
      '/files': { target: api, changeOrigin: true },
      '/deal-files': { target: api, changeOrigin: true },
      '/invoice-files': { target: api, changeOrigin: true },
      '/invoices/': { target: api, changeOrigin: true },
      '/work-log-files': { target: api, changeOrigin: true },
      '/pictures': { target: api, changeOrigin: true },
      '/notifications/': { target: api, changeOrigin: true },
      '/health': { target: api, changeOrigin: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1000 },
});
