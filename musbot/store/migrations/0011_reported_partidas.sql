-- 0011_reported_partidas: a partida played at a real table and reported by its pairs (a
-- presencial tie's confirmed result): it counts in the records, ratings and MSST as a played
-- one, and has no table, no seed and no hands, so nothing that reads cards ever sees it.
-- Portable SQL (SQLite and PostgreSQL).
ALTER TABLE partidas ADD COLUMN reported INTEGER NOT NULL DEFAULT 0 CHECK (reported IN (0, 1));
