// /api/* is served by the reference services (server/index.ts). src/server.ts normally answers
// these paths before the router; this route serves them wherever the router sees them first.
import { createFileRoute } from '@tanstack/react-router'
import { handleReferenceRequest } from '../../../server/index'

const handle = ({ request }: { request: Request }) => handleReferenceRequest(request)

export const Route = createFileRoute('/api/$')({
  server: { handlers: { GET: handle, HEAD: handle, POST: handle, PUT: handle, PATCH: handle, DELETE: handle } },
})
