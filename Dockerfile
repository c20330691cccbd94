# Clientele in one image: the built server and web app, production dependencies only.
#   docker build -t clientele .
#   docker run -p 3000:3000 -v clientele-data:/data clientele      (embedded PGlite in /data)
# docker-compose.yml runs it on PostgreSQL; docker-compose.instances.yml runs two behind Caddy.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json vite.config.ts ./
COPY src ./src
RUN npm run build

FROM node:24-slim
ENV NODE_ENV=production DATA_DIR=/data PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
# What the built server reads at run time (src/server/paths.ts): the web app and the migrations.
COPY --from=build /app/dist ./dist
COPY drizzle ./drizzle
# The embedded database and the generated session secret, when DATABASE_URL and BETTER_AUTH_SECRET are unset.
# 700: the database's files and the backups hold password hashes (the server also sets it at every start).
RUN install -d -m 700 -o node -g node /data
USER node
VOLUME /data
EXPOSE 3000
# No curl in a slim image: Node asks. 503 while the database is unreachable.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The app stops gracefully on SIGTERM (docker stop), itself: Node runs as PID 1 with its own handlers.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
