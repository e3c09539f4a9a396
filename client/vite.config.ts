import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves the built client from the same origin; in `npm run dev -w client` Vite proxies to it.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '^/s/\\d{4}/qr$': 'http://localhost:3000',
    },
  },
  build: { sourcemap: true },
});
