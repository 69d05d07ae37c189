-- 0012_head_start: the juegos each pair had won before a table's partida was first dealt (a
-- late pair's lost juegos at a tournament's table, musbot/tournaments/club.py). They are part
-- of the recipe the partida is played again and verified from; tables stored before began level.
-- Portable SQL (SQLite and PostgreSQL).
ALTER TABLE tables ADD COLUMN head_start0 INTEGER NOT NULL DEFAULT 0 CHECK (head_start0 >= 0);
ALTER TABLE tables ADD COLUMN head_start1 INTEGER NOT NULL DEFAULT 0 CHECK (head_start1 >= 0);
