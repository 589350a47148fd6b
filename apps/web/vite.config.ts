import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceSourceAliases } from '../../vitest.aliases.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceSourceAliases },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.PORT ?? 3333}` },
  },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
});
