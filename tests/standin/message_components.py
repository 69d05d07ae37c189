"""Discord's documented rules for a message's components, as the stand-in enforces them on every
create and edit.

From Discord's developer documentation (Components › Component Reference, and Using Message
Components), as it stands with the ``IS_COMPONENTS_V2`` layout of 2025:

* without the flag (the legacy layout) a message has at most 5 top-level components, each an
  action row; the layout components (section 9, text display 10, thumbnail 11, media gallery 12,
  file 13, separator 14, container 17) need the flag;
* with the flag (``1 << 15``) the message has no ``content`` and no ``embeds`` (both are checked
  by the caller, which knows the message), and once sent the flag cannot be taken off by an edit;
* at most 40 components in all, nested ones counted (a section's text displays and accessory, a
  container's children, an action row's buttons); at most 4,000 characters across all text
  displays;
* top level: action row, section, text display, media gallery, file, separator, container; a
  container holds action rows, text displays, sections, media galleries, separators and files
  (never another container), its ``accent_color`` an RGB integer 0..0xFFFFFF or null;
* a section: one to three text displays and one accessory, a thumbnail or a button;
* a thumbnail only as a section's accessory, its ``description`` (alt text) at most 1,024;
* a media gallery: 1 to 10 items, each with ``media.url`` and an optional ``description`` of at
  most 1,024 characters;
* a file: ``file.url`` only as an ``attachment://<filename>`` reference;
* a separator: ``spacing`` 1 (small) or 2 (large);
* an action row: up to 5 buttons, or exactly one select;
* a button: ``label`` at most 80; a link button (style 5) a ``url`` and no ``custom_id``, the
  others a ``custom_id`` and no ``url``;
* ``custom_id``: 1-100 characters, unique in the message;
* a string select: 1 to 25 options;
* an ``attachment://<filename>`` reference names a file of the message (uploaded with this
  request or kept from before): Discord resolves it against the message's attachments.

A breach is answered as Discord answers a bad form: ``400``, code ``50035`` ``Invalid Form
Body``, an ``errors`` tree down to the component's field. The inner codes Discord documents
(``BASE_TYPE_MAX_LENGTH``, ``BASE_TYPE_BAD_LENGTH``, ``BASE_TYPE_CHOICES``) are used where the rule is one
of theirs; where Discord names no code the code here says the rule (``COMPONENT_...``).
"""

from __future__ import annotations

from typing import Any

IS_COMPONENTS_V2 = 1 << 15

ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT = 1, 2, 3, 4
USER_SELECT, ROLE_SELECT, MENTIONABLE_SELECT, CHANNEL_SELECT = 5, 6, 7, 8
SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR = 9, 10, 11, 12, 13, 14
CONTAINER = 17

SELECTS = frozenset({STRING_SELECT, USER_SELECT, ROLE_SELECT, MENTIONABLE_SELECT, CHANNEL_SELECT})
LAYOUT_V2 = frozenset({SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER})
TOP_LEVEL_V2 = frozenset({ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER})
IN_CONTAINER = frozenset({ACTION_ROW, TEXT_DISPLAY, SECTION, MEDIA_GALLERY, SEPARATOR, FILE})
SECTION_ACCESSORIES = frozenset({THUMBNAIL, BUTTON})

MAX_COMPONENTS = 40
MAX_TEXT = 4000
MAX_LEGACY_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_SECTION_TEXTS = 3
MAX_GALLERY_ITEMS = 10
MAX_ALT_TEXT = 1024
MAX_CUSTOM_ID = 100
MAX_LABEL = 80
MAX_OPTIONS = 25
MAX_ACCENT = 0xFFFFFF
ATTACHMENT_SCHEME = "attachment://"

Path = tuple[str | int, ...]


class Refusal(Exception):
    """One breach: where Discord's ``errors`` tree points, its code and message."""

    def __init__(self, path: Path, code: str, message: str) -> None:
        super().__init__(f"{'.'.join(map(str, path))}: {code} {message}")
        self.path, self.code, self.message = path, code, message


def _refuse(path: Path, code: str, message: str) -> Refusal:
    return Refusal(path, code, message)


class _Walk:
    """One pass over a payload's components, counting as Discord counts."""

    def __init__(self, *, v2: bool, filenames: frozenset[str]) -> None:
        self.v2, self.filenames = v2, filenames
        self.count = 0
        self.text = 0
        self.custom_ids: set[str] = set()
        self.references: list[tuple[Path, str]] = []

    def components(self, components: list[dict[str, Any]], path: Path, allowed: frozenset[int], where: str) -> None:
        for i, c in enumerate(components):
            self.component(c, (*path, i), allowed, where)

    def component(self, c: Any, path: Path, allowed: frozenset[int], where: str) -> None:
        if not isinstance(c, dict) or not isinstance(c.get("type"), int):
            raise _refuse((*path, "type"), "BASE_TYPE_REQUIRED", "This field is required")
        kind = c["type"]
        if kind in LAYOUT_V2 and not self.v2:
            raise _refuse((*path, "type"), "COMPONENT_LAYOUT_V2_NEEDS_FLAG",
                          f"Component type {kind} needs the IS_COMPONENTS_V2 message flag.")
        if kind not in allowed:
            raise _refuse((*path, "type"), "BASE_TYPE_CHOICES",
                          f"Component type {kind} is not allowed in {where}.")
        self.count += 1
        if self.count > MAX_COMPONENTS:
            raise _refuse(("components",), "COMPONENT_MAX_TOTAL_EXCEEDED",
                          f"A message has at most {MAX_COMPONENTS} components, nested ones counted.")
        check = _CHECKS.get(kind)
        if check is not None:
            check(self, c, path)

    def custom_id(self, c: dict[str, Any], path: Path) -> None:
        cid = c.get("custom_id")
        if not isinstance(cid, str) or not 1 <= len(cid) <= MAX_CUSTOM_ID:
            raise _refuse((*path, "custom_id"), "BASE_TYPE_BAD_LENGTH",
                          f"Must be between 1 and {MAX_CUSTOM_ID} in length.")
        if cid in self.custom_ids:
            raise _refuse((*path, "custom_id"), "COMPONENT_CUSTOM_ID_DUPLICATED",
                          f"Component custom id {cid!r} cannot be duplicated")
        self.custom_ids.add(cid)

    def media(self, item: Any, path: Path, key: str, *, only_attachments: bool = False) -> None:
        media = item.get(key) if isinstance(item, dict) else None
        url = media.get("url") if isinstance(media, dict) else None
        if not isinstance(url, str) or not url:
            raise _refuse((*path, key, "url"), "BASE_TYPE_REQUIRED", "This field is required")
        if url.startswith(ATTACHMENT_SCHEME):
            self.references.append(((*path, key, "url"), url[len(ATTACHMENT_SCHEME):]))
        elif only_attachments:
            raise _refuse((*path, key, "url"), "COMPONENT_FILE_NEEDS_ATTACHMENT",
                          "A file component shows an uploaded file: attachment://<filename> only.")

    def alt_text(self, item: dict[str, Any], path: Path) -> None:
        text = item.get("description")
        if text is not None and (not isinstance(text, str) or len(text) > MAX_ALT_TEXT):
            raise _refuse((*path, "description"), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_ALT_TEXT} or fewer in length.")


def _action_row(w: _Walk, c: dict[str, Any], path: Path) -> None:
    children = c.get("components") or []
    kinds = [child.get("type") if isinstance(child, dict) else None for child in children]
    selects = sum(1 for k in kinds if k in SELECTS)
    buttons = sum(1 for k in kinds if k == BUTTON)
    if not children or (selects and len(children) != 1) or buttons > MAX_ROW_BUTTONS or buttons + selects != len(children):
        raise _refuse((*path, "components"), "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                      "An action row holds up to 5 buttons or a single select.")
    w.components(children, (*path, "components"), frozenset({BUTTON}) | SELECTS, "an action row")


def _button(w: _Walk, c: dict[str, Any], path: Path) -> None:
    if c.get("style") == 5:
        if "url" not in c or "custom_id" in c:
            raise _refuse(path, "BUTTON_COMPONENT_URL_REQUIRED", "A link button (style 5) has a url and no custom_id.")
    else:
        if "url" in c:
            raise _refuse((*path, "url"), "BUTTON_COMPONENT_URL_REQUIRED", "Only a link button (style 5) has a url.")
        w.custom_id(c, path)
    if len(c.get("label") or "") > MAX_LABEL:
        raise _refuse((*path, "label"), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_LABEL} or fewer in length.")


def _select(w: _Walk, c: dict[str, Any], path: Path) -> None:
    w.custom_id(c, path)
    if c.get("type") == STRING_SELECT and not 1 <= len(c.get("options") or []) <= MAX_OPTIONS:
        raise _refuse((*path, "options"), "BASE_TYPE_BAD_LENGTH", f"Must be between 1 and {MAX_OPTIONS} in length.")


def _section(w: _Walk, c: dict[str, Any], path: Path) -> None:
    texts = c.get("components") or []
    if not 1 <= len(texts) <= MAX_SECTION_TEXTS:
        raise _refuse((*path, "components"), "BASE_TYPE_BAD_LENGTH",
                      f"Must be between 1 and {MAX_SECTION_TEXTS} in length.")
    w.components(texts, (*path, "components"), frozenset({TEXT_DISPLAY}), "a section")
    accessory = c.get("accessory")
    if accessory is None:
        raise _refuse((*path, "accessory"), "BASE_TYPE_REQUIRED", "This field is required")
    w.component(accessory, (*path, "accessory"), SECTION_ACCESSORIES, "a section's accessory")


def _text_display(w: _Walk, c: dict[str, Any], path: Path) -> None:
    content = c.get("content")
    if not isinstance(content, str) or not content:
        raise _refuse((*path, "content"), "BASE_TYPE_REQUIRED", "This field is required")
    w.text += len(content)
    if w.text > MAX_TEXT:
        raise _refuse((*path, "content"), "COMPONENT_MAX_TEXT_EXCEEDED",
                      f"A message's text displays hold at most {MAX_TEXT} characters together.")


def _thumbnail(w: _Walk, c: dict[str, Any], path: Path) -> None:
    w.media(c, path, "media")
    w.alt_text(c, path)


def _media_gallery(w: _Walk, c: dict[str, Any], path: Path) -> None:
    items = c.get("items") or []
    if not 1 <= len(items) <= MAX_GALLERY_ITEMS:
        raise _refuse((*path, "items"), "BASE_TYPE_BAD_LENGTH", f"Must be between 1 and {MAX_GALLERY_ITEMS} in length.")
    for i, item in enumerate(items):
        w.media(item, (*path, "items", i), "media")
        w.alt_text(item, (*path, "items", i))


def _file(w: _Walk, c: dict[str, Any], path: Path) -> None:
    w.media(c, path, "file", only_attachments=True)


def _separator(w: _Walk, c: dict[str, Any], path: Path) -> None:
    if c.get("spacing", 1) not in (1, 2):
        raise _refuse((*path, "spacing"), "BASE_TYPE_CHOICES", "Value must be one of {1, 2}.")


def _container(w: _Walk, c: dict[str, Any], path: Path) -> None:
    accent = c.get("accent_color")
    if accent is not None and (not isinstance(accent, int) or isinstance(accent, bool) or not 0 <= accent <= MAX_ACCENT):
        raise _refuse((*path, "accent_color"), "NUMBER_TYPE_MAX", f"accent_color is an RGB integer 0..{MAX_ACCENT}.")
    children = c.get("components") or []
    if not children:
        raise _refuse((*path, "components"), "BASE_TYPE_REQUIRED", "This field is required")
    w.components(children, (*path, "components"), IN_CONTAINER, "a container")


_CHECKS = {
    ACTION_ROW: _action_row, BUTTON: _button, SECTION: _section, TEXT_DISPLAY: _text_display,
    THUMBNAIL: _thumbnail, MEDIA_GALLERY: _media_gallery, FILE: _file, SEPARATOR: _separator,
    CONTAINER: _container, **{kind: _select for kind in SELECTS},
}


def check(components: list[dict[str, Any]], *, flags: int, filenames: frozenset[str] | set[str]) -> None:
    """Raise ``Refusal`` at the first breach of Discord's rules in a message's ``components``
    (``flags`` the message's flags after the request, ``filenames`` its attachments' names)."""
    v2 = bool(flags & IS_COMPONENTS_V2)
    walk = _Walk(v2=v2, filenames=frozenset(filenames))
    if v2:
        walk.components(components, ("components",), TOP_LEVEL_V2, "a message")
    else:
        if len(components) > MAX_LEGACY_ROWS:
            raise _refuse(("components",), "BASE_TYPE_MAX_LENGTH", f"Must be {MAX_LEGACY_ROWS} or fewer in length.")
        walk.components(components, ("components",), frozenset({ACTION_ROW}), "a message without IS_COMPONENTS_V2")
    for path, name in walk.references:
        if name not in walk.filenames:
            raise _refuse(path, "UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND",
                          f"attachment://{name} names no file of this message.")


def _every(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every component of a payload, depth first in display order, a section's accessory after
    its texts (nothing checked: for reading what a stored message shows)."""
    found: list[dict[str, Any]] = []
    stack: list[Any] = list(reversed(components or []))
    while stack:
        c = stack.pop()
        if isinstance(c, dict):
            found.append(c)
            stack.extend(reversed([*(c.get("components") or []), *([c["accessory"]] if c.get("accessory") else [])]))
    return found


def references(components: list[dict[str, Any]]) -> list[str]:
    """The filenames a message's components show (``attachment://`` references), in order:
    under ``IS_COMPONENTS_V2`` only these attachments are shown to people."""
    found: list[str] = []
    for c in _every(components):
        for media in [c.get("media"), c.get("file"), *[i.get("media") for i in c.get("items") or [] if isinstance(i, dict)]]:
            url = media.get("url") if isinstance(media, dict) else None
            if isinstance(url, str) and url.startswith(ATTACHMENT_SCHEME):
                found.append(url[len(ATTACHMENT_SCHEME):])
    return found


def texts(components: list[dict[str, Any]]) -> list[str]:
    """The text displays of a message's components, in display order (a section's among them)."""
    return [c.get("content", "") for c in _every(components) if c.get("type") == TEXT_DISPLAY]
