-- 0004_tournaments: tournaments and leagues (musbot/tournaments, store/tournaments.py).
-- Entries and matches are numbered within their tournament (entry_no, match_no), so the
-- service can name them before they are written. JSON columns hold objects the store writes.

CREATE TABLE tournaments (
    tournament_id     INTEGER PRIMARY KEY,
    guild_id          INTEGER NOT NULL REFERENCES guilds(guild_id) ON DELETE CASCADE,
    channel_id        INTEGER NOT NULL,
    organiser_id      INTEGER NOT NULL,                  -- Discord user id
    name              TEXT NOT NULL,
    format            TEXT NOT NULL CHECK (format IN ('eliminatoria', 'liguilla', 'suizo', 'liga')),
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
CREATE INDEX tournaments_active ON tournaments(status, guild_id);

CREATE TABLE tournament_entries (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(tournament_id) ON DELETE CASCADE,
    entry_no       INTEGER NOT NULL CHECK (entry_no >= 1),
    user1          INTEGER NOT NULL,                     -- Discord user ids
    user2          INTEGER,                              -- NULL: a solo entrant
    name1          TEXT NOT NULL,
    name2          TEXT,
    status         TEXT NOT NULL CHECK (status IN ('invited', 'confirmed', 'solo', 'declined', 'expired',
                                                   'withdrawn', 'paired', 'unpaired', 'removed')),
    seed           INTEGER,                              -- 1 = best, once drawn
    rating         REAL,
    from_solos     TEXT,                                 -- JSON [entry_no, entry_no] for a drawn pair
    grp            INTEGER,                              -- liguilla: its group (1, 2, ...)
    created_at     TEXT NOT NULL,
    updated_at     TEXT NOT NULL,
    PRIMARY KEY (tournament_id, entry_no)
);

CREATE TABLE tournament_matches (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(tournament_id) ON DELETE CASCADE,
    match_no       INTEGER NOT NULL CHECK (match_no >= 1),
    round          INTEGER NOT NULL CHECK (round >= 1),
    stage          TEXT NOT NULL,                        -- 'grupo N', 'eliminatoria', 'suizo', 'jornada N'
    slot           INTEGER NOT NULL,                     -- its place in the round (bracket order)
    entry_a        INTEGER,                              -- the pair of seats 0 and 2
    entry_b        INTEGER,                              -- NULL: a bye for entry_a
    status         TEXT NOT NULL CHECK (status IN ('pending', 'open', 'finished')),
    winner         INTEGER,                              -- entry_no; NULL when finished: double walkover
    walkover       INTEGER NOT NULL DEFAULT 0 CHECK (walkover IN (0, 1)),
    partidas_a     INTEGER NOT NULL DEFAULT 0,
    partidas_b     INTEGER NOT NULL DEFAULT 0,
    juegos_a       INTEGER NOT NULL DEFAULT 0,
    juegos_b       INTEGER NOT NULL DEFAULT 0,
    tantos_a       INTEGER NOT NULL DEFAULT 0,
    tantos_b       INTEGER NOT NULL DEFAULT 0,
    opens_at       TEXT,                                 -- liga: the jornada's start
    opened_at      TEXT,
    deadline       TEXT,                                 -- grace end (liga: the jornada's end)
    present        TEXT NOT NULL DEFAULT '[]',           -- JSON: Discord ids who pressed something
    held           INTEGER NOT NULL DEFAULT 0 CHECK (held IN (0, 1)),  -- its table was lost
    set_by         INTEGER,                              -- organiser who set the result
    finished_at    TEXT,
    PRIMARY KEY (tournament_id, match_no)
);
CREATE INDEX tournament_matches_round ON tournament_matches(tournament_id, round, slot);

-- One row per partida of a tie: the store table it is played at (so the MSST knows it is a
-- tournament partida) and, when over, its result as the tie counts it.
CREATE TABLE tournament_partidas (
    tournament_id  INTEGER NOT NULL,
    match_no       INTEGER NOT NULL,
    number         INTEGER NOT NULL CHECK (number >= 1),
    table_id       INTEGER REFERENCES tables(table_id) ON DELETE SET NULL,
    partida_id     INTEGER REFERENCES partidas(partida_id) ON DELETE SET NULL,
    winner         INTEGER,                              -- entry_no
    juegos_a       INTEGER NOT NULL DEFAULT 0,
    juegos_b       INTEGER NOT NULL DEFAULT 0,
    tantos_a       INTEGER NOT NULL DEFAULT 0,
    tantos_b       INTEGER NOT NULL DEFAULT 0,
    counted        INTEGER NOT NULL DEFAULT 1 CHECK (counted IN (0, 1)),  -- 0: voided by the organiser
    finished_at    TEXT,
    PRIMARY KEY (tournament_id, match_no, number),
    FOREIGN KEY (tournament_id, match_no) REFERENCES tournament_matches(tournament_id, match_no) ON DELETE CASCADE
);
CREATE INDEX tournament_partidas_table ON tournament_partidas(table_id);
CREATE INDEX tournament_partidas_partida ON tournament_partidas(partida_id);

-- What organisers and players did (corrections, replacements, pauses): who, when, what.
CREATE TABLE tournament_log (
    id             INTEGER PRIMARY KEY,
    tournament_id  INTEGER NOT NULL REFERENCES tournaments(tournament_id) ON DELETE CASCADE,
    at             TEXT NOT NULL,
    actor          INTEGER,                              -- Discord user id; NULL: the bot
    action         TEXT NOT NULL,
    detail         TEXT NOT NULL DEFAULT '{}'            -- JSON
);
CREATE INDEX tournament_log_t ON tournament_log(tournament_id, id);

-- The MSST of seed 004 counts each finished tournament as a Turnier (msst.py).
CREATE TABLE msst_turniere (
    tournament_id  INTEGER PRIMARY KEY REFERENCES tournaments(tournament_id) ON DELETE CASCADE,
    guild_id       INTEGER NOT NULL,
    participants   INTEGER NOT NULL,
    average        INTEGER NOT NULL,
    value          INTEGER,                              -- Turnierwert; NULL: fewer than 8 players
    evaluated_at   TEXT NOT NULL
);
