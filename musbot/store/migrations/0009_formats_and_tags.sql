-- 0009_formats_and_tags: a tournament of any format the code registers (musbot/tournaments/
-- formats: a new format needs no migration), and a pair's label (a club, a town, a herri) that
-- the draw keeps apart (musbot/tournaments/apart.py).
--
-- SQLite cannot drop a CHECK: the table is rebuilt the way SQLite's documentation gives for
-- changes ALTER TABLE cannot make (a new table, the rows copied, the old one dropped, the new
-- one renamed, its index made again), with foreign keys off while the migration runs and
-- checked before it commits (db.py). The tables that reference tournaments name it, so they
-- reference the new one. PostgreSQL drops the constraint in place (the .postgres.sql twin).

CREATE TABLE tournaments_new (
    tournament_id     INTEGER PRIMARY KEY,
    guild_id          INTEGER NOT NULL REFERENCES guilds(guild_id) ON DELETE CASCADE,
    channel_id        INTEGER NOT NULL,
    organiser_id      INTEGER NOT NULL,                  -- Discord user id
    name              TEXT NOT NULL,
    format            TEXT NOT NULL,                     -- a name of musbot/tournaments/formats
    options           TEXT NOT NULL,                     -- JSON: rules, best_of, rounds, ...
    status            TEXT NOT NULL CHECK (status IN ('signup', 'running', 'paused', 'finished', 'cancelled')),
    commitment        TEXT NOT NULL,                     -- SHA-256 of the seed, shown at creation
    seed              TEXT NOT NULL,                     -- secret until the draw, then shown
    signup_closes_at  TEXT NOT NULL,
    signups           TEXT,                              -- JSON: the sign-up list the draw read
    draw              TEXT,                              -- JSON: the draw (draw.py)
    round             INTEGER NOT NULL DEFAULT 0,        -- the round in play (0: none yet)
    champion          INTEGER,                           -- entry_no
    paused_at         TEXT,
    version           INTEGER NOT NULL DEFAULT 0,        -- +1 at every change (organisers' presses)
    messages          TEXT NOT NULL DEFAULT '{}',        -- JSON: Discord message / role ids
    msst_scored       INTEGER NOT NULL DEFAULT 0 CHECK (msst_scored IN (0, 1)),
    created_at        TEXT NOT NULL,
    updated_at        TEXT NOT NULL,
    finished_at       TEXT
);
INSERT INTO tournaments_new (tournament_id, guild_id, channel_id, organiser_id, name, format, options, status,
                             commitment, seed, signup_closes_at, signups, draw, round, champion, paused_at,
                             version, messages, msst_scored, created_at, updated_at, finished_at)
SELECT tournament_id, guild_id, channel_id, organiser_id, name, format, options, status, commitment, seed,
       signup_closes_at, signups, draw, round, champion, paused_at, version, messages, msst_scored, created_at,
       updated_at, finished_at
FROM tournaments;
DROP TABLE tournaments;
ALTER TABLE tournaments_new RENAME TO tournaments;
CREATE INDEX tournaments_active ON tournaments(status, guild_id);

ALTER TABLE tournament_entries ADD COLUMN tag TEXT;      -- the pair's label; NULL: none
