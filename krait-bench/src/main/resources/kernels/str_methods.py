# Everyday string methods over log-like lines: split, strip, lower, replace, startswith, find.

LINES = ["  %s | user-%d | Event %s at /api/v%d/items  " % ("INFO" if i % 4 else "WARN", i % 300,
         "Created" if i % 3 else "Deleted", i % 3) for i in range(20_000)]


def bench():
    warn = 0
    paths = {}
    size = 0
    for line in LINES:
        level, user, msg = [p.strip() for p in line.split("|")]
        if level.startswith("WARN"):
            warn += 1
        msg = msg.lower().replace("event ", "")
        at = msg.find(" at ")
        path = msg[at + 4:]
        paths[path] = paths.get(path, 0) + 1
        size += len(user.upper()) + len(msg)
    return warn, sorted(paths.items()), size
