# syntax=docker/dockerfile:1
# Build stage: full dependencies, compile TypeScript.
# The newest Node 24 (CI tests on the newest 24.x the registry has). No compiler: every native
# package ships a prebuilt binary (better-sqlite3 13 and sharp through Node-API, @node-rs/argon2,
# @swc/core), and scripts/check-sqlite-addon.js fails the build if the SQLite addon cannot serve.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/check-sqlite-addon.js && npm run build && npm prune --omit=dev

# Runtime stage: production dependencies and the compiled service only, as a non-root user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 STORAGE_DIR=/data DATABASE_URL=sqlite:/data/social.sqlite
# Ceilings for V8's heap. Left alone, V8 lets garbage pile up to a few hundred MB under write load
# before a full collection; the live heap is about 45 MB. The old-space ceiling needs the
# semi-space one beside it: on Node 24 an old-space ceiling alone leaves the young generation
# sized for a large heap, and the service then spends a third of its CPU collecting garbage
# (docs/operations.md "Memory"). Override with -e NODE_OPTIONS=….
# bench/server.js starts the service with the same setting; test/node-options.spec.ts checks it.
ENV NODE_OPTIONS="--max-old-space-size=160 --max-semi-space-size=16"
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Migrations run at start-up (TypeORM migrationsRun), before the port opens.
CMD ["node", "dist/src/main.js"]
