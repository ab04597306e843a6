# Regular expressions: matching, searching and extracting groups from many short lines.
import re

LINES = ["order=%d user=u%03d total=%d.%02d EUR on 2024-%02d-%02d" % (i, i % 977, i % 500, i % 100, i % 12 + 1,
         i % 28 + 1) for i in range(10_000)]
PATTERN = re.compile(r"order=(\d+) user=(u\d+) total=(\d+)\.(\d+) (\w+) on (\d{4})-(\d\d)-(\d\d)")
MONTH = re.compile(r"-(\d\d)-")


def bench():
    cents = 0
    users = set()
    months = 0
    for line in LINES:
        m = PATTERN.match(line)
        if m:
            cents += int(m.group(3)) * 100 + int(m.group(4))
            users.add(m.group(2))
        s = MONTH.search(line)
        if s and s.group(1) == "06":
            months += 1
    words = len(re.findall(r"[a-z]+", " ".join(LINES[:2000])))
    return cents, len(users), months, words
