import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // Kept off: it replaces the plain load context our Hono server hands to loaders.
    v8_middleware: false,
    // Off: loaders read request.url as the page URL, without the .data suffix of data requests.
    v8_passThroughRequests: false,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
