text = """Error: disk full
Warning: cpu high
Error: disk full
Info: started
Warning: memory
Error: network down"""
levels = {}
messages = {}
for line in text.splitlines():
    level, _, msg = line.partition(": ")
    levels[level] = levels.get(level, 0) + 1
    messages.setdefault(level, set()).add(msg)
for level in sorted(levels, key=lambda l: -levels[l]):
    print(f"{level.upper():<8}{levels[level]:>3}  {', '.join(sorted(messages[level]))}")
print(max(levels.items(), key=lambda kv: kv[1]))
