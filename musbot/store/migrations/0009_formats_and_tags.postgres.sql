-- 0009_formats_and_tags on PostgreSQL: the same schema as the SQLite file's (see
-- 0009_formats_and_tags.sql), made in place: the format's CHECK dropped, the pair's label added.
ALTER TABLE tournaments DROP CONSTRAINT tournaments_format_check;
ALTER TABLE tournament_entries ADD COLUMN tag TEXT COLLATE "C";
