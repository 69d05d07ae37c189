-- Preferences the Discord bot keeps: a server's seconds per move, a person's language.
ALTER TABLE guilds ADD COLUMN seconds_per_move INTEGER;

CREATE TABLE user_settings (
    user_id     INTEGER PRIMARY KEY,                     -- Discord user id (across servers)
    language    TEXT                                     -- NULL: follow the Discord locale
);
