# Production image of the one-port Nanum server (pages + /api + /socket.io).
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/package.json
RUN npm ci --no-audit --no-fund
COPY . .
# The one page prerendered at build time with share tags (/certify) takes the site's address from
# here: build with `--build-arg PUBLIC_URL=https://…` (docker-compose.yml passes its PUBLIC_URL).
ARG PUBLIC_URL
RUN npx next build --webpack

FROM node:20-bookworm-slim
WORKDIR /app
# No TZ: the app shows Korean time whatever the container's zone (packages/shared/src/timeZone.ts).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# mysqldump for `npm run backup` (without it the backup falls back to its own consistent export).
RUN apt-get update && apt-get install -y --no-install-recommends mariadb-client && rm -rf /var/lib/apt/lists/*
COPY --from=build /app /app
VOLUME /data
EXPOSE 3000
CMD ["node", "--import", "tsx", "apps/api/src/main.ts"]
