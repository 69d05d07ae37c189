-- 0007_tournament_role: the role a server names in /mus config whose members may organise
-- tournaments besides those with Manage Server (issue 13). Portable SQL (SQLite and PostgreSQL).
ALTER TABLE guilds ADD COLUMN tournament_role_id INTEGER;  -- a Discord role id; NULL: Manage Server only
