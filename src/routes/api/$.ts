import { createFileRoute } from '@tanstack/react-router'
export const Route = createFileRoute('/api/$')({
  server: { handlers: { GET: async ({ request }) => Response.json({ path: new URL(request.url).pathname }) } },
})
