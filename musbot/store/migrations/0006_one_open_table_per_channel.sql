-- One open table per channel, held by the database itself (issue 11.2): two /mus mesa at the
-- same instant, two bot processes, or a table left open by a crash can no longer leave two
-- open tables in one channel. Portable SQL: partial unique indexes work on SQLite and PostgreSQL.

-- A database written before this index may hold several open tables in a channel: the newest
-- stays open (the one a restart recovered last), the others are abandoned (never counted).
UPDATE partidas SET status = 'abandoned', finished_at = (SELECT t.updated_at FROM tables t WHERE t.table_id = partidas.table_id)
WHERE status = 'playing' AND table_id IN (
    SELECT t.table_id FROM tables t
    WHERE t.status IN ('open', 'playing')
      AND t.table_id < (SELECT MAX(n.table_id) FROM tables n
                        WHERE n.channel_id = t.channel_id AND n.status IN ('open', 'playing')));
UPDATE tables SET status = 'abandoned', closed_at = updated_at
WHERE status IN ('open', 'playing')
  AND table_id < (SELECT MAX(n.table_id) FROM tables n
                  WHERE n.channel_id = tables.channel_id AND n.status IN ('open', 'playing'));

CREATE UNIQUE INDEX tables_one_open_per_channel ON tables(channel_id) WHERE status IN ('open', 'playing');
