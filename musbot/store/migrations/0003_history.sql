-- 0003_history: a placeholder on the tourn branch only, so that 0004 follows without a gap.
-- The history branch owns this number: when both land, its 0003_history.sql replaces this file.
CREATE TABLE IF NOT EXISTS placeholder_0003 (id INTEGER PRIMARY KEY);
DROP TABLE placeholder_0003;
