-- 0001_initial: musbot's first schema.
-- An applied migration is never edited (the runner checks a checksum); change the schema with a
-- new file 0002_<what>.sql. Times are UTC text 'YYYY-MM-DDTHH:MM:SS.ffffffZ'; Discord ids are
-- INTEGER (snowflakes fit in 63 bits); JSON columns hold objects written by the store.

-- ------------------------------------------------------------------ servers and people
CREATE TABLE guilds (
    guild_id        INTEGER PRIMARY KEY,                 -- Discord server id
    language        TEXT,                                -- NULL: the bot's default language
    default_rules   TEXT,                                -- JSON rules object; NULL: engine defaults
    current_season  INTEGER NOT NULL DEFAULT 1 CHECK (current_season >= 1),
    created_at      TEXT NOT NULL
);

CREATE TABLE seasons (
    guild_id    INTEGER NOT NULL REFERENCES guilds(guild_id) ON DELETE CASCADE,
    season      INTEGER NOT NULL CHECK (season >= 1),
    name        TEXT,
    started_at  TEXT NOT NULL,
    started_by  INTEGER,                                 -- Discord user id of the admin
    ended_at    TEXT,
    PRIMARY KEY (guild_id, season)
) WITHOUT ROWID;

CREATE TABLE players (
    player_id     INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL REFERENCES guilds(guild_id) ON DELETE CASCADE,
    user_id       INTEGER,                               -- Discord user id; NULL for a computer
    ai_key        TEXT,                                  -- computer player's key; NULL for a human
    display_name  TEXT NOT NULL,
    is_ai         INTEGER NOT NULL CHECK (is_ai IN (0, 1)),
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL,
    CHECK ((is_ai = 1 AND ai_key IS NOT NULL AND user_id IS NULL)
        OR (is_ai = 0 AND ai_key IS NULL AND user_id IS NOT NULL)),
    UNIQUE (guild_id, user_id),
    UNIQUE (guild_id, ai_key)
);

-- ------------------------------------------------------------------ tables in play
CREATE TABLE tables (
    table_id     INTEGER PRIMARY KEY,
    guild_id     INTEGER NOT NULL REFERENCES guilds(guild_id) ON DELETE CASCADE,
    channel_id   INTEGER NOT NULL,
    creator_id   INTEGER,                                -- Discord user id
    rules        TEXT NOT NULL,                          -- JSON rules object
    seed         TEXT NOT NULL,                          -- JSON: the engine's seed
    first_mano   INTEGER NOT NULL DEFAULT 0 CHECK (first_mano BETWEEN 0 AND 3),
    status       TEXT NOT NULL DEFAULT 'open'
                 CHECK (status IN ('open', 'playing', 'finished', 'abandoned')),
    messages     TEXT NOT NULL DEFAULT '{}',             -- JSON: Discord message / thread ids
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL,
    closed_at    TEXT
);
CREATE INDEX tables_open ON tables(guild_id, status) WHERE status IN ('open', 'playing');
CREATE INDEX tables_channel ON tables(guild_id, channel_id);

CREATE TABLE table_seats (
    table_id   INTEGER NOT NULL REFERENCES tables(table_id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    player_id  INTEGER NOT NULL REFERENCES players(player_id),
    PRIMARY KEY (table_id, seat)
) WITHOUT ROWID;

-- The durable log: every applied action, in order. (table_id, seq) is unique and seq has no
-- gaps (the store refuses any other seq), so a table is rebuilt from its seed and this log.
CREATE TABLE actions (
    table_id  INTEGER NOT NULL REFERENCES tables(table_id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL CHECK (seq >= 0),
    seat      INTEGER CHECK (seat BETWEEN 0 AND 3),      -- NULL for markers such as next_hand
    action    TEXT NOT NULL,                             -- JSON action dict
    at        TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;

-- ------------------------------------------------------------------ results
CREATE TABLE partidas (
    partida_id   INTEGER PRIMARY KEY,
    guild_id     INTEGER NOT NULL REFERENCES guilds(guild_id) ON DELETE CASCADE,
    table_id     INTEGER REFERENCES tables(table_id) ON DELETE SET NULL,
    season       INTEGER NOT NULL,
    rules        TEXT NOT NULL,                          -- JSON rules object
    status       TEXT NOT NULL DEFAULT 'playing'
                 CHECK (status IN ('playing', 'finished', 'abandoned')),
    has_ai       INTEGER NOT NULL DEFAULT 0 CHECK (has_ai IN (0, 1)),
    started_at   TEXT NOT NULL,
    finished_at  TEXT,
    winner_pair  INTEGER CHECK (winner_pair IN (0, 1)),
    juegos0      INTEGER NOT NULL DEFAULT 0,             -- juegos won by pair 0 in the partida
    juegos1      INTEGER NOT NULL DEFAULT 0,
    vacas0       INTEGER NOT NULL DEFAULT 0,
    vacas1       INTEGER NOT NULL DEFAULT 0,
    hands        INTEGER NOT NULL DEFAULT 0,
    FOREIGN KEY (guild_id, season) REFERENCES seasons(guild_id, season)
);
CREATE INDEX partidas_recent ON partidas(guild_id, status, finished_at);
CREATE INDEX partidas_table ON partidas(table_id, status);

CREATE TABLE partida_players (
    partida_id  INTEGER NOT NULL REFERENCES partidas(partida_id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    pair        INTEGER NOT NULL CHECK (pair = seat % 2),
    player_id   INTEGER NOT NULL REFERENCES players(player_id),
    won         INTEGER CHECK (won IN (0, 1)),           -- NULL until the partida is finished
    PRIMARY KEY (partida_id, seat)
) WITHOUT ROWID;
CREATE INDEX partida_players_player ON partida_players(player_id, partida_id);

-- One row per pair of a finished partida, players in id order: head-to-head lookups.
CREATE TABLE partida_pairs (
    partida_id   INTEGER NOT NULL REFERENCES partidas(partida_id) ON DELETE CASCADE,
    pair         INTEGER NOT NULL CHECK (pair IN (0, 1)),
    guild_id     INTEGER NOT NULL,
    season       INTEGER NOT NULL,
    player_lo    INTEGER NOT NULL REFERENCES players(player_id),
    player_hi    INTEGER NOT NULL REFERENCES players(player_id),
    won          INTEGER NOT NULL CHECK (won IN (0, 1)),
    juegos_won   INTEGER NOT NULL,
    juegos_lost  INTEGER NOT NULL,
    PRIMARY KEY (partida_id, pair),
    CHECK (player_lo <= player_hi)
) WITHOUT ROWID;
CREATE INDEX partida_pairs_pair ON partida_pairs(guild_id, player_lo, player_hi, partida_id);

CREATE TABLE juegos (
    partida_id    INTEGER NOT NULL REFERENCES partidas(partida_id) ON DELETE CASCADE,
    juego_number  INTEGER NOT NULL CHECK (juego_number >= 1),
    vaca_number   INTEGER NOT NULL CHECK (vaca_number >= 1),
    winner_pair   INTEGER NOT NULL CHECK (winner_pair IN (0, 1)),
    score0        INTEGER NOT NULL,                      -- final tantos of each pair
    score1        INTEGER NOT NULL,
    hands         INTEGER NOT NULL,
    by_ordago     INTEGER NOT NULL DEFAULT 0 CHECK (by_ordago IN (0, 1)),
    finished_at   TEXT NOT NULL,
    PRIMARY KEY (partida_id, juego_number)
) WITHOUT ROWID;

CREATE TABLE hands (
    hand_id       INTEGER PRIMARY KEY,
    partida_id    INTEGER NOT NULL REFERENCES partidas(partida_id) ON DELETE CASCADE,
    hand_number   INTEGER NOT NULL,
    juego_number  INTEGER NOT NULL,
    mano          INTEGER NOT NULL CHECK (mano BETWEEN 0 AND 3),
    cards0        TEXT,                                  -- the hands shown at the end, R1 notation
    cards1        TEXT,
    cards2        TEXT,
    cards3        TEXT,
    points0       INTEGER NOT NULL,                      -- tantos each pair made in this hand
    points1       INTEGER NOT NULL,
    score0        INTEGER NOT NULL,                      -- juego score after the hand (before a
    score1        INTEGER NOT NULL,                      -- won juego resets it)
    winner_pair   INTEGER CHECK (winner_pair IN (0, 1)),
    ordago        INTEGER NOT NULL DEFAULT 0 CHECK (ordago IN (0, 1)),
    at            TEXT NOT NULL,
    UNIQUE (partida_id, hand_number)
);

CREATE TABLE count_lines (
    hand_id  INTEGER NOT NULL REFERENCES hands(hand_id) ON DELETE CASCADE,
    line     INTEGER NOT NULL,
    lance    TEXT NOT NULL,
    pair     INTEGER NOT NULL CHECK (pair IN (0, 1)),
    points   INTEGER NOT NULL CHECK (points >= 0),
    why      TEXT NOT NULL,                              -- paso, envite, pareja, ..., deje
    seat     INTEGER CHECK (seat BETWEEN 0 AND 3),
    PRIMARY KEY (hand_id, line)
) WITHOUT ROWID;

-- Per hand, per seat facts: every league counter is a sum of these (see stats.py).
CREATE TABLE hand_seats (
    hand_id           INTEGER NOT NULL REFERENCES hands(hand_id) ON DELETE CASCADE,
    seat              INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    player_id         INTEGER NOT NULL REFERENCES players(player_id),
    won               INTEGER NOT NULL CHECK (won IN (0, 1)),
    points            INTEGER NOT NULL,                  -- tantos of the seat's pair
    won_grande        INTEGER NOT NULL DEFAULT 0,
    won_chica         INTEGER NOT NULL DEFAULT 0,
    won_pares         INTEGER NOT NULL DEFAULT 0,
    won_juego         INTEGER NOT NULL DEFAULT 0,
    won_punto         INTEGER NOT NULL DEFAULT 0,
    mus_spoken        INTEGER NOT NULL DEFAULT 0,
    mus_cut           INTEGER NOT NULL DEFAULT 0,
    envites_made      INTEGER NOT NULL DEFAULT 0,
    envites_accepted  INTEGER NOT NULL DEFAULT 0,
    envites_refused   INTEGER NOT NULL DEFAULT 0,
    ordagos_made      INTEGER NOT NULL DEFAULT 0,
    ordagos_won       INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (hand_id, seat)
) WITHOUT ROWID;
CREATE INDEX hand_seats_player ON hand_seats(player_id);

-- ------------------------------------------------------------------ league
-- Counters kept in the same transaction as the facts above. season 0 is "all time".
CREATE TABLE player_stats (
    guild_id          INTEGER NOT NULL,
    season            INTEGER NOT NULL CHECK (season >= 0),
    player_id         INTEGER NOT NULL REFERENCES players(player_id) ON DELETE CASCADE,
    partidas          INTEGER NOT NULL DEFAULT 0,
    partidas_won      INTEGER NOT NULL DEFAULT 0,
    juegos            INTEGER NOT NULL DEFAULT 0,
    juegos_won        INTEGER NOT NULL DEFAULT 0,
    hands             INTEGER NOT NULL DEFAULT 0,
    hands_won         INTEGER NOT NULL DEFAULT 0,
    points            INTEGER NOT NULL DEFAULT 0,
    won_grande        INTEGER NOT NULL DEFAULT 0,
    won_chica         INTEGER NOT NULL DEFAULT 0,
    won_pares         INTEGER NOT NULL DEFAULT 0,
    won_juego         INTEGER NOT NULL DEFAULT 0,
    won_punto         INTEGER NOT NULL DEFAULT 0,
    mus_spoken        INTEGER NOT NULL DEFAULT 0,
    mus_cut           INTEGER NOT NULL DEFAULT 0,
    envites_made      INTEGER NOT NULL DEFAULT 0,
    envites_accepted  INTEGER NOT NULL DEFAULT 0,
    envites_refused   INTEGER NOT NULL DEFAULT 0,
    ordagos_made      INTEGER NOT NULL DEFAULT 0,
    ordagos_won       INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, season, player_id)
) WITHOUT ROWID;

CREATE TABLE pair_stats (
    guild_id      INTEGER NOT NULL,
    season        INTEGER NOT NULL CHECK (season >= 0),
    player_lo     INTEGER NOT NULL REFERENCES players(player_id) ON DELETE CASCADE,
    player_hi     INTEGER NOT NULL REFERENCES players(player_id) ON DELETE CASCADE,
    partidas      INTEGER NOT NULL DEFAULT 0,
    partidas_won  INTEGER NOT NULL DEFAULT 0,
    juegos        INTEGER NOT NULL DEFAULT 0,
    juegos_won    INTEGER NOT NULL DEFAULT 0,
    hands         INTEGER NOT NULL DEFAULT 0,
    hands_won     INTEGER NOT NULL DEFAULT 0,
    points        INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, season, player_lo, player_hi),
    CHECK (player_lo <= player_hi)
) WITHOUT ROWID;
CREATE INDEX pair_stats_hi ON pair_stats(guild_id, season, player_hi);

-- openskill (Plackett-Luce) ratings; ordinal = mu - 3 sigma, the conservative estimate.
CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    season      INTEGER NOT NULL CHECK (season >= 0),
    player_id   INTEGER NOT NULL REFERENCES players(player_id) ON DELETE CASCADE,
    mu          REAL NOT NULL,
    sigma       REAL NOT NULL,
    ordinal     REAL NOT NULL,
    partidas    INTEGER NOT NULL DEFAULT 0,
    updated_at  TEXT NOT NULL,
    PRIMARY KEY (guild_id, season, player_id)
) WITHOUT ROWID;
CREATE INDEX ratings_rank ON ratings(guild_id, season, ordinal DESC);

CREATE TABLE rating_history (
    player_id     INTEGER NOT NULL REFERENCES players(player_id) ON DELETE CASCADE,
    season        INTEGER NOT NULL CHECK (season >= 0),
    partida_id    INTEGER NOT NULL REFERENCES partidas(partida_id) ON DELETE CASCADE,
    mu_before     REAL NOT NULL,
    sigma_before  REAL NOT NULL,
    mu            REAL NOT NULL,
    sigma         REAL NOT NULL,
    ordinal       REAL NOT NULL,
    at            TEXT NOT NULL,
    PRIMARY KEY (player_id, season, partida_id)
) WITHOUT ROWID;

-- MSST (seed 004): values in hundredths, 100 = 1.00. See msst.py for the mapping.
CREATE TABLE msst_state (
    guild_id  INTEGER PRIMARY KEY REFERENCES guilds(guild_id) ON DELETE CASCADE,
    month     TEXT NOT NULL                              -- 'YYYY-MM' the values are current for
);

CREATE TABLE msst_values (
    guild_id    INTEGER NOT NULL,
    player_id   INTEGER NOT NULL REFERENCES players(player_id) ON DELETE CASCADE,
    value       INTEGER NOT NULL DEFAULT 100 CHECK (value >= 100),
    updated_at  TEXT NOT NULL,
    PRIMARY KEY (guild_id, player_id)
) WITHOUT ROWID;
CREATE INDEX msst_rank ON msst_values(guild_id, value DESC);

CREATE TABLE msst_history (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    player_id   INTEGER NOT NULL REFERENCES players(player_id) ON DELETE CASCADE,
    month       TEXT NOT NULL,
    kind        TEXT NOT NULL CHECK (kind IN ('satz', 'turnier', 'decay')),
    delta       INTEGER NOT NULL,
    value       INTEGER NOT NULL,
    partida_id  INTEGER REFERENCES partidas(partida_id) ON DELETE SET NULL,
    at          TEXT NOT NULL
);
CREATE INDEX msst_history_player ON msst_history(guild_id, player_id, id);

CREATE TABLE msst_tournaments (
    guild_id      INTEGER NOT NULL REFERENCES guilds(guild_id) ON DELETE CASCADE,
    month         TEXT NOT NULL,
    participants  INTEGER NOT NULL,
    average       INTEGER NOT NULL,                      -- hundredths, rounded down
    value         INTEGER,                               -- Turnierwert; NULL: not official (< 8)
    evaluated_at  TEXT NOT NULL,
    PRIMARY KEY (guild_id, month)
) WITHOUT ROWID;
