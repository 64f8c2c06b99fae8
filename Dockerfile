# syntax=docker/dockerfile:1
# The site in one image (README "Container"): built in the first stage, run from the second with production
# dependencies only, as an unprivileged user; the data directory (embedded database, dog image cache) is a volume.

FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The lock file holds every platform's builds: `npm ci` alone (decision 0002).
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx react-router build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
# What the server and its commands (editor, backup, restore) read at run time, and nothing else; owned by root,
# so the server cannot change its own code. scripts/container-check.mjs copies exactly these lines' files.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server/main.js ./server/
COPY --from=build /app/scripts/build-if-needed.mjs /app/scripts/editor.mjs /app/scripts/database-command.mjs ./scripts/
COPY --from=build /app/scripts/supervise.mjs /app/scripts/server-memory.mjs ./scripts/
COPY --from=build /app/app/db/migrations ./app/db/migrations
COPY --from=build /app/app/features/content-seed/media ./app/features/content-seed/media
RUN mkdir /data /backups && chown node:node /data /backups
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# As `npm start`: the server with its memory settings (scripts/server-memory.mjs), started again within seconds
# should it ever die (decision 0033).
CMD ["node", "scripts/supervise.mjs"]
