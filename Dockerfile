# syntax=docker/dockerfile:1
# agent-conversations: the GraphQL service, run as compiled JavaScript (`npm run build` → dist/).
#
#   docker build -t agent-conversations .
#   docker run -p 4000:4000 -e AUTH_JWT_SECRET=... -e DATABASE_URL=... agent-conversations
#
# Stage 1 installs every dependency, typechecks the sources (a broken tree
# fails the build; skip with --build-arg TYPECHECK=false), compiles them into dist/
# (with the client package's dist/) and builds the dashboard.
# Stage 2 installs only the runtime dependencies, takes the compiled service and the
# built dashboard, and runs `node dist/main.js` as the non-root `node` user. tsx stays a
# runtime dependency only for scripts/token.ts, which runs from source.

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The client package is an npm workspace: its manifest is part of the lock file.
COPY package.json package-lock.json ./
COPY packages/client/package.json ./packages/client/
# `npm install` is the fallback when npm ci rejects the lock file for an optional
# dependency the registry cannot serve; it installs the same locked versions.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
ARG TYPECHECK=true
RUN if [ "$TYPECHECK" = "true" ]; then npm run typecheck; fi
# src/ → dist/ (the same layout; see tsconfig.build.json), after packages/client → its dist/.
RUN npm run build
# The dashboard (served at /dashboard) is built here, where Vite is installed.
RUN npm run dashboard:build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/client/package.json ./packages/client/
RUN (npm ci --omit=dev --no-audit --no-fund || npm install --omit=dev --no-audit --no-fund) \
    && npm cache clean --force
COPY tsconfig.json schema.graphql ./
COPY --from=build /app/dist ./dist
# The compiled worker imports the client package by name: node_modules links it to
# packages/client, whose package.json exports its built dist/.
COPY --from=build /app/packages/client/dist ./packages/client/dist
# The sources, for scripts/token.ts only (run through tsx).
COPY src ./src
# `node --import tsx scripts/token.ts --sub u_1` signs a token with the container's AUTH_JWT_SECRET.
COPY scripts/token.ts scripts/check-node.ts ./scripts/
COPY --from=build /app/dashboard/dist ./dashboard/dist
# DATA_DIR holds the embedded PGlite database when DATABASE_URL is unset.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1 (no npm wrapper), so SIGTERM reaches the app's graceful drain.
CMD ["node", "--enable-source-maps", "dist/main.js"]
