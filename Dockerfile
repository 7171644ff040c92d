# syntax=docker/dockerfile:1
# Aidat: the compiled server and the built web app on Node 20, run as the unprivileged `node` user.
# apps/server/test/container.test.ts runs this file's build command, assembles the runtime stage
# from its COPY lines and starts its CMD, so a change here that breaks the start fails the tests.

FROM node:20-slim AS build
WORKDIR /app
# Dependencies first: this layer is reused until a package file changes.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.mjs
# Only what the server needs at run time stays in node_modules.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
# The server's own versions where the root holds another (lru-cache 11, content-disposition 1).
COPY --from=build /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/server/assets ./apps/server/assets
COPY --from=build /app/apps/web/dist ./apps/web/dist
# PGlite's data (when no DATABASE_URL is given) is the only thing the server writes.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node's flags as in scripts/server-node-flags.mjs (apps/server/test/container.test.ts compares them).
CMD ["node", "--enable-source-maps", "--max-old-space-size=512", "apps/server/dist/server.js"]
