#!/bin/sh
# Prisma's native schema engine cannot be downloaded on these machines; migrations run through
# prisma/migrate.ts (the wasm engine) instead. Failing loudly keeps `prisma migrate` from pretending.
echo "The native Prisma schema engine is not available here: use 'npm run db:migrate -- --name <name>'." >&2
exit 1
